import { and, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { internalIds, milestones, namespaces, workItemParentLinks, workItems } from '@cairn/db';
import { containsPattern } from '#server/lib/like.ts';
import type { Queryable } from '#server/lib/queryable.ts';
import { intArray } from '#server/core/namespaces/visibility-sql.ts';
import type { MilestoneSort } from './milestones.schema.ts';

export type MilestoneRow = typeof milestones.$inferSelect;

/** A milestone with the facts of its namespace that paths and flags need. */
export type MilestoneView = MilestoneRow & {
  nsKind: 'group' | 'project';
  nsFullPath: string;
  nsTraversalIds: number[];
};

export interface MilestoneFilters {
  /** Namespaces whose own milestones count (the namespace itself, maybe its ancestors). */
  namespaceIds: readonly number[];
  /** Also milestones of every group and project below this group. */
  descendantsOf?: number | undefined;
  state?: 'active' | 'closed' | undefined;
  title?: string | null | undefined;
  searchTitle?: string | null | undefined;
  /** Title or description. */
  search?: string | null | undefined;
  iids?: readonly number[] | undefined;
  ids?: readonly number[] | undefined;
  timeframe?: { start: string; end: string } | null | undefined;
  containingDate?: string | null | undefined;
  updatedBefore?: string | undefined;
  updatedAfter?: string | undefined;
}

/** GitLab's within_timeframe: dated milestones overlapping the closed range. */
const overlaps = (start: string, end: string) =>
  sql`(${milestones.startDate} IS NOT NULL OR ${milestones.dueDate} IS NOT NULL)
    AND (${milestones.startDate} IS NULL OR ${milestones.startDate} <= ${end}::date)
    AND (${milestones.dueDate} IS NULL OR ${milestones.dueDate} >= ${start}::date)`;

export function milestoneFilterSql(f: MilestoneFilters, readable: SQL): SQL {
  const inScope = or(
    sql`${namespaces.id} = ANY(${intArray(f.namespaceIds)})`,
    f.descendantsOf !== undefined
      ? sql`${namespaces.traversalIds} @> ARRAY[${f.descendantsOf}]::int[]`
      : undefined,
  );
  const parts: (SQL | undefined)[] = [inScope, readable];
  if (f.state) parts.push(eq(milestones.state, f.state));
  if (f.title) parts.push(eq(milestones.title, f.title));
  if (f.searchTitle) parts.push(sql`${milestones.title} ILIKE ${containsPattern(f.searchTitle)}`);
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(
      sql`(${milestones.title} ILIKE ${pattern} OR ${milestones.description} ILIKE ${pattern})`,
    );
  }
  if (f.iids) parts.push(f.iids.length ? inArray(milestones.iid, [...f.iids]) : sql`false`);
  if (f.ids) parts.push(f.ids.length ? inArray(milestones.id, [...f.ids]) : sql`false`);
  if (f.timeframe) parts.push(overlaps(f.timeframe.start, f.timeframe.end));
  if (f.containingDate) parts.push(overlaps(f.containingDate, f.containingDate));
  if (f.updatedBefore) parts.push(sql`${milestones.updatedAt} < ${f.updatedBefore}::timestamptz`);
  if (f.updatedAfter) parts.push(sql`${milestones.updatedAt} > ${f.updatedAfter}::timestamptz`);
  return and(...parts) ?? sql`true`;
}

