import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  internalIds,
  labels,
  users,
  workItemAssignees,
  workItemLabels,
  workItemParentLinks,
  workItems,
  type Database,
} from '@cairn/db';
import { byKeys, keyed } from '../../../lib/id-list-sql.ts';

export type WorkItemRow = typeof workItems.$inferSelect;
export type LabelRow = typeof labels.$inferSelect;
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

export async function labelsByItemIds(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ workItemId: workItemLabels.workItemId, label: labels })
    .from(workItemLabels)
    .innerJoin(labels, eq(labels.id, workItemLabels.labelId))
    .where(byKeys(workItemLabels.workItemId, ids))
    .orderBy(asc(sql`${labels.title} COLLATE "C"`), asc(labels.id));
}

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

/** Labels by id or title that may be used on items of this namespace (its own or ancestors'). */
export async function findUsableLabels(
  db: Database,
  traversalIds: readonly number[],
  by: { ids?: readonly number[]; titles?: readonly string[] },
): Promise<LabelRow[]> {
  const ids = by.ids ?? [];
  const titles = by.titles ?? [];
  if (!ids.length && !titles.length) return [];
  const scope = inArray(labels.namespaceId, [...traversalIds]);
  const match = [];
  if (ids.length) match.push(inArray(labels.id, [...ids]));
  if (titles.length) {
    match.push(
      sql`lower(${labels.title}) IN (${sql.join(
        titles.map((t) => sql`lower(${t})`),
        sql`, `,
      )})`,
    );
  }
  return db
    .select()
    .from(labels)
    .where(and(scope, sql`(${sql.join(match, sql` OR `)})`));
}

export async function addItemLabels(db: Database, itemId: number, labelIds: readonly number[]) {
  if (!labelIds.length) return;
  await db
    .insert(workItemLabels)
    .values(labelIds.map((labelId) => ({ workItemId: itemId, labelId })))
    .onConflictDoNothing();
}

export async function removeItemLabels(db: Database, itemId: number, labelIds: readonly number[]) {
  if (!labelIds.length) return;
  await db
    .delete(workItemLabels)
    .where(
      and(eq(workItemLabels.workItemId, itemId), inArray(workItemLabels.labelId, [...labelIds])),
    );
}

export async function replaceItemLabels(db: Database, itemId: number, labelIds: readonly number[]) {
  await db.delete(workItemLabels).where(eq(workItemLabels.workItemId, itemId));
  await addItemLabels(db, itemId, labelIds);
}

export async function itemLabelIds(db: Database, itemId: number): Promise<number[]> {
  const rows = await db
    .select({ id: workItemLabels.labelId })
    .from(workItemLabels)
    .where(eq(workItemLabels.workItemId, itemId));
  return rows.map((r) => r.id);
}

/** Raw rows of an aggregate statement (numbers and booleans only; both drivers agree on those). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Replaces the assignees with the given active users (unknown or inactive ids are dropped). */
export async function setAssignees(db: Database, itemId: number, userIds: readonly number[]) {
  await db.delete(workItemAssignees).where(eq(workItemAssignees.workItemId, itemId));
  if (!userIds.length) return;
  const valid = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.state, 'active')));
  if (valid.length) {
    await db
      .insert(workItemAssignees)
      .values(valid.map((u) => ({ workItemId: itemId, userId: u.id })));
  }
}
