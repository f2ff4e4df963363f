import { intFields } from '#server/modules/work-items/core/field-builder.ts';
import { builder } from '#server/graphql/builder.ts';
import { parseArgs } from '#server/graphql/args.ts';
import { TimeframeInput } from '#server/graphql/timeframe.ts';
import {
  epicArgs,
  hasFilterArgs,
  listEpicsWith,
} from '#server/modules/work-items/epics/epic-args.graphql.ts';
import {
  EpicConnection,
  EpicRef,
  epicListField,
} from '#server/modules/work-items/epics/epics.graphql.ts';
import { listConnection } from '#server/modules/work-items/core/common.graphql.ts';
import {
  listAncestors,
  listChildEpics,
  visibleAncestors,
} from '#server/modules/work-items/epics/epics.service.ts';
import { readableParent, readableParentEpic } from '#server/modules/work-items/core/parents.ts';
import { itemWebPath } from '#server/modules/work-items/core/presenters.ts';
import {
  ancestorIdsLoader,
  childFlagsLoader,
  childrenInTimeframeLoader,
  rollupLoader,
  type EpicRollup,
} from '#server/modules/work-items/core/rollups.ts';
import {
  listTimeframeOf,
  parentLinkLoader,
} from '#server/modules/work-items/core/work-items.loaders.ts';
import { timeframe as timeframeSchema } from '#server/modules/work-items/core/work-items.schema.ts';

/** Epic hierarchy fields and roll-ups; every one is batched for a whole page of epics. */

const DescendantCountRef = builder.objectRef<EpicRollup>('EpicDescendantCount');
DescendantCountRef.implement({
  description: 'Counts of descendent epics (all of them, also those the viewer cannot see)',
  fields: (t) =>
    intFields(t, {
      openedEpics: 'openedEpics',
      closedEpics: 'closedEpics',
      openedIssues: 'openedIssues',
      closedIssues: 'closedIssues',
    }),
});

const DescendantWeightsRef = builder.objectRef<EpicRollup>('EpicDescendantWeights');
DescendantWeightsRef.implement({
  description: 'Total weight of open and closed descendant issues',
  fields: (t) => ({
    ...intFields(t, { openedIssues: 'openedIssuesWeight', closedIssues: 'closedIssuesWeight' }),
    openedIssuesTotal: t.field({
      type: 'BigInt',
      nullable: false,
      resolve: (r) => String(r.openedIssuesWeight),
    }),
    closedIssuesTotal: t.field({
      type: 'BigInt',
      nullable: false,
      resolve: (r) => String(r.closedIssuesWeight),
    }),
  }),
});

const HealthStatusRef = builder.objectRef<EpicRollup>('EpicHealthStatus');
HealthStatusRef.implement({
  description: 'Health status of open descendant issues',
  fields: (t) =>
    intFields(t, {
      issuesOnTrack: 'issuesOnTrack',
      issuesNeedingAttention: 'issuesNeedingAttention',
      issuesAtRisk: 'issuesAtRisk',
    }),
});

builder.objectFields(EpicRef, (t) => ({
  parent: t.field({
    type: EpicRef,
    description: 'Parent epic, when the viewer may see it.',
    resolve: (e, _a, ctx) => readableParentEpic(ctx, e),
  }),
  hasParent: t.boolean({
    nullable: false,
    description: 'Whether the epic has a parent (even one the viewer cannot see).',
    // The ancestors' loader (which `parent` and `ancestors` read too): one statement for all three.
    resolve: async (e, _a, ctx) => (await ancestorIdsLoader(ctx).load(e.id)).length > 0,
  }),
  ancestors: t.field({
    type: EpicConnection,
    description:
      'Ancestors the viewer may see: top-most first, or filtered and sorted as Group.epics when given list arguments.',
    args: { ...t.arg.connectionArgs(), ...epicArgs(t.arg) },
    resolve: async (e, args, ctx) =>
      hasFilterArgs(args)
        ? listEpicsWith(ctx, args, (request) => listAncestors(ctx, e, request))
        : listConnection(args, await visibleAncestors(ctx, e)),
  }),
  children: epicListField(
    t,
    'Child epics the viewer may see (tree order unless sorted).',
    listChildEpics,
  ),
  hasChildren: t.boolean({
    nullable: false,
    description: 'Whether the epic has child epics the viewer can see.',
    resolve: async (e, _a, ctx) => (await childFlagsLoader(ctx).load(e.id)).hasChildren,
  }),
  hasIssues: t.boolean({
    nullable: false,
    description: 'Whether the epic has child issues the viewer can see.',
    resolve: async (e, _a, ctx) => (await childFlagsLoader(ctx).load(e.id)).hasIssues,
  }),
  hasChildrenWithinTimeframe: t.boolean({
    nullable: false,
    description:
      'Whether the epic has child epics the viewer can see within the timeframe: the argument if given, else the `timeframe` of the epic list that returned this epic; with neither, same as `hasChildren`.',
    args: {
      timeframe: t.arg({
        type: TimeframeInput,
        description: 'Timeframe to check (default: that of the list that returned the epic).',
      }),
    },
    resolve: async (e, args, ctx) => {
      const range = args.timeframe
        ? parseArgs(timeframeSchema, args.timeframe, { prefix: 'timeframe' })
        : listTimeframeOf(ctx, e);
      if (!range) return (await childFlagsLoader(ctx).load(e.id)).hasChildren;
      return childrenInTimeframeLoader(ctx, range).load(e.id);
    },
  }),
  relativePosition: t.int({
    description: 'Position of the epic among its siblings in the epic tree.',
    resolve: async (e, _a, ctx) =>
      (await parentLinkLoader(ctx).load(e.id))?.relativePosition ?? e.relativePosition,
  }),
  relationPath: t.string({
    description: 'URI path of the epic-to-parent relation.',
    resolve: async (e, _a, ctx) => {
      const parent = await readableParent(ctx, e);
      return parent ? `${await itemWebPath(ctx, parent)}/links/${e.id}` : null;
    },
  }),
  descendantCounts: t.field({
    type: DescendantCountRef,
    description: 'Counts of descendant epics and issues (also those the viewer cannot see).',
    resolve: (e, _a, ctx) => rollupLoader(ctx).load(e.id),
  }),
  descendantWeightSum: t.field({
    type: DescendantWeightsRef,
    description: 'Total weight of open and closed issues in the epic and its descendants.',
    resolve: (e, _a, ctx) => rollupLoader(ctx).load(e.id),
  }),
  healthStatus: t.field({
    type: HealthStatusRef,
    description: 'Health status counts of open descendant issues.',
    resolve: (e, _a, ctx) => rollupLoader(ctx).load(e.id),
  }),
}));