/** ORDER BY for each sort; every order ends with the id so paging is exact. */
export function milestoneOrder(sort: MilestoneSort, today: string): SQL[] {
  const id = milestones.id;
  const due = milestones.dueDate;
  const expiredLast = sql`CASE WHEN ${due} IS NULL THEN 1 WHEN ${due} >= ${today}::date THEN 0 ELSE 2 END`;
  switch (sort) {
    case 'CREATED_ASC':
      return [sql`${milestones.createdAt} ASC`, sql`${id} ASC`];
    case 'CREATED_DESC':
      return [sql`${milestones.createdAt} DESC`, sql`${id} DESC`];
    case 'UPDATED_ASC':
      return [sql`${milestones.updatedAt} ASC`, sql`${id} ASC`];
    case 'UPDATED_DESC':
      return [sql`${milestones.updatedAt} DESC`, sql`${id} DESC`];
    case 'DUE_DATE_ASC':
      return [sql`${due} ASC NULLS LAST`, sql`${id} ASC`];
    case 'DUE_DATE_DESC':
      return [sql`${due} DESC NULLS LAST`, sql`${id} DESC`];
    case 'EXPIRED_LAST_DUE_DATE_ASC':
      return [expiredLast, sql`${due} ASC`, sql`${milestones.title} ASC`, sql`${id} ASC`];
    case 'EXPIRED_LAST_DUE_DATE_DESC':
      return [expiredLast, sql`${due} DESC`, sql`${milestones.title} ASC`, sql`${id} ASC`];
  }
}

const viewColumns = {
  ...getTableColumns(milestones),
  nsKind: namespaces.kind,
  nsFullPath: namespaces.fullPath,
  nsTraversalIds: namespaces.traversalIds,
};

export async function selectMilestones(
  db: Queryable,
  where: SQL,
  order: SQL[],
  page: { limit: number; offset: number },
  withTotal = false,
): Promise<{ rows: MilestoneView[]; total: number }> {
  // Only REST asks for the total: `count(*) over ()` reads every match (all 1,500 in the
  // timeframe of a big group tree, for a GraphQL page of 100), while the page alone stops at
  // its last row.
  const total = withTotal ? sql<number>`count(*) over ()` : sql<number>`0`;
  const found = await db
    .select({ ...viewColumns, total: total.mapWith(Number) })
    .from(milestones)
    .innerJoin(namespaces, eq(namespaces.id, milestones.namespaceId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const rows = found.map(({ total: _t, ...row }) => row);
  if (!withTotal) return { rows, total: 0 };
  if (found[0] || page.offset === 0) return { rows, total: found[0]?.total ?? 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(milestones)
    .innerJoin(namespaces, eq(namespaces.id, milestones.namespaceId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findMilestoneView(db: Queryable, id: number): Promise<MilestoneView | null> {
  const rows = await db
    .select(viewColumns)
    .from(milestones)
    .innerJoin(namespaces, eq(namespaces.id, milestones.namespaceId))
    .where(eq(milestones.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function milestoneTitleTaken(
  db: Queryable,
  namespaceId: number,
  title: string,
  exceptId?: number,
) {
  const rows = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(
      and(
        eq(milestones.namespaceId, namespaceId),
        eq(milestones.title, title),
        exceptId ? sql`${milestones.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Allocates the next milestone iid of a namespace (safe under concurrency and seeded rows). */
export async function nextMilestoneIid(tx: Queryable, namespaceId: number): Promise<number> {
  const maxIid = sql`(SELECT coalesce(max(m.iid), 0) FROM milestones m WHERE m.namespace_id = ${namespaceId})`;
  const rows = await tx
    .insert(internalIds)
    .values({ namespaceId, usage: 'milestones', lastValue: sql`${maxIid} + 1` })
    .onConflictDoUpdate({
      target: [internalIds.namespaceId, internalIds.usage],
      set: { lastValue: sql`greatest(${internalIds.lastValue}, ${maxIid}) + 1` },
    })
    .returning({ value: internalIds.lastValue });
  const value = rows[0]?.value;
  if (value === undefined) throw new Error('iid allocation returned no row');
  return value;
}

/** Epics whose child issues use this milestone (their inherited dates depend on it). */
export async function epicIdsUsingMilestone(db: Queryable, milestoneId: number): Promise<number[]> {
  const parents = alias(workItems, 'parent_epic');
  const rows = await db
    .selectDistinct({ id: workItemParentLinks.parentId })
    .from(workItemParentLinks)
    .innerJoin(workItems, eq(workItems.id, workItemParentLinks.childId))
    .innerJoin(parents, eq(parents.id, workItemParentLinks.parentId))
    .where(and(eq(workItems.milestoneId, milestoneId), eq(parents.type, 'epic')));
  return rows.map((r) => r.id);
}
