import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  internalIds,
  users,
  workItemAssignees,
  workItemParentLinks,
  workItems,
  type Database,
} from '@cairn/db';
import { byKeys, keyed } from '#server/lib/id-list-sql.ts';

export type WorkItemRow = typeof workItems.$inferSelect;
export type ParentLinkRow = typeof workItemParentLinks.$inferSelect;
export type WorkItemType = WorkItemRow['type'];
export const ISSUE_TYPES = ['issue', 'incident', 'task'] as const satisfies WorkItemType[];

/** The rows of `table` whose `column` is one of `ids` (none for no ids, without a query). */
async function rowsWhereIn<T extends PgTable>(
  db: Database,
  table: T,
  column: AnyPgColumn,
  ids: readonly number[],
): Promise<T['$inferSelect'][]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(table as PgTable)
    .where(byKeys(column, ids)) as Promise<T['$inferSelect'][]>;
}

export const findWorkItemsByIds = (db: Database, ids: readonly number[]) =>
  rowsWhereIn(db, workItems, workItems.id, ids);

export async function findWorkItemByIid(
  db: Database,
  namespaceId: number,
  iid: number,
): Promise<WorkItemRow | null> {
  const rows = await db
    .select()
    .from(workItems)
    .where(and(keyed(eq(workItems.namespaceId, namespaceId)), eq(workItems.iid, iid)))
    .limit(1);
  return rows[0] ?? null;
}

/** Locks and re-reads a row inside a transaction (writes serialise per item). */
export async function lockWorkItem(db: Database, id: number): Promise<WorkItemRow | null> {
  const rows = await db
    .select()
    .from(workItems)
    .where(keyed(eq(workItems.id, id)))
    .for('update');
  return rows[0] ?? null;
}

export const parentLinksByChildIds = (db: Database, ids: readonly number[]) =>
  rowsWhereIn(db, workItemParentLinks, workItemParentLinks.childId, ids);

/** Each item's assignees with their user rows (the join orders them by username anyway). */
export async function assigneesByItemIds(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ workItemId: workItemAssignees.workItemId, user: users })
    .from(workItemAssignees)
    .innerJoin(users, eq(users.id, workItemAssignees.userId))
    .where(byKeys(workItemAssignees.workItemId, ids))
    .orderBy(asc(users.username));
}

/**
 * The next iid of a namespace (epics per group, issues per project). The counter never falls
 * behind rows inserted without it (seeds, imports): it is at least max(iid) + 1.
 */
export async function allocateIid(
  db: Database,
  namespaceId: number,
  usage: 'epics' | 'issues',
): Promise<number> {
  const next = sql`(SELECT coalesce(max(w.iid), 0) + 1 FROM work_items w WHERE w.namespace_id = ${namespaceId})`;
  const rows = await db
    .insert(internalIds)
    .values({ namespaceId, usage, lastValue: next })
    .onConflictDoUpdate({
      target: [internalIds.namespaceId, internalIds.usage],
      set: { lastValue: sql`greatest(${internalIds.lastValue} + 1, ${next})` },
    })
    .returning({ value: internalIds.lastValue });
  return rows[0]!.value;
}

/** Raw rows of an aggregate statement (numbers and booleans only; both drivers agree on those). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
