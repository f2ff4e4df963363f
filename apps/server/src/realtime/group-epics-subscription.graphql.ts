import { GraphQLError } from 'graphql';
import { builder } from '../graphql/builder.ts';
import { resourceNotAvailable } from '../graphql/args.ts';
import { encodeGid } from '../graphql/global-id.ts';
import type { RequestContext } from '../lib/context.ts';
import type { NamespaceRow } from '../core/namespaces/namespaces.repository.ts';
import {
  canReadNamespaceRow,
  namespaceLoader,
  readableNamespaceByPath,
} from '../core/namespaces/namespaces.service.ts';
import { canReadWorkItem } from '../core/permissions/index.ts';
import { namespaceFacts, readableItemById } from '../modules/work-items/core/access.ts';
import type { WorkItemChange, WorkItemEvent } from './events.ts';
import { eventStream } from './event-stream.ts';
import { freshReads } from './subscriptions.graphql.ts';

/**
 * `groupEpicsUpdated` (Cairn; GitLab has no group-wide subscription, see
 * docs/decisions/live-refresh.md): which epic of a group or of its descendant groups changed,
 * was created or was deleted, so an open roadmap reads itself again. Events carry the item's
 * namespace and type; each one is re-checked with the viewer's current rights, and the stream
 * ends when the group is no longer readable.
 */

interface EpicChange {
  epicId: number;
  changes: WorkItemChange[];
}

const EpicChangeRef = builder.objectRef<EpicChange>('EpicChange');
EpicChangeRef.implement({
  description: 'An epic of a group that changed, was created or was deleted.',
  fields: (t) => ({
    epicId: t.field({
      type: 'ID',
      nullable: false,
      description: 'Global id of the epic (gid://gitlab/Epic/…).',
      resolve: (change) => encodeGid('Epic', change.epicId),
    }),
    changes: t.field({
      type: ['String'],
      nullable: { list: false, items: false },
      description: 'What changed: updated, dates, state, parent, …',
      resolve: (change) => change.changes,
    }),
  }),
});

/** Whether the viewer, with their rights now, may hear of an event's epic under `group`. */
async function hears(ctx: RequestContext, group: NamespaceRow, event: WorkItemEvent) {
  if (event.itemType !== 'epic' || event.namespaceId === undefined) return false;
  const ns = await namespaceLoader(ctx).load(event.namespaceId);
  if (!ns || !ns.traversalIds.includes(group.id)) return false;
  if (!event.deleted) return (await readableItemById(ctx, event.workItemId)) !== null;
  // The row is gone: the read rule runs on the facts the delete published.
  const facts = await namespaceFacts(ctx, ns);
  return canReadWorkItem(
    ctx.viewer.user,
    { visibility: facts.visibility, accessLevel: facts.accessLevel },
    { ...event.deleted, authorBanned: false, markedAsSpam: false, assigneeIds: [] },
  );
}

function groupEvents(
  ctx: RequestContext,
  group: NamespaceRow,
  events: AsyncIterableIterator<WorkItemEvent>,
): AsyncIterableIterator<EpicChange> {
  return eventStream(events, async (event) => {
    if (event.itemType !== 'epic') return null;
    freshReads(ctx);
    if (!(await canReadNamespaceRow(ctx, group))) return 'gone';
    if (!(await hears(ctx, group, event))) return null;
    return { epicId: event.workItemId, changes: event.changes };
  });
}

async function subscribeToGroup(ctx: RequestContext, groupPath: string) {
  const hub = ctx.realtime;
  if (!hub) throw new GraphQLError('Subscriptions are not available');
  const signal = (ctx as { request?: Request }).request?.signal;
  // Listens before the read check, so no change between the check and the first event is lost.
  const events = hub.subscribeAll(signal);
  try {
    const group = await readableNamespaceByPath(ctx, groupPath, 'group');
    if (!group) throw resourceNotAvailable();
    return groupEvents(ctx, group, events);
  } catch (error) {
    await events.return?.();
    throw error;
  }
}

builder.subscriptionField('groupEpicsUpdated', (t) =>
  t.field({
    type: EpicChangeRef,
    description:
      'Triggered when an epic of the group or of its descendant groups is created, changed or deleted.',
    args: { groupPath: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => subscribeToGroup(ctx, String(args.groupPath)),
    resolve: (change: EpicChange) => change,
  }),
);
