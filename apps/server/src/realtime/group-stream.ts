import { resourceNotAvailable } from '../graphql/args.ts';
import type { RequestContext } from '../lib/context.ts';
import type { RealtimeHub } from './hub.ts';
import type { NamespaceRow } from '../core/namespaces/namespaces.repository.ts';
import {
  canReadNamespaceRow,
  readableNamespaceByPath,
} from '../core/namespaces/namespaces.service.ts';
import { eventStream } from './event-stream.ts';
import { dropCaches, freshReads, liveEvents, viewerKey } from './live-events.ts';
import { oncePerEvent } from './per-event.ts';

/**
 * A group-wide stream (`groupEpicsUpdated`, `groupMilestonesUpdated`): reads the group, then
 * listens to the hub's events routed to that group (hub.ts `subscribeGroup`: events of other
 * groups never reach it), and re-reads the group after listening, so no change between the
 * read check and the first event is lost; an unreadable group is refused like an unknown one.
 * `wanted` drops events of no interest without a read; each other event is judged with the
 * viewer's current rights by `pick` (null skips it), once per event for all the streams of the
 * same viewer on the group (per-event.ts); the stream ends when the group is no longer readable
 * or the viewer's credential lapsed.
 */
export async function subscribeToGroup<E extends object, T>(
  ctx: RequestContext,
  groupPath: string,
  stream: {
    name: string;
    listen: (
      hub: RealtimeHub,
      group: NamespaceRow,
      signal?: AbortSignal,
    ) => AsyncIterableIterator<E>;
    wanted: (event: E) => boolean;
    pick: (group: NamespaceRow, event: E) => Promise<T | null>;
  },
): Promise<AsyncIterableIterator<T>> {
  const found = await readableNamespaceByPath(ctx, groupPath, 'group');
  if (!found) throw resourceNotAvailable();
  const events = liveEvents(ctx, (hub, signal) => stream.listen(hub, found, signal));
  try {
    dropCaches(ctx);
    const group = await readableNamespaceByPath(ctx, groupPath, 'group');
    if (group?.id !== found.id) throw resourceNotAvailable();
    return eventStream(events, async (event) => {
      if (!stream.wanted(event)) return null;
      if (!(await freshReads(ctx, event))) return 'gone';
      const key = `${stream.name}:${group.id}:${viewerKey(ctx)}`;
      return oncePerEvent(event, key, async () =>
        (await canReadNamespaceRow(ctx, group)) ? stream.pick(group, event) : 'gone',
      );
    });
  } catch (error) {
    await events.return?.();
    throw error;
  }
}
