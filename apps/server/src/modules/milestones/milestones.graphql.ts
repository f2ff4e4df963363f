import { builder } from '#server/graphql/builder.ts';
import { parseArgs } from '#server/graphql/args.ts';
import { gidArgument } from '#server/graphql/global-id.ts';
import { offsetConnection } from '#server/graphql/paging.ts';
import { TimeframeInput } from '#server/graphql/timeframe.ts';
import { GroupRef } from '../groups/group-ref.ts';
import { ProjectRef } from '../projects/project-ref.ts';
import { milestoneStatsLoader, type MilestoneStats } from './milestone-stats.ts';
import { MILESTONE_SORTS, milestoneArgs } from './milestones.schema.ts';
import {
  isExpired,
  isUpcoming,
  listMilestones,
  milestoneScope,
  milestoneWebPath,
  type MilestoneView,
} from './milestones.service.ts';

/** A milestone as listed for a namespace; `contextGroupId` is the group that was queried. */
export type MilestoneNode = MilestoneView & { contextGroupId?: number | undefined };

export const MilestoneRef = builder.objectRef<MilestoneNode>('Milestone');
const StatsRef = builder.objectRef<MilestoneStats>('MilestoneStats');
StatsRef.implement({
  fields: (t) => ({
    totalIssuesCount: t.exposeInt('totalIssuesCount'),
    closedIssuesCount: t.exposeInt('closedIssuesCount'),
  }),
});

export const MilestoneStateEnum = builder.enumType('MilestoneStateEnum', {
  values: ['active', 'closed'] as const,
});
export const MilestoneSortEnum = builder.enumType('MilestoneSort', { values: MILESTONE_SORTS });

builder.node(MilestoneRef, {
  id: { resolve: (m) => m.id },
  isTypeOf: (v) => typeof (v as MilestoneNode).iid === 'number' && 'nsKind' in (v as object),
  fields: (t) => ({
    iid: t.id({ nullable: false, resolve: (m) => String(m.iid) }),
    title: t.exposeString('title', { nullable: false }),
    description: t.exposeString('description'),
    state: t.field({ type: MilestoneStateEnum, nullable: false, resolve: (m) => m.state }),
    webPath: t.string({ nullable: false, resolve: (m) => milestoneWebPath(m) }),
    webUrl: t.string({ resolve: (m, _a, ctx) => ctx.env.baseUrl + milestoneWebPath(m) }),
    startDate: t.field({ type: 'Date', resolve: (m) => m.startDate }),
    dueDate: t.field({ type: 'Date', resolve: (m) => m.dueDate }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (m) => m.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (m) => m.updatedAt }),
    expired: t.boolean({
      nullable: false,
      resolve: (m, _a, ctx) => isExpired(m, ctx.clock.today()),
    }),
    upcoming: t.boolean({
      nullable: false,
      resolve: (m, _a, ctx) => isUpcoming(m, ctx.clock.today()),
    }),
    groupMilestone: t.boolean({ nullable: false, resolve: (m) => m.nsKind === 'group' }),
    subgroupMilestone: t.boolean({
      nullable: false,
      description:
        'Belongs to a descendant group of the queried group (without a queried group: to a subgroup).',
      resolve: (m) =>
        m.nsKind === 'group' &&
        (m.contextGroupId === undefined
          ? m.nsTraversalIds.length > 1
          : m.namespaceId !== m.contextGroupId && m.nsTraversalIds.includes(m.contextGroupId)),
    }),
    projectMilestone: t.boolean({ nullable: false, resolve: (m) => m.nsKind === 'project' }),
    stats: t.field({
      type: StatsRef,
      resolve: (m, _a, ctx) => milestoneStatsLoader(ctx).load(m.id),
    }),
  }),
});

export const MilestoneConnection = builder.connectionObject(
  { type: MilestoneRef, name: 'MilestoneConnection' },
  { name: 'MilestoneEdge' },
);

for (const ref of [GroupRef, ProjectRef]) {
  builder.objectField(ref, 'milestones', (t) =>
    t.field({
      type: MilestoneConnection,
      nullable: false,
      description: 'Milestones of this namespace (and of readable ancestors / descendants).',
      args: {
        ...t.arg.connectionArgs(),
        state: t.arg({ type: MilestoneStateEnum }),
        timeframe: t.arg({ type: TimeframeInput }),
        includeDescendants: t.arg.boolean({ defaultValue: false }),
        includeAncestors: t.arg.boolean({ defaultValue: false }),
        searchTitle: t.arg.string(),
        title: t.arg.string(),
        containingDate: t.arg({ type: 'Date' }),
        ids: t.arg.idList(),
        sort: t.arg({ type: MilestoneSortEnum, defaultValue: 'DUE_DATE_ASC' }),
      },
      resolve: async (ns, args, ctx) => {
        const valid = parseArgs(milestoneArgs, args);
        const ids = valid.ids?.map((gid) => gidArgument('ids', gid, 'Milestone'));
        const contextGroupId = ns.kind === 'group' ? ns.id : undefined;
        return offsetConnection(args, async (page) => {
          const { rows } = await listMilestones(
            ctx,
            {
              ...milestoneScope(ns, args),
              state: args.state ?? undefined,
              title: valid.title,
              searchTitle: valid.searchTitle,
              ids,
              timeframe: valid.timeframe,
              containingDate: valid.containingDate,
            },
            args.sort ?? 'DUE_DATE_ASC',
            page,
          );
          return rows.map((m): MilestoneNode => ({ ...m, contextGroupId }));
        });
      },
    }),
  );
}
