import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { notes, systemNoteMetadata } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import type { HistoryTarget } from './item-access.ts';
import { visibleNoteSql } from './visibility-sql.ts';

export type NoteRow = typeof notes.$inferSelect;

export interface NotesQuery {
  order_by: 'created_at' | 'updated_at';
  sort: 'asc' | 'desc';
  activity_filter: 'all_notes' | 'only_comments' | 'only_activity';
  limit: number;
  offset: number;
}

const ACTIVITY: Record<NotesQuery['activity_filter'], SQL | undefined> = {
  all_notes: undefined,
  only_comments: sql`${notes.system} = false`,
  only_activity: sql`${notes.system} = true`,
};

async function visibleWhere(
  ctx: RequestContext,
  target: HistoryTarget,
  ...more: (SQL | undefined)[]
) {
  const visible = await visibleNoteSql(ctx, target, {
    internal: notes.internal,
    referencedWorkItemId: systemNoteMetadata.referencedWorkItemId,
    referencedNamespaceIds: systemNoteMetadata.referencedNamespaceIds,
  });
  return and(eq(notes.workItemId, target.item.id), visible, ...more);
}

/** A page of the item's notes the viewer may see, and how many there are in all. */
export async function notesPage(ctx: RequestContext, target: HistoryTarget, q: NotesQuery) {
  const where = await visibleWhere(ctx, target, ACTIVITY[q.activity_filter]);
  const direction = q.sort === 'asc' ? asc : desc;
  const key = q.order_by === 'updated_at' ? notes.updatedAt : notes.createdAt;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ note: notes })
      .from(notes)
      .leftJoin(systemNoteMetadata, eq(systemNoteMetadata.noteId, notes.id))
      .where(where)
      .orderBy(direction(key), direction(notes.id))
      .limit(q.limit)
      .offset(q.offset),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(notes)
      .leftJoin(systemNoteMetadata, eq(systemNoteMetadata.noteId, notes.id))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.note), total: Number(count?.total ?? 0) };
}

/** One note of the item, when the viewer may see it. */
export async function findNote(
  ctx: RequestContext,
  target: HistoryTarget,
  id: number,
): Promise<NoteRow | null> {
  const [row] = await ctx.db
    .select({ note: notes })
    .from(notes)
    .leftJoin(systemNoteMetadata, eq(systemNoteMetadata.noteId, notes.id))
    .where(await visibleWhere(ctx, target, eq(notes.id, id)))
    .limit(1);
  return row?.note ?? null;
}
