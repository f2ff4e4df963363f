import { asc, eq, inArray, sql } from 'drizzle-orm';
import { workItemParentLinks, workItems } from '@cairn/db';
import { builder } from '../../../../graphql/builder.ts';
import { parseArgs } from '../../../../graphql/args.ts';
import type { RequestContext } from '../../../../lib/context.ts';
import { listConnection } from '../../core/common.graphql.ts';
import { readableItems } from '../../core/access.ts';
import { eachKey, requestLoader } from '../../core/request-loader.ts';
import { WorkItemRef } from '../../core/work-item.graphql.ts';
import type { WorkItemRow } from '../../core/work-items.repository.ts';
import { pageArgs } from '../../core/work-items.schema.ts';
import { withoutNulls } from '../../epics/epic-args.graphql.ts';
import { IssueRef } from '../../issues/issues.graphql.ts';

/**
 * GitLab's `widgets { ... on WorkItemWidgetHierarchy { children { nodes { … } } } }` on work
 * items and issues: the direct children (an issue's tasks, an epic's epics and issues) the viewer
 * may read, in tree order (relative position, then open before closed).
 */

/** All direct children of each parent, unchecked: `readableChildren` filters them. */
const childrenLoader = (ctx: RequestContext) =>
  requestLoader<number, WorkItemRow[]>(ctx, 'childrenByParent', async (ids) => {
    const rows = await ctx.db
      .select({ parentId: workItemParentLinks.parentId, item: workItems })
      .from(workItemParentLinks)
      .innerJoin(workItems, eq(workItems.id, workItemParentLinks.childId))
      .where(inArray(workItemParentLinks.parentId, [...ids]))
      .orderBy(
        sql`${workItemParentLinks.relativePosition} asc nulls last`,
        sql`${workItems.state} = 'closed'`,
        asc(workItems.id),
      );
    const byParent = new Map<number, WorkItemRow[]>();
    for (const { parentId, item } of rows)
      byParent.set(parentId, [...(byParent.get(parentId) ?? []), item]);
    return eachKey(ids, byParent, []);
  });

export const readableChildren = async (ctx: RequestContext, parent: WorkItemRow) =>
  readableItems(ctx, await childrenLoader(ctx).load(parent.id));

const WidgetTypeEnum = builder.enumType('WorkItemWidgetType', {
  description: 'Type of a work item widget',
  values: ['HIERARCHY'] as const,
});

const WorkItemWidgetRef = builder.interfaceRef<WorkItemRow>('WorkItemWidget');
WorkItemWidgetRef.implement({
  description: 'A widget of a work item (Cairn serves the hierarchy one).',
  fields: (t) => ({
    type: t.field({ type: WidgetTypeEnum, resolve: () => 'HIERARCHY' as const }),
  }),
});

const WorkItemConnection = builder.connectionObject(
  { type: WorkItemRef, name: 'WorkItemConnection' },
  { name: 'WorkItemEdge' },
);

const HierarchyWidgetRef = builder.objectRef<WorkItemRow>('WorkItemWidgetHierarchy');
HierarchyWidgetRef.implement({
  description: 'The hierarchy widget: the direct children the viewer may read.',
  interfaces: [WorkItemWidgetRef],
  isTypeOf: () => true,
  fields: (t) => ({
    hasChildren: t.boolean({
      nullable: false,
      description: 'Whether the item has children the viewer can see.',
      resolve: async (w, _a, ctx) => (await readableChildren(ctx, w)).length > 0,
    }),
    children: t.field({
      type: WorkItemConnection,
      description: 'Direct children the viewer can see, in tree order.',
      args: t.arg.connectionArgs(),
      resolve: async (w, args, ctx) => {
        parseArgs(pageArgs, withoutNulls({ first: args.first, last: args.last }));
        return listConnection(args, await readableChildren(ctx, w));
      },
    }),
  }),
});

for (const ref of [WorkItemRef, IssueRef]) {
  builder.objectFields(ref, (t) => ({
    widgets: t.field({
      type: [WorkItemWidgetRef],
      nullable: false,
      description: "The item's widgets (its hierarchy).",
      resolve: (w) => [w],
    }),
  }));
}
