import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { labels, workItemLabels, type Database } from '@cairn/db';
import { byKeys } from '#server/lib/id-list-sql.ts';

/** The labels widget's SQL: an item's labels (`work_item_labels`) and the labels it may use. */

export type LabelRow = typeof labels.$inferSelect;

/** Each item's labels, by title (byte order) then id. */
export async function labelsByItemIds(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ workItemId: workItemLabels.workItemId, label: labels })
    .from(workItemLabels)
    .innerJoin(labels, eq(labels.id, workItemLabels.labelId))
    .where(byKeys(workItemLabels.workItemId, ids))
    .orderBy(asc(sql`${labels.title} COLLATE "C"`), asc(labels.id));
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
