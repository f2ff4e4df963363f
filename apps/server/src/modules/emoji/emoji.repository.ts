import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { awardEmoji, type Database } from '@cairn/db';
import type { Queryable } from '#server/lib/queryable.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';

export type AwardRow = typeof awardEmoji.$inferSelect;

/** Awards on the items themselves (not on their notes), oldest first. */
export async function awardsByItemIds(db: Database, itemIds: readonly number[]) {
  if (!itemIds.length) return [];
  return db
    .select()
    .from(awardEmoji)
    .where(and(byKeys(awardEmoji.workItemId, itemIds), isNull(awardEmoji.noteId)))
    .orderBy(asc(awardEmoji.id));
}

export async function findAwardById(db: Queryable, id: number): Promise<AwardRow | null> {
  const rows = await db.select().from(awardEmoji).where(eq(awardEmoji.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findUserAward(
  db: Queryable,
  itemId: number,
  userId: number,
  name: string,
  noteId: number | null = null,
): Promise<AwardRow | null> {
  const rows = await db
    .select()
    .from(awardEmoji)
    .where(
      and(
        eq(awardEmoji.workItemId, itemId),
        eq(awardEmoji.userId, userId),
        eq(awardEmoji.name, name),
        noteId === null ? isNull(awardEmoji.noteId) : eq(awardEmoji.noteId, noteId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertAward(
  tx: Queryable,
  input: { workItemId: number; userId: number; name: string; noteId?: number | null },
): Promise<AwardRow> {
  const [row] = await tx.insert(awardEmoji).values(input).returning();
  if (!row) throw new Error('award insert returned no row');
  return row;
}

export async function deleteAward(tx: Queryable, id: number) {
  await tx.delete(awardEmoji).where(eq(awardEmoji.id, id));
}

/** The emoji names a user awarded most recently (for suggestions). */
export async function recentEmojiNames(db: Database, userId: number, limit: number) {
  const rows = await db
    .select({ name: awardEmoji.name, last: sql<Date>`max(${awardEmoji.createdAt})` })
    .from(awardEmoji)
    .where(eq(awardEmoji.userId, userId))
    .groupBy(awardEmoji.name)
    .orderBy(desc(sql`max(${awardEmoji.createdAt})`), asc(awardEmoji.name))
    .limit(limit);
  return rows.map((r) => r.name);
}

/** The reactions on one comment, oldest first. */
export async function awardsOfNote(db: Queryable, noteId: number) {
  return db
    .select()
    .from(awardEmoji)
    .where(eq(awardEmoji.noteId, noteId))
    .orderBy(asc(awardEmoji.id));
}
