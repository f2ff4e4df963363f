import { and, inArray, sql } from 'drizzle-orm';
import { workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { itemByPath, readableItems } from '../core/access.ts';
import { findGroupEpic } from '../core/find-epic.ts';
import { readableItemSql } from '../core/access-sql.ts';
import { pageEpics } from './epics-query.ts';
import { sortSpec } from '../core/keyset.ts';
import { offsetWorkItems, pageWorkItems } from '../core/list-query.ts';
import { ancestorIdsLoader } from '../core/rollups.ts';
import { workItemLoader } from '../core/work-items.loaders.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import {
  epicFilters,
  type EpicFilters,
  type EpicSort,
  type PageArgs,
} from '../core/work-items.schema.ts';

/** Epic reads: every list and lookup goes through the viewer's read rights. */

export interface EpicListRequest {
  filters: EpicFilters;
  sort: EpicSort | undefined;
  page: PageArgs;
}

/** For writes: the group (by full path) and its epic, or 404. */
export async function epicByPath(ctx: RequestContext, groupPath: string, iid: number) {
  const found = await itemByPath(ctx, groupPath, 'group', (g) => findGroupEpic(ctx, g, iid));
  return { group: found.namespace, epic: found.item };
}

export const listGroupEpics = (ctx: RequestContext, group: NamespaceRow, r: EpicListRequest) =>
  pageEpics(ctx, { kind: 'group', group }, r.filters, r.sort, r.page);

export const listChildEpics = (ctx: RequestContext, epic: WorkItemRow, r: EpicListRequest) =>
  pageEpics(ctx, { kind: 'children', parentId: epic.id }, r.filters, r.sort, r.page);

/** The visible ancestors, top-most first (batched for a whole page of epics). */
export async function visibleAncestors(ctx: RequestContext, epic: WorkItemRow) {
  const ids = await ancestorIdsLoader(ctx).load(epic.id);
  const rows = await workItemLoader(ctx).loadMany(ids);
  const found = rows.filter((r): r is WorkItemRow => r !== null && !(r instanceof Error));
  return (await readableItems(ctx, found)).reverse();
}

/** Ancestors with list arguments: the same filters and sorts as Group.epics. */
export async function listAncestors(ctx: RequestContext, epic: WorkItemRow, r: EpicListRequest) {
  const ids = await ancestorIdsLoader(ctx).load(epic.id);
  return pageEpics(ctx, { kind: 'ids', ids }, r.filters, r.sort, r.page);
}

/** Child issues of an epic the viewer may see, in tree order. */
export async function listEpicIssues(ctx: RequestContext, epic: WorkItemRow, page: PageArgs) {
  const where = and(
    inArray(workItems.type, ['issue', 'incident']),
    sql`${workItems.id} IN (SELECT pl.child_id FROM work_item_parent_links pl WHERE pl.parent_id = ${epic.id})`,
    await readableItemSql(ctx),
  );
  return pageWorkItems(ctx.db, where, sortSpec('RELATIVE_POSITION_ASC'), page);
}

/** Default filters (all epics, descendant groups) for internal lists. */
export const defaultEpicFilters = (): EpicFilters => epicFilters.parse({});

/** Visible child issues (or child epics) of an epic for REST offset paging, in tree order. */
export async function offsetEpicChildren(
  ctx: RequestContext,
  epic: WorkItemRow,
  kind: 'issues' | 'epics',
  paging: { page: number; per_page: number },
) {
  const where = and(
    kind === 'issues'
      ? inArray(workItems.type, ['issue', 'incident'])
      : sql`${workItems.type} = 'epic'`,
    sql`${workItems.id} IN (SELECT pl.child_id FROM work_item_parent_links pl WHERE pl.parent_id = ${epic.id})`,
    await readableItemSql(ctx),
  );
  return offsetWorkItems(ctx.db, where, sortSpec('RELATIVE_POSITION_ASC'), paging);
}
