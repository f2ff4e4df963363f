import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchAfterNow } from './refetch-after-now.ts';

afterEach(() => vi.useRealTimers());

/** A watched query of the server's `version`; each read answers what it saw, 500 ms later. */
function watched() {
  const queryClient = new QueryClient();
  const server = { version: 1, reads: 0 };
  const observer = new QueryObserver(queryClient, {
    queryKey: ['item'],
    queryFn: () => {
      const seen = server.version;
      server.reads += 1;
      return new Promise<number>((r) => setTimeout(() => r(seen), 500));
    },
  });
  const stop = observer.subscribe(() => {});
  return { queryClient, server, stop, data: () => queryClient.getQueryData(['item']) };
}

describe('refetchAfterNow', () => {
  it('a first load under way when the change lands is followed by one more read', async () => {
    vi.useFakeTimers();
    const { queryClient, server, stop, data } = watched();
    await vi.advanceTimersByTimeAsync(100); // the first load has read version 1, no data yet
    server.version = 2;
    const done = refetchAfterNow(queryClient);
    await vi.advanceTimersByTimeAsync(1500);
    await done;
    expect(data()).toBe(2);
    expect(server.reads).toBe(2);
    stop();
  });

  it('reads once when nothing is under way', async () => {
    vi.useFakeTimers();
    const { queryClient, server, stop, data } = watched();
    await vi.advanceTimersByTimeAsync(600);
    server.version = 2;
    const done = refetchAfterNow(queryClient);
    await vi.advanceTimersByTimeAsync(600);
    await done;
    expect(data()).toBe(2);
    expect(server.reads).toBe(2);
    stop();
  });
});
