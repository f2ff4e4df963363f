import { asc, eq, sql } from 'drizzle-orm';
import { workItemParentLinks, workItems } from '@cairn/db';
import { builder } from '#server/graphql/builder.ts';
import { parseArgs } from '#server/graphql/args.ts';
import { gidArgument } from '#server/graphql/global-id.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { listConnection } from '#server/modules/work-items/core/common.graphql.ts';
import { readableItemById, readableItems } from '#server/modules/work-items/core/access.ts';
import { eachKey, requestLoader } from '#server/lib/request-loader.ts';
import {
  WorkItemRef,
  WorkItemTypeRef,
  workItemTypeOf,
} from '#server/modules/work-items/item-kit/work-item.graphql.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import type { ItemWidget } from '#server/modules/work-items/core/item-surface.ts';
import { WorkItemWidgetRef } from '#server/modules/work-items/item-kit/work-item-widgets.graphql.ts';
import { pageArgs } from '#server/modules/work-items/core/work-items.schema.ts';
import { withoutNulls } from '#server/modules/work-items/epics/epic-args.graphql.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';

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
      .where(byKeys(workItemParentLinks.parentId, ids))
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

// Deeper than any hierarchy the rules allow: a guard, not a limit users meet.
const MAX_DEPTH = 10;

/** Readable descendants, level by level; an unreadable child's subtree is not walked. */
async function readableDescendants(ctx: RequestContext, root: WorkItemRow) {
  const found: WorkItemRow[] = [];
  let level = [root];
  for (let depth = 0; level.length && depth < MAX_DEPTH; depth++) {
    const next = (await childrenLoader(ctx).loadMany(level.map((i) => i.id))).flatMap((rows) =>
      rows instanceof Error ? [] : rows,
    );
    level = await readableItems(ctx, next);
    found.push(...level);
  }
  return found;
}

type TypeCount = { type: WorkItemRow['type']; opened: number; closed: number };

const byType = (items: readonly WorkItemRow[]): TypeCount[] => {
  const counts = new Map<WorkItemRow['type'], TypeCount>();
  for (const i of items) {
    const c = counts.get(i.type) ?? { type: i.type, opened: 0, closed: 0 };
    c[i.state === 'closed' ? 'closed' : 'opened'] += 1;
    counts.set(i.type, c);
  }
  return [...counts.values()];
};

const CountsByStateRef = builder.objectRef<TypeCount>('WorkItemStateCountsType');
CountsByStateRef.implement({
  fields: (t) => ({
    opened: t.int({ nullable: false, resolve: (c) => c.opened }),
    closed: t.int({ nullable: false, resolve: (c) => c.closed }),
    all: t.int({ nullable: false, resolve: (c) => c.opened + c.closed }),
  }),
});

const TypeCountsRef = builder.objectRef<TypeCount>('WorkItemTypeCountsByState');
TypeCountsRef.implement({
  description: 'Counts of the descendants of one type the viewer may read, by state.',
  fields: (t) => ({
    workItemType: t.field({
      type: WorkItemTypeRef,
      nullable: false,
      resolve: (c) => workItemTypeOf(c.type),
    }),
    countsByState: t.field({ type: CountsByStateRef, nullable: false, resolve: (c) => c }),
  }),
});

const WorkItemConnection = builder.connectionObject(
  { type: WorkItemRef, name: 'WorkItemConnection' },
  { name: 'WorkItemEdge' },
);

const HierarchyWidgetRef = builder.objectRef<ItemWidget>('WorkItemWidgetHierarchy');
HierarchyWidgetRef.implement({
  description: 'The hierarchy widget: the direct children the viewer may read.',
  interfaces: [WorkItemWidgetRef],
  isTypeOf: (v) => (v as ItemWidget).type === 'HIERARCHY',
  fields: (t) => ({
    hasChildren: t.boolean({
      nullable: false,
      description: 'Whether the item has children the viewer can see.',
      resolve: async (w, _a, ctx) => (await readableChildren(ctx, w.item)).length > 0,
    }),
    rolledUpCountsByType: t.field({
      type: [TypeCountsRef],
      nullable: false,
      description: 'Descendants the viewer can see, counted by type and state.',
      resolve: async (w, _a, ctx) => byType(await readableDescendants(ctx, w.item)),
    }),
    children: t.field({
      type: WorkItemConnection,
      description: 'Direct children the viewer can see, in tree order.',
      args: t.arg.connectionArgs(),
      resolve: async (w, args, ctx) => {
        parseArgs(pageArgs, withoutNulls({ first: args.first, last: args.last }));
        return listConnection(args, await readableChildren(ctx, w.item));
      },
    }),
  }),
});

builder.queryField('workItem', (t) =>
  t.field({
    type: WorkItemRef,
    description: 'A work item (epic, issue, incident or task) the viewer may read.',
    args: { id: t.arg({ type: 'WorkItemID', required: true }) },
    resolve: (_root, args, ctx) =>
      readableItemById(ctx, gidArgument('id', args.id, 'WorkItem', 'Issue', 'Epic')),
  }),
);
