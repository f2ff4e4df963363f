import { builder } from '#server/graphql/builder.ts';
import { encodeGid } from '#server/graphql/global-id.ts';
import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import {
  canReadNamespaceRow,
  namespaceLoader,
} from '#server/core/namespaces/namespaces.service.ts';
import { subscribeToGroup } from '#server/realtime/group-stream.ts';
import type { MilestoneEvent } from '#server/realtime/milestone-events.ts';

/**
 * `groupMilestonesUpdated` (Cairn; see docs/decisions/live-refresh.md): a milestone
 * the group's roadmap shows (of the group, its ancestors, its subgroups and their projects) was
 * created, changed or deleted. A milestone reaches only viewers who may read its namespace now.
 */

const MilestoneChangeRef = builder.objectRef<MilestoneEvent>('MilestoneChange');
MilestoneChangeRef.implement({
  description: 'A milestone of a group or project that was created, changed or deleted.',
  fields: (t) => ({
    milestoneId: t.field({
      type: 'ID',
      nullable: false,
      description: 'Global id of the milestone (gid://gitlab/Milestone/…).',
      resolve: (event) => encodeGid('Milestone', event.milestoneId),
    }),
    action: t.string({
      nullable: false,
      description: 'created, updated or deleted.',
      resolve: (event) => event.action,
    }),
  }),
});

/** Whether the milestone's namespace is on the group's roadmap and readable by the viewer now. */
async function shows(ctx: RequestContext, group: NamespaceRow, event: MilestoneEvent) {
  const ns = await namespaceLoader(ctx).load(event.namespaceId);
  if (!ns) return false;
  const related = ns.traversalIds.includes(group.id) || group.traversalIds.includes(ns.id);
  return related && canReadNamespaceRow(ctx, ns);
}

builder.subscriptionField('groupMilestonesUpdated', (t) =>
  t.field({
    type: MilestoneChangeRef,
    description:
      'Triggered when a milestone of the group, of its ancestors or of its descendant groups and projects is created, changed or deleted.',
    args: { groupPath: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) =>
      subscribeToGroup(ctx, String(args.groupPath), {
        name: 'groupMilestonesUpdated',
        listen: (hub, group, signal) => hub.subscribeGroupMilestones(group, signal),
        wanted: () => true,
        pick: async (group, event) => ((await shows(ctx, group, event)) ? event : null),
      }),
    resolve: (event: MilestoneEvent) => event,
  }),
);
