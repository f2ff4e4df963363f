import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notes, type Database } from '@cairn/db';
import type { Queryable } from '#server/lib/queryable.ts';
import type { NoteRow } from '../work-items/history/notes.repository.ts';

/** Writes of user comments (system notes are written by the activity recorder only). */

/** GitLab's discussion ids: 40 hex characters, one per thread (a standalone note has its own). */
export const newDiscussionId = () => randomBytes(20).toString('hex');

export interface NoteInsert {
  workItemId: number;
  authorId: number;
  body: string;
  internal: boolean;
  discussionId: string;
  type: 'DiscussionNote' | null;
  at: Date;
}

export async function insertNote(tx: Queryable, input: NoteInsert): Promise<NoteRow> {
  const { at, ...values } = input;
  const [row] = await tx
    .insert(notes)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('note insert returned no row');
  return row;
}

export async function updateNoteBody(
  tx: Queryable,
  id: number,
  change: { body: string; updatedById: number; at: Date },
): Promise<NoteRow> {
  const [row] = await tx
    .update(notes)
    .set({ body: change.body, updatedById: change.updatedById, updatedAt: change.at })
    .where(eq(notes.id, id))
    .returning();
  if (!row) throw new Error(`note ${id} vanished during its update`);
  return row;
}

export async function deleteNoteRow(tx: Queryable, id: number) {
  await tx.delete(notes).where(eq(notes.id, id));
}

/** Resolves or unresolves every note of one thread of one item. */
export async function setThreadResolved(
  tx: Queryable,
  itemId: number,
  discussionId: string,
  by: { userId: number; at: Date } | null,
) {
  await tx
    .update(notes)
    .set({ resolvedAt: by?.at ?? null, resolvedById: by?.userId ?? null })
    .where(and(eq(notes.workItemId, itemId), eq(notes.discussionId, discussionId)));
}

/** The first note of a thread (unchecked: callers check visibility). */
export async function threadStarter(
  db: Database,
  itemId: number,
  discussionId: string,
): Promise<NoteRow | null> {
  const [row] = await db
    .select()
    .from(notes)
    .where(and(eq(notes.workItemId, itemId), eq(notes.discussionId, discussionId)))
    .orderBy(asc(notes.createdAt), asc(notes.id))
    .limit(1);
  return row ?? null;
}

/** Serialises note writes of one thread with the item's other writes. */
export async function lockItemRow(tx: Queryable, itemId: number) {
  await tx.execute(sql`select id from work_items where id = ${itemId} for update`);
}

/** A standalone note that gets a reply becomes the start of a thread (its timestamps stay). */
export async function markAsThread(tx: Queryable, id: number) {
  await tx.update(notes).set({ type: 'DiscussionNote' }).where(eq(notes.id, id));
}

/** The item a note or a thread belongs to (unchecked: callers check the item and the note). */
export async function noteItemId(db: Database, by: { noteId?: number; discussionId?: string }) {
  const where =
    by.noteId !== undefined
      ? eq(notes.id, by.noteId)
      : eq(notes.discussionId, by.discussionId ?? '');
  const [row] = await db.select({ itemId: notes.workItemId }).from(notes).where(where).limit(1);
  return row?.itemId ?? null;
}
