import { builder } from '#server/graphql/builder.ts';
import { parseArgs } from '#server/graphql/args.ts';
import { encodeGid } from '#server/graphql/global-id.ts';
import { listConnection } from '#server/modules/work-items/core/common.graphql.ts';
import { EpicConnection, EpicRef } from '#server/modules/work-items/epics/epics.graphql.ts';
import { EpicIssueRef, IssueRef } from '#server/modules/work-items/issues/issues.graphql.ts';
import {
  blockedEpicsLoader,
  linkedItemsLoader,
  type LinkedItem,
} from '#server/modules/work-items/widgets/links/links.repository.ts';
import { blockingLoader } from '#server/modules/work-items/core/rollups.ts';
import {
  WorkItemRef,
  WorkItemStateEnum,
} from '#server/modules/work-items/item-kit/work-item.graphql.ts';
import { pageArgs } from '#server/modules/work-items/core/work-items.schema.ts';
import { withoutNulls } from '#server/modules/work-items/epics/epic-args.graphql.ts';
import { valueEnum } from '#server/modules/work-items/core/value-enum.ts';

/** Blocking counts and linked items of epics and issues (open, visible items count). */

export const LinkTypeFilterEnum = valueEnum(
  'WorkItemRelatedLinkType',
  'Values for work item link types',
  { RELATED: 'relates_to', BLOCKED_BY: 'is_blocked_by', BLOCKS: 'blocks' },
);

export const LinkedWorkItemRef = builder.objectRef<LinkedItem>('LinkedWorkItemType');
LinkedWorkItemRef.implement({
  fields: (t) => ({
    linkId: t.id({
      nullable: false,
      resolve: (l) => encodeGid('WorkItems::RelatedWorkItemLink', l.linkId),
    }),
    linkType: t.string({
      nullable: false,
      description: 'relates_to, blocks or is_blocked_by (seen from the item queried).',
      resolve: (l) => l.linkType,
    }),
    linkCreatedAt: t.field({ type: 'Time', nullable: false, resolve: (l) => l.createdAt }),
    workItemState: t.field({
      type: WorkItemStateEnum,
      nullable: false,
      resolve: (l) => l.item.state,
    }),
    workItem: t.field({ type: WorkItemRef, resolve: (l) => l.item }),
  }),
});

export const LinkedWorkItemConnection = builder.connectionObject(
  { type: LinkedWorkItemRef, name: 'LinkedWorkItemTypeConnection' },
  { name: 'LinkedWorkItemTypeEdge' },
);

// EpicIssue too: the epic tree's issue rows show the blocked state and popover (GitLab's).
for (const ref of [EpicRef, IssueRef, EpicIssueRef]) {
  builder.objectFields(ref, (t) => ({
    blocked: t.boolean({
      nullable: false,
      description: 'Whether open items the viewer can see block this one.',
      resolve: async (w, _a, ctx) => (await blockingLoader(ctx).load(w.id)).blockedByCount > 0,
    }),
    blockedByCount: t.int({
      description: 'Open items the viewer can see that block this one.',
      resolve: async (w, _a, ctx) => (await blockingLoader(ctx).load(w.id)).blockedByCount,
    }),
    blockingCount: t.int({
      description: 'Open items the viewer can see that this one blocks.',
      resolve: async (w, _a, ctx) => (await blockingLoader(ctx).load(w.id)).blockingCount,
    }),
    linkedWorkItems: t.field({
      type: LinkedWorkItemConnection,
      description: 'Linked items the viewer can see (blocks, is blocked by, relates to).',
      args: { ...t.arg.connectionArgs(), filter: t.arg({ type: LinkTypeFilterEnum }) },
      resolve: async (w, args, ctx) => {
        parseArgs(pageArgs, withoutNulls({ first: args.first, last: args.last }));
        const all = await linkedItemsLoader(ctx).load(w.id);
        return listConnection(
          args,
          args.filter ? all.filter((l) => l.linkType === args.filter) : all,
        );
      },
    }),
  }));
}

builder.objectField(EpicRef, 'blockedByEpics', (t) =>
  t.field({
    type: EpicConnection,
    description: 'Open epics the viewer can see that block this epic.',
    args: t.arg.connectionArgs(),
    resolve: async (epic, args, ctx) => {
      const linked = await linkedItemsLoader(ctx).load(epic.id);
      const epics = linked
        .filter(
          (l) =>
            l.linkType === 'is_blocked_by' && l.item.type === 'epic' && l.item.state === 'opened',
        )
        .map((l) => l.item);
      return listConnection(args, epics);
    },
  }),
);

builder.objectField(EpicRef, 'blockedEpicIds', (t) =>
  t.idList({
    nullable: false,
    description:
      'Global IDs of the epics (any state) this epic blocks that the viewer can read; the roadmap draws them as arrows.',
    resolve: async (epic, _args, ctx) =>
      (await blockedEpicsLoader(ctx).load(epic.id)).map((id) => encodeGid('Epic', id)),
  }),
);
