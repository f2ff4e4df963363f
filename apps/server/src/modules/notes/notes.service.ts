import type { Database } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { badRequest, forbidden, notFound, refused } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import { publishWorkItemEvent } from '#server/realtime/events.ts';
import { inTransaction } from '#server/lib/transaction.ts';
import { historyTargetOf, type HistoryTarget } from '../work-items/history/item-access.ts';
import { readableItemById } from '../work-items/core/access.ts';
import { findNote, type NoteRow } from '../work-items/history/notes.repository.ts';
import { createMentionTodos } from '../work-items/todo-rules/todo-triggers.ts';
import { notifyOfComment } from '../work-items/todos/notify-write.ts';
import {
  canDestroyNote,
  canEditNote,
  canResolveNote,
  noteRights,
  requireCanComment,
} from './note-rights.ts';
import {
  deleteNoteRow,
  insertNote,
  lockItemRow,
  markAsThread,
  noteItemId,
  newDiscussionId,
  setThreadResolved,
  threadStarter,
  updateNoteBody,
} from './notes.repository.ts';
import { notesCreateLimit, takeRateLimit } from '#server/auth/rate-limit.ts';

/**
 * Queues a live event about one comment in the write's transaction (delivered on commit). A
 * deletion carries the thread and the internal flag, since subscribers can no longer read the row.
 */
export async function publishNoteEvent(
  tx: Database,
  kind: 'note' | 'note_updated' | 'note_deleted',
  note: Pick<NoteRow, 'id' | 'workItemId' | 'discussionId' | 'internal'>,
) {
  await publishWorkItemEvent(tx, {
    workItemId: note.workItemId,
    changes: [kind],
    noteId: note.id,
    ...(kind === 'note_deleted'
      ? { discussionId: note.discussionId ?? '', noteInternal: note.internal }
      : {}),
  });
}

/**
 * A comment is as long as a description may be (GitLab: 1,000,000 and 1 MB, about equal; Cairn's
 * description limit is 100,000): docs/decisions/markdown-editor-and-uploads.md.
 */
export const NOTE_MAX_LENGTH = 100_000;

function cleanBody(body: string): string {
  if (!body.trim()) throw badRequest("Note can't be blank", 'body');
  if (body.length > NOTE_MAX_LENGTH) {
    throw badRequest(`Note is too long (maximum is ${NOTE_MAX_LENGTH} characters)`, 'body');
  }
  return body;
}

/** A note of the item the viewer may see, or 404 (an internal note is not there for a guest). */
export async function visibleNote(ctx: RequestContext, target: HistoryTarget, id: number) {
  const note = await findNote(ctx, target, id);
  if (!note) throw notFound('404 Note Not Found');
  return note;
}

/** The first note of a thread the viewer may see, or 404. */
export async function visibleThread(
  ctx: RequestContext,
  target: HistoryTarget,
  discussionId: string,
): Promise<NoteRow> {
  const starter = await threadStarter(ctx.db, target.item.id, discussionId);
  const visible = starter && (await findNote(ctx, target, starter.id));
  if (!visible) throw notFound('404 Discussion Not Found');
  return visible;
}

export interface NoteCreateInput {
  body: string;
  internal?: boolean;
  /** Reply into this thread. */
  discussionId?: string | null;
  /** Start a resolvable thread (GitLab's discussions endpoint, 'Start thread'). */
  thread?: boolean;
}

/**
 * A comment on a readable item: a standalone note, a new thread or a reply. A reply takes its
 * thread's internal flag (GitLab: a thread is internal or not as a whole); replying to a
 * standalone note turns it into a thread.
 */
