import { GraphQLError } from 'graphql';
import { resourceNotAvailable } from '../graphql/args.ts';
import type { RequestContext } from '../lib/context.ts';
import type { RealtimeHub } from './hub.ts';
import type { NamespaceRow } from '../core/namespaces/namespaces.repository.ts';
import {
  canReadNamespaceRow,
  readableNamespaceByPath,
} from '../core/namespaces/namespaces.service.ts';
import { eventStream } from './event-stream.ts';
import { freshReads } from './subscriptions.graphql.ts';

/**
 * A group-wide stream (`groupEpicsUpdated`, `groupMilestonesUpdated`): listens to the hub first,
 * so no change between the read check and the first event is lost, then refuses an unreadable
 * group like an unknown one. `wanted` drops events of no interest without a read; each other
 * event is judged with the viewer's current rights by `pick` (null skips it); the stream ends
 * when the group is no longer readable.
 */
export async function subscribeToGroup<E, T>(
  ctx: RequestContext,
  groupPath: string,
  stream: {
    listen: (hub: RealtimeHub, signal?: AbortSignal) => AsyncIterableIterator<E>;
    wanted: (event: E) => boolean;
    pick: (group: NamespaceRow, event: E) => Promise<T | null>;
  },
): Promise<AsyncIterableIterator<T>> {
  const hub = ctx.realtime;
  if (!hub) throw new GraphQLError('Subscriptions are not available');
  const signal = (ctx as { request?: Request }).request?.signal;
  const events = stream.listen(hub, signal);
  try {
    const group = await readableNamespaceByPath(ctx, groupPath, 'group');
    if (!group) throw resourceNotAvailable();
    return eventStream(events, async (event) => {
      if (!stream.wanted(event)) return null;
      freshReads(ctx);
      if (!(await canReadNamespaceRow(ctx, group))) return 'gone';
      return stream.pick(group, event);
    });
  } catch (error) {
    await events.return?.();
    throw error;
  }
}
