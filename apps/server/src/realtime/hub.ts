import type { DatabaseHandle } from '@cairn/db';
import { parseWorkItemEvent, REALTIME_CHANNEL, type WorkItemEvent } from './events.ts';
import { MILESTONE_CHANNEL, parseMilestoneEvent, type MilestoneEvent } from './milestone-events.ts';
import { createStreamLedger, type StreamLedger, type StreamLimits } from './stream-limits.ts';

type Listener = (event: WorkItemEvent) => void;

/**
 * One LISTEN per server process fans database notifications out to in-process subscribers
 * (GraphQL subscriptions). Every app server runs its own hub, so instances stay stateless.
 */
export interface RealtimeHub {
  /** Events of one work item until the iterator is returned or the signal aborts. */
  subscribe(workItemId: number, signal?: AbortSignal): AsyncIterableIterator<WorkItemEvent>;
  /**
   * Events of items in the group or below it, routed by the event's `traversalIds` before any
   * listener runs (stream-limits.integration-test.ts): a group's streams never see another group's
   * events.
   */
  subscribeGroup(groupId: number, signal?: AbortSignal): AsyncIterableIterator<WorkItemEvent>;
  /** Milestone events of the group, of its ancestors and of its descendants, routed likewise. */
  subscribeGroupMilestones(
    group: { id: number; traversalIds: readonly number[] },
    signal?: AbortSignal,
  ): AsyncIterableIterator<MilestoneEvent>;
  /** Open streams per client and open live connections (realtime/stream-limits.ts). */
  readonly streams: StreamLedger;
  /** Open subscriptions, of one item or of all: lets tests prove streams are released. */
  listenerCount(workItemId?: number): number;
  /** Aborts when the hub closes: live connections end with it (live-connection.ts). */
  readonly closing: AbortSignal;
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

/** Listeners by key; `add` registers one under several keys and returns its removal. */
function listenerIndex<K, L>() {
  const map = new Map<K, Set<L>>();
  return {
    map,
    add(keys: readonly K[], listener: L) {
      for (const key of keys) {
        const set = map.get(key) ?? new Set();
        set.add(listener);
        map.set(key, set);
      }
      return () => {
        for (const key of keys) {
          const set = map.get(key);
          set?.delete(listener);
          if (set && !set.size) map.delete(key);
        }
      };
    },
    /** The listeners under any of the keys, each once. */
    under(keys: readonly K[]): Set<L> {
      const found = new Set<L>();
      for (const key of keys) for (const l of map.get(key) ?? []) found.add(l);
      return found;
    },
    size() {
      let total = 0;
      for (const set of map.values()) total += set.size;
      return total;
    },
  };
}

type MilestoneListener = (event: MilestoneEvent) => void;

export async function createRealtimeHub(
  handle: DatabaseHandle,
  limits?: StreamLimits,
): Promise<RealtimeHub> {
  const listeners = listenerIndex<number, Listener>();
  const groupListeners = listenerIndex<number, Listener>();
  // A group's milestone streams, under the group's id and under each id of its path.
  const milestonesByGroup = listenerIndex<number, MilestoneListener>();
  const milestonesByAncestor = listenerIndex<number, MilestoneListener>();
  const stops = new Set<() => void>();
  const closing = new AbortController();
  const unlisten = await handle.listen(REALTIME_CHANNEL, (payload) => {
    const event = parseWorkItemEvent(payload);
    if (!event) return;
    for (const listener of listeners.under([event.workItemId])) listener(event);
    for (const listener of groupListeners.under(event.traversalIds ?? [])) listener(event);
  });
  const unlistenMilestones = await handle.listen(MILESTONE_CHANNEL, (payload) => {
    const event = parseMilestoneEvent(payload);
    if (!event) return;
    // Of the group or below it (the event's path names the group), or of an ancestor.
    const groups = milestonesByGroup.under(event.traversalIds ?? []);
    for (const listener of milestonesByAncestor.under([event.namespaceId])) groups.add(listener);
    for (const listener of groups) listener(event);
  });

  const open = (workItemId: number, signal?: AbortSignal) =>
    listenerQueue<WorkItemEvent>(
      (listener) => listeners.add([workItemId], listener),
      stops,
      signal,
    );

  return {
    subscribe: (workItemId, signal) => open(workItemId, signal),
    subscribeGroup: (groupId, signal) =>
      listenerQueue<WorkItemEvent>(
        (listener) => groupListeners.add([groupId], listener),
        stops,
        signal,
      ),
    subscribeGroupMilestones: (group, signal) =>
      listenerQueue<MilestoneEvent>(
        (listener) => {
          const removeOwn = milestonesByGroup.add([group.id], listener);
          const removeAncestors = milestonesByAncestor.add(group.traversalIds, listener);
          return () => (removeOwn(), removeAncestors());
        },
        stops,
        signal,
      ),
    streams: createStreamLedger(limits),
    listenerCount(workItemId) {
      if (workItemId !== undefined) return listeners.map.get(workItemId)?.size ?? 0;
      // A milestone stream sits in both milestone indexes: counted once, by its own group.
      return listeners.size() + groupListeners.size() + milestonesByGroup.size();
    },
    closing: closing.signal,
    async close() {
      closing.abort();
      for (const stop of [...stops]) stop();
      await unlisten();
      await unlistenMilestones();
    },
  };
}
