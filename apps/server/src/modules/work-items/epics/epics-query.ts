import { and, eq, sql, type SQL } from 'drizzle-orm';
import { namespaces, workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { idListSql } from '#server/lib/id-list-sql.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { readableItemByIdSql, readableItemSql } from '../core/access-sql.ts';
import {
  anyLabelSql,
  authorUsernamesSql,
  sharedFiltersSql,
  timeframeSql,
} from '../core/filters-sql.ts';
import { sortSpec, type SortName, type SortSpec } from '../core/keyset.ts';
import { offsetWorkItems, pageWorkItems } from '../core/list-query.ts';
import type { EpicFilters, PageArgs } from '../core/work-items.schema.ts';

/** Which epics a list is drawn from, before filters. */
export type EpicScope =
  | { kind: 'group'; group: NamespaceRow }
  | { kind: 'children'; parentId: number }
  | { kind: 'ids'; ids: readonly number[] };

function scopeSql(scope: EpicScope, f: EpicFilters): SQL {
  switch (scope.kind) {
    case 'group': {
      const g = scope.group;
      const own = f.includeDescendantGroups
        ? sql`${namespaces.traversalIds} @> ARRAY[${g.id}]::int[]`
        : eq(namespaces.id, g.id);
      const ancestors = g.traversalIds.filter((id) => id !== g.id);
      if (!f.includeAncestorGroups || !ancestors.length) return own;
      return sql`(${own} OR ${idListSql(sql`${namespaces.id}`, ancestors)})`;
    }
    case 'children':
      return sql`${workItems.id} IN (SELECT pl.child_id FROM work_item_parent_links pl WHERE pl.parent_id = ${scope.parentId})`;
    case 'ids':
      return idListSql(sql`${workItems.id}`, scope.ids);
  }
}

/**
 * Epics with a direct child issue in a milestone of that title that the viewer can see
 * (an invisible issue never makes its epic match).
 */
async function milestoneSql(ctx: RequestContext, title: string): Promise<SQL> {
  const visible = await readableItemByIdSql(ctx, sql`pl.child_id`, 'ms');
  const inMilestone =
    title.toLowerCase() === 'none' || title.toLowerCase() === 'any'
      ? sql`ci.milestone_id IS NOT NULL`
      : sql`ci.milestone_id IN (SELECT m.id FROM milestones m WHERE m.title = ${title})`;
  const exists = sql`EXISTS (SELECT 1 FROM work_item_parent_links pl JOIN work_items ci ON ci.id = pl.child_id WHERE pl.parent_id = ${workItems.id} AND ci.type <> 'epic' AND ${inMilestone} AND ${visible})`;
  return title.toLowerCase() === 'none' ? sql`NOT ${exists}` : exists;
}

/** The WHERE clause of an epic list: type, scope, visibility and every filter of api.md. */
export async function epicWhere(
  ctx: RequestContext,
  scope: EpicScope,
  f: EpicFilters,
): Promise<SQL | undefined> {
  const c: (SQL | undefined)[] = [
    // A literal, not a parameter: it is the predicate of the partial sort indexes on epics.
    sql`${workItems.type} = 'epic'`,
    scopeSql(scope, f),
    await readableItemSql(ctx),
    ...sharedFiltersSql(ctx, f),
  ];
  if (f.iidStartsWith) c.push(sql`${workItems.iid}::text LIKE ${`${f.iidStartsWith}%`}`);
  if (f.timeframe) c.push(timeframeSql(f.timeframe));
  if (f.unscheduled) c.push(sql`${workItems.startDate} IS NULL AND ${workItems.dueDate} IS NULL`);
  if (f.milestoneTitle) c.push(await milestoneSql(ctx, f.milestoneTitle));
  if (f.not?.authorId !== undefined) c.push(sql`${workItems.authorId} <> ${f.not.authorId}`);
  if (f.or?.authorUsernames) c.push(authorUsernamesSql(f.or.authorUsernames));
  if (f.or?.labelNames) c.push(anyLabelSql(f.or.labelNames));
  if (f.topLevelHierarchyOnly) {
    c.push(
      sql`NOT EXISTS (SELECT 1 FROM work_item_parent_links tl WHERE tl.child_id = ${workItems.id})`,
    );
  }
  return and(...c);
}

export function epicSortSpec(scope: EpicScope, sort: SortName | undefined): SortSpec {
  if (sort) return sortSpec(sort);
  // GitLab lists a group's epics newest first; an epic's children in tree order.
  return sortSpec(scope.kind === 'children' ? 'RELATIVE_POSITION_ASC' : 'CREATED_AT_DESC');
}

export async function pageEpics(
  ctx: RequestContext,
  scope: EpicScope,
  filters: EpicFilters,
  sort: SortName | undefined,
  page: PageArgs,
) {
  const where = await epicWhere(ctx, scope, filters);
  const result = await pageWorkItems(ctx.db, where, epicSortSpec(scope, sort), page);
  // Kept for EpicConnection.count, which runs only when a client selects it.
  return Object.assign(result, { countWhere: where });
}

export async function offsetEpics(
  ctx: RequestContext,
  scope: EpicScope,
  filters: EpicFilters,
  sort: SortName,
  paging: { page: number; per_page: number },
) {
  const where = await epicWhere(ctx, scope, filters);
  return offsetWorkItems(ctx.db, where, sortSpec(sort), paging);
}
