import { builder } from '#server/graphql/builder.ts';
import { encodeGid } from '#server/graphql/global-id.ts';
import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { namespaceLoader } from '#server/core/namespaces/namespaces.service.ts';
import { canReadWorkItem } from '#server/core/permissions/index.ts';
import { namespaceFacts, readableItemById } from '../core/access.ts';
import type { WorkItemChange, WorkItemEvent } from '#server/realtime/events.ts';
import { subscribeToGroup } from '#server/realtime/group-stream.ts';

/**
 * `groupEpicsUpdated` (Cairn; GitLab has no group-wide subscription, see
 * docs/decisions/live-refresh.md): which epic of a group or of its descendant groups changed,
 * was created or was deleted, or whose progress moved (a descendant issue was created, closed,
 * reopened, moved, re-weighted or deleted), so an open roadmap reads itself again. Events carry the item's
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
      description:
        'What changed: updated, dates, state, parent, progress (a descendant issue changed), …',
      resolve: (change) => change.changes,
    }),
  }),
});

/** Whether the viewer, with their rights now, may hear of an event's epic under `group`. */
async function hears(ctx: RequestContext, group: NamespaceRow, event: WorkItemEvent) {
  if (event.itemType !== 'epic' || event.namespaceId === undefined) return false;
  // The hub routed the event here by its namespace's path: it is of the group or below it.
  if (!event.deleted) return (await readableItemById(ctx, event.workItemId)) !== null;
  // The row is gone: the read rule runs on the facts the delete published.
  const ns = await namespaceLoader(ctx).load(event.namespaceId);
  if (!ns || !ns.traversalIds.includes(group.id)) return false;
  const facts = await namespaceFacts(ctx, ns);
  return canReadWorkItem(
    ctx.viewer.user,
    { visibility: facts.visibility, accessLevel: facts.accessLevel },
    { ...event.deleted, authorBanned: false, markedAsSpam: false, assigneeIds: [] },
  );
}

builder.subscriptionField('groupEpicsUpdated', (t) =>
  t.field({
    type: EpicChangeRef,
    description:
      'Triggered when an epic of the group or of its descendant groups is created, changed or deleted.',
    args: { groupPath: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) =>
      subscribeToGroup(ctx, String(args.groupPath), {
        name: 'groupEpicsUpdated',
        listen: (hub, group, signal) => hub.subscribeGroup(group.id, signal),
        wanted: (event) => event.itemType === 'epic',
        pick: async (group, event): Promise<EpicChange | null> =>
          (await hears(ctx, group, event))
            ? { epicId: event.workItemId, changes: event.changes }
            : null,
      }),
    resolve: (change: EpicChange) => change,
  }),
);
