import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphqlClientProvider } from './client-context.tsx';
import type { GraphqlClient, SubscriptionHandlers } from './client.ts';
import { graphql } from './graphql.ts';
import { useGraphqlSubscription } from './use-graphql-subscription.ts';

const subscription = graphql(`
  subscription HookTestWeight($issuableId: IssuableID!) {
    issuableWeightUpdated(issuableId: $issuableId) {
      ... on Issue {
        id
        weight
      }
    }
  }
`);

type Run = (
  handlers: SubscriptionHandlers<unknown>,
  signal: AbortSignal,
) => Promise<'complete' | 'closed'>;

/** A client whose subscribe answers with each run in turn (the last one repeats). */
function fakeClient(runs: Run[]) {
  const subscribe = vi.fn(
    (_d: unknown, _v: unknown, handlers: SubscriptionHandlers<unknown>, signal: AbortSignal) =>
      runs[Math.min(subscribe.mock.calls.length - 1, runs.length - 1)]!(handlers, signal),
  );
  const client = { request: vi.fn(), subscribe } as unknown as GraphqlClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GraphqlClientProvider client={client}>{children}</GraphqlClientProvider>
  );
  return { subscribe, wrapper };
}

const untilAborted: Run = (_h, signal) =>
  new Promise((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

afterEach(() => vi.useRealTimers());

describe('useGraphqlSubscription', () => {
  it('hands each event to onData and aborts the stream on unmount', async () => {
    let signal: AbortSignal | undefined;
    const { subscribe, wrapper } = fakeClient([
      (handlers, s) => {
        signal = s;
        handlers.next({ issuableWeightUpdated: { id: 'i1', weight: 4 } });
        return untilAborted(handlers, s);
      },
    ]);
    const onData = vi.fn();
    const { unmount } = renderHook(
      () => useGraphqlSubscription(subscription, { issuableId: 'i1' }, onData),
      { wrapper },
    );
    await waitFor(() => expect(onData).toHaveBeenCalledTimes(1));
    expect(onData).toHaveBeenCalledWith({ issuableWeightUpdated: { id: 'i1', weight: 4 } });
    expect(subscribe.mock.calls[0]?.[1]).toEqual({ issuableId: 'i1' });
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('opens a dropped stream again (telling onReconnect), and stops when the server completes it', async () => {
    vi.useFakeTimers();
    const { subscribe, wrapper } = fakeClient([
      async () => 'closed',
      async () => {
        throw new TypeError('network down');
      },
      async () => 'complete',
    ]);
    const onReconnect = vi.fn();
    renderHook(
      () => useGraphqlSubscription(subscription, { issuableId: 'i1' }, vi.fn(), { onReconnect }),
      { wrapper },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(subscribe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(subscribe).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(subscribe).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(subscribe).toHaveBeenCalledTimes(3);
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('does not subscribe while disabled or without a subscribing client', async () => {
    const { subscribe, wrapper } = fakeClient([untilAborted]);
    renderHook(
      () => useGraphqlSubscription(subscription, { issuableId: 'i1' }, vi.fn(), { enabled: false }),
      { wrapper },
    );
    const plain = { request: vi.fn() } as unknown as GraphqlClient;
    renderHook(() => useGraphqlSubscription(subscription, { issuableId: 'i1' }, vi.fn()), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <GraphqlClientProvider client={plain}>{children}</GraphqlClientProvider>
      ),
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(subscribe).not.toHaveBeenCalled();
  });
});
