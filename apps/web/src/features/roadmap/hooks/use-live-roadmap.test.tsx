import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GraphqlClientProvider,
  type GraphqlClient,
  type SubscriptionHandlers,
} from '#web/lib/graphql/index.ts';
import { useLiveRoadmap } from './use-live-roadmap.ts';

type Subscribe = NonNullable<GraphqlClient['subscribe']>;

/** A groupEpicsUpdated stream that stays open; `push()` sends the group's next event. */
function eventStream() {
  let send: (() => void) | undefined;
  const subscribe = vi.fn((_d, _v, h: SubscriptionHandlers<unknown>, signal: AbortSignal) => {
    send = () => h.next({ groupEpicsUpdated: { id: 'gid://cairn/Epic/1' } });
    return new Promise<'complete'>((r) => signal.addEventListener('abort', () => r('complete')));
  }) as unknown as Subscribe;
  return { subscribe, push: () => send!() };
}

/**
 * The roadmap's epics as the server holds them (`version`); each read answers what it saw,
 * 500 ms later, and counts itself.
 */
function renderRoadmap() {
  const { subscribe, push } = eventStream();
  const client = { request: vi.fn(), subscribe } as unknown as GraphqlClient;
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <GraphqlClientProvider client={client}>{children}</GraphqlClientProvider>
    </QueryClientProvider>
  );
  const server = { version: 1, reads: 0 };
  const read = () => {
    const seen = server.version;
    server.reads += 1;
    return new Promise<number>((r) => setTimeout(() => r(seen), 500));
  };
  const { result } = renderHook(
    () => {
      useLiveRoadmap('group', true);
      return useQuery({ queryKey: ['roadmapEpics'], queryFn: read });
    },
    { wrapper },
  );
  return { result, server, push };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLiveRoadmap', () => {
  it('an event during a refetch reads again once it ends: an answer read before the change never stays', async () => {
    vi.useFakeTimers();
    const { result, server, push } = renderRoadmap();
    await vi.advanceTimersByTimeAsync(600);
    expect(result.current.data).toBe(1);
    server.version = 2;
    push();
    await vi.advanceTimersByTimeAsync(200); // the refetch for version 2 is under way
    server.version = 3;
    push();
    await vi.advanceTimersByTimeAsync(2000);
    expect(result.current.data).toBe(3);
    // The refetch under way was let finish, then one more read followed: initial + 2.
    expect(server.reads).toBe(3);
  });

  it('a stream of events never starves the refetch: answers keep arriving', async () => {
    vi.useFakeTimers();
    const { result, server, push } = renderRoadmap();
    await vi.advanceTimersByTimeAsync(600);
    for (let i = 2; i <= 20; i += 1) {
      server.version = i;
      push();
      await vi.advanceTimersByTimeAsync(150);
      // Events every 150 ms, reads of 500 ms: with cancelling, no read would ever answer.
      if (i === 10) expect(result.current.data).toBeGreaterThanOrEqual(5);
    }
    await vi.advanceTimersByTimeAsync(2000);
    expect(result.current.data).toBe(20);
  });

  it('a single event reads once', async () => {
    vi.useFakeTimers();
    const { result, server, push } = renderRoadmap();
    await vi.advanceTimersByTimeAsync(600);
    server.version = 2;
    push();
    await vi.advanceTimersByTimeAsync(2000);
    expect(result.current.data).toBe(2);
    expect(server.reads).toBe(2);
  });
});
