import type { DatabaseHandle } from '@cairn/db';
import { parseWorkItemEvent, REALTIME_CHANNEL, type WorkItemEvent } from './events.ts';

type Listener = (event: WorkItemEvent) => void;

/**
 * One LISTEN per server process fans database notifications out to in-process subscribers
 * (GraphQL subscriptions). Every app server runs its own hub, so instances stay stateless.
 */
export interface RealtimeHub {
  subscribe(workItemId: number, signal?: AbortSignal): AsyncIterableIterator<WorkItemEvent>;
  close(): Promise<void>;
}

export async function createRealtimeHub(handle: DatabaseHandle): Promise<RealtimeHub> {
  const listeners = new Map<number, Set<Listener>>();
  const unlisten = await handle.listen(REALTIME_CHANNEL, (payload) => {
    const event = parseWorkItemEvent(payload);
    if (!event) return;
    for (const listener of listeners.get(event.workItemId) ?? []) listener(event);
  });

  return {
    subscribe(workItemId, signal) {
      const queue: WorkItemEvent[] = [];
      let wake: (() => void) | null = null;
      let done = false;
      const listener: Listener = (event) => {
        queue.push(event);
        wake?.();
      };
      const set = listeners.get(workItemId) ?? new Set();
      set.add(listener);
      listeners.set(workItemId, set);
      const stop = () => {
        done = true;
        set.delete(listener);
        if (!set.size) listeners.delete(workItemId);
        wake?.();
      };
      signal?.addEventListener('abort', stop, { once: true });
      const iterator: AsyncIterableIterator<WorkItemEvent> = {
        [Symbol.asyncIterator]: () => iterator,
        async next() {
          while (!queue.length && !done) await new Promise<void>((r) => (wake = r));
          wake = null;
          const value = queue.shift();
          return value ? { value, done: false } : { value: undefined, done: true };
        },
        async return() {
          stop();
          return { value: undefined, done: true };
        },
      };
      return iterator;
    },
    close: () => unlisten(),
  };
}
