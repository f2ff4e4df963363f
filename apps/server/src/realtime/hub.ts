import type { DatabaseHandle } from '@cairn/db';
import { parseWorkItemEvent, REALTIME_CHANNEL, type WorkItemEvent } from './events.ts';
import { MILESTONE_CHANNEL, parseMilestoneEvent, type MilestoneEvent } from './milestone-events.ts';

type Listener = (event: WorkItemEvent) => void;
/** Listeners of every event (group-wide streams filter themselves) sit under this key. */
const ALL = 'all';
type Key = number | typeof ALL;

/**
 * One LISTEN per server process fans database notifications out to in-process subscribers
 * (GraphQL subscriptions). Every app server runs its own hub, so instances stay stateless.
 */
export interface RealtimeHub {
  /** Events of one work item until the iterator is returned or the signal aborts. */
  subscribe(workItemId: number, signal?: AbortSignal): AsyncIterableIterator<WorkItemEvent>;
  /** Every event, of any item, until the iterator is returned or the signal aborts. */
  subscribeAll(signal?: AbortSignal): AsyncIterableIterator<WorkItemEvent>;
  /** Every milestone event, until the iterator is returned or the signal aborts. */
  subscribeMilestones(signal?: AbortSignal): AsyncIterableIterator<MilestoneEvent>;
  /** Open subscriptions, of one item or of all: lets tests prove streams are released. */
  listenerCount(workItemId?: number): number;
  /** Ends every open subscription (their streams complete) and stops listening. */
  close(): Promise<void>;
}

/**
 * An iterator over what `attach` delivers until it is returned or the signal aborts; `attach`
 * registers the listener and returns its removal.
 */
function listenerQueue<E>(
  attach: (listener: (event: E) => void) => () => void,
  stops: Set<() => void>,
  signal?: AbortSignal,
): AsyncIterableIterator<E> {
  const queue: E[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const detach = attach((event) => {
    queue.push(event);
    wake?.();
  });
  const stop = () => {
    if (done) return;
    done = true;
    stops.delete(stop);
    queue.length = 0;
    signal?.removeEventListener('abort', stop);
    detach();
    wake?.();
  };
  stops.add(stop);
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  const iterator: AsyncIterableIterator<E> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      while (!queue.length && !done) await new Promise<void>((r) => (wake = r));
      wake = null;
      if (!queue.length) return { value: undefined, done: true };
      return { value: queue.shift()!, done: false };
    },
    async return() {
      stop();
      return { value: undefined, done: true };
    },
  };
  return iterator;
}

export async function createRealtimeHub(handle: DatabaseHandle): Promise<RealtimeHub> {
  const listeners = new Map<Key, Set<Listener>>();
  const milestoneListeners = new Set<(event: MilestoneEvent) => void>();
  const stops = new Set<() => void>();
  const unlisten = await handle.listen(REALTIME_CHANNEL, (payload) => {
    const event = parseWorkItemEvent(payload);
    if (!event) return;
    for (const listener of listeners.get(event.workItemId) ?? []) listener(event);
    for (const listener of listeners.get(ALL) ?? []) listener(event);
  });
  const unlistenMilestones = await handle.listen(MILESTONE_CHANNEL, (payload) => {
    const event = parseMilestoneEvent(payload);
    if (event) for (const listener of milestoneListeners) listener(event);
  });

  const open = (workItemId: Key, signal?: AbortSignal) =>
    listenerQueue<WorkItemEvent>(
      (listener) => {
        const set = listeners.get(workItemId) ?? new Set();
        set.add(listener);
        listeners.set(workItemId, set);
        return () => {
          set.delete(listener);
          if (!set.size && listeners.get(workItemId) === set) listeners.delete(workItemId);
        };
      },
      stops,
      signal,
    );

  return {
    subscribe: (workItemId, signal) => open(workItemId, signal),
    subscribeAll: (signal) => open(ALL, signal),
    subscribeMilestones: (signal) =>
      listenerQueue<MilestoneEvent>(
        (listener) => {
          milestoneListeners.add(listener);
          return () => milestoneListeners.delete(listener);
        },
        stops,
        signal,
      ),
    listenerCount(workItemId) {
      if (workItemId !== undefined) return listeners.get(workItemId)?.size ?? 0;
      let total = milestoneListeners.size;
      for (const set of listeners.values()) total += set.size;
      return total;
    },
    async close() {
      for (const stop of [...stops]) stop();
      await unlisten();
      await unlistenMilestones();
    },
  };
}