export async function createNote(
  ctx: RequestContext,
  target: HistoryTarget,
  input: NoteCreateInput,
): Promise<NoteRow> {
  const user = requireUser(ctx);
  const rights = await noteRights(ctx, target);
  requireCanComment(target, rights);
  const body = cleanBody(input.body);
  const starter = input.discussionId ? await visibleThread(ctx, target, input.discussionId) : null;
  if (starter?.system) throw refused(400, 'System notes cannot be replied to');
  const internal = starter ? starter.internal : Boolean(input.internal);
  if (internal && !rights.readsInternal) throw forbidden();
  // GitLab's notes_create_limit, per user across app servers (auth/rate-limit.ts).
  await takeRateLimit(ctx, notesCreateLimit(ctx.env));
  const at = ctx.clock.now();
  const note = await inTransaction(ctx, async (tx) => {
    await lockItemRow(tx, target.item.id);
    if (starter && starter.type !== 'DiscussionNote') {
      await markAsThread(tx, starter.id);
    }
    const row = await insertNote(tx, {
      workItemId: target.item.id,
      authorId: user.id,
      body,
      internal,
      discussionId: starter?.discussionId ?? newDiscussionId(),
      type: starter || input.thread ? 'DiscussionNote' : null,
      at,
    });
    await publishNoteEvent(tx, 'note', row);
    // An internal note's mentions stay silent: a to-do would tell a guest that it exists.
    const mentioned = internal
      ? []
      : await createMentionTodos(ctx, tx, { item: target.item, authorId: user.id, text: body });
    await notifyOfComment(ctx, tx, target.item, row, mentioned);
    return row;
  });
  return note;
}

export async function updateNote(
  ctx: RequestContext,
  target: HistoryTarget,
  id: number,
  rawBody: string,
): Promise<NoteRow> {
  const user = requireUser(ctx);
  const note = await visibleNote(ctx, target, id);
  if (!canEditNote(await noteRights(ctx, target), note)) throw forbidden();
  const body = cleanBody(rawBody);
  if (body === note.body) return note;
  return inTransaction(ctx, async (tx) => {
    const row = await updateNoteBody(tx, note.id, {
      body,
      updatedById: user.id,
      at: ctx.clock.now(),
    });
    await publishNoteEvent(tx, 'note_updated', row);
    return row;
  });
}

export async function destroyNote(
  ctx: RequestContext,
  target: HistoryTarget,
  id: number,
): Promise<NoteRow> {
  requireUser(ctx);
  const note = await visibleNote(ctx, target, id);
  if (!canDestroyNote(await noteRights(ctx, target), note)) throw forbidden();
  await inTransaction(ctx, async (tx) => {
    await deleteNoteRow(tx, note.id);
    await publishNoteEvent(tx, 'note_deleted', note);
  });
  return note;
}

/** Resolves or unresolves a whole thread; answers its first note, re-read. */
export async function resolveThread(
  ctx: RequestContext,
  target: HistoryTarget,
  discussionId: string,
  resolved: boolean,
): Promise<NoteRow> {
  const user = requireUser(ctx);
  const starter = await visibleThread(ctx, target, discussionId);
  const rights = await noteRights(ctx, target);
  if (starter.system || starter.type !== 'DiscussionNote') {
    throw refused(422, 'Discussion is not resolvable');
  }
  if (!canResolveNote(rights, starter)) throw forbidden();
  await inTransaction(ctx, async (tx) => {
    await setThreadResolved(
      tx,
      target.item.id,
      discussionId,
      resolved ? { userId: user.id, at: ctx.clock.now() } : null,
    );
    // The thread's first note carries the resolution GraphQL shows for the thread.
    await publishNoteEvent(tx, 'note_updated', starter);
  });
  return visibleNote(ctx, target, starter.id);
}

/** The readable item a note or thread belongs to, as a history target, or 404. */
export async function targetOfNote(
  ctx: RequestContext,
  by: { noteId?: number; discussionId?: string },
): Promise<HistoryTarget> {
  const itemId = await noteItemId(ctx.db, by);
  const item = itemId === null ? null : await readableItemById(ctx, itemId);
  if (!item) throw notFound('404 Note Not Found');
  return historyTargetOf(ctx, item);
}
