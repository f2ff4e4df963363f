import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GraphqlClientProvider,
  type GraphqlClient,
  type SubscriptionHandlers,
} from '../graphql/index.ts';
import { trackTaskListUpdate } from './task-list-updates.ts';
import { useLiveWorkItem } from './use-live-work-item.ts';

type Subscribe = NonNullable<GraphqlClient['subscribe']>;

/** `realQueries`: refetches really run (else `invalidateQueries` is a spy that does nothing). */
function setup(subscribe?: Subscribe, { realQueries = false } = {}) {
  const client = { request: vi.fn(), subscribe } as unknown as GraphqlClient;
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  if (!realQueries) invalidate.mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <GraphqlClientProvider client={client}>{children}</GraphqlClientProvider>
    </QueryClientProvider>
  );
  return { invalidate, wrapper };
}

/** A workItemUpdated stream that stays open; `push()` sends the item's next event. */
function eventStream() {
  let send: (() => void) | undefined;
  const subscribe = vi.fn((_d, _v, h: SubscriptionHandlers<unknown>, signal: AbortSignal) => {
    send = () => h.next({ workItemUpdated: { id: 'gid://cairn/Issue/1' } });
    return new Promise<'complete'>((r) => signal.addEventListener('abort', () => r('complete')));
  }) as unknown as Subscribe;
  return { subscribe, push: () => send!() };
}

/** A fetch answering realtime_changes bodies in turn, with the given Poll-Interval. */
function pollFetch(versions: number[], interval = '1000') {
  let call = 0;
  return vi.fn(async () => {
    const lock = versions[Math.min(call++, versions.length - 1)];
    return new Response(JSON.stringify({ lock_version: lock, updated_at: 't' }), {
      headers: { 'content-type': 'application/json', 'poll-interval': interval },
    });
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('useLiveWorkItem', () => {
  it('subscribes to workItemUpdated for the item and refetches the page once per burst of events', async () => {
    vi.useFakeTimers();
    const { subscribe, push } = eventStream();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { invalidate, wrapper } = setup(subscribe);
    renderHook(
      () =>
        useLiveWorkItem('gid://cairn/Issue/1', { pollPath: '/a/b/-/issues/1/realtime_changes' }),
      { wrapper },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(subscribe).mock.calls[0]?.[1]).toEqual({ workItemId: 'gid://cairn/Issue/1' });
    push();
    push();
    await vi.advanceTimersByTimeAsync(100);
    expect(invalidate).toHaveBeenCalledTimes(1);
    push();
    await vi.advanceTimersByTimeAsync(100);
    expect(invalidate).toHaveBeenCalledTimes(2);
    // The stream works: realtime_changes is never polled.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('an event during a refetch reads again: an answer read before the change never stays', async () => {
    vi.useFakeTimers();
    const { subscribe, push } = eventStream();
    const { wrapper } = setup(subscribe, { realQueries: true });
    // The server's version of the item; each read answers what it saw, 500 ms later.
    let version = 1;
    const read = () => {
      const seen = version;
      return new Promise<number>((r) => setTimeout(() => r(seen), 500));
    };
    const { result } = renderHook(
      () => {
        useLiveWorkItem('gid://cairn/Issue/1');
        return useQuery({ queryKey: ['item'], queryFn: read });
      },
      { wrapper },
    );
    await vi.advanceTimersByTimeAsync(600);
    expect(result.current.data).toBe(1);
    version = 2;
    push();
    await vi.advanceTimersByTimeAsync(100); // the refetch for version 2 is under way
    version = 3;
    push();
    await vi.advanceTimersByTimeAsync(2000);
    expect(result.current.data).toBe(3);
  });

  it('polls realtime_changes when the stream is unavailable, honouring Poll-Interval', async () => {
    vi.useFakeTimers();
    const fetchSpy = pollFetch([1, 1, 2, 2]);
    vi.stubGlobal('fetch', fetchSpy);
    const { invalidate, wrapper } = setup(undefined);
    renderHook(
      () => useLiveWorkItem('gid://cairn/Issue/1', { pollPath: '/p/-/issues/1/realtime_changes' }),
      { wrapper },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]).toEqual([
      '/p/-/issues/1/realtime_changes',
      expect.objectContaining({ credentials: 'same-origin' }),
    ]);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000 + 100);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('does not poll while the page is hidden or a task-list update is in flight, and stops when the server names no interval', async () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const fetchSpy = pollFetch([1], '0');
    vi.stubGlobal('fetch', fetchSpy);
    const { wrapper } = setup(undefined);
    renderHook(() => useLiveWorkItem('i', { pollPath: '/p/-/issues/1/realtime_changes' }), {
      wrapper,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchSpy).not.toHaveBeenCalled();

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    let finish: () => void = () => {};
    const update = trackTaskListUpdate(() => new Promise<void>((r) => (finish = r)));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchSpy).not.toHaveBeenCalled();
    finish();
    await update;
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    // Poll-Interval 0: the poll stops.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
