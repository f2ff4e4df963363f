import type { RequestContext } from '#server/lib/context.ts';
import { AppError, forbidden, unauthorized } from '#server/lib/errors.ts';
import { ACCESS_LEVEL, activeViewer } from '#server/core/permissions/index.ts';
import { epicPermissionSet, issuePermissionSet } from '../work-items/core/access.ts';
import type { NoteRow } from '../work-items/history/notes.repository.ts';
import type { HistoryTarget } from '../work-items/history/item-access.ts';

/**
 * What the viewer may do with the comments of one readable item. Comments follow the item's
 * visibility (the target is only built for a readable item); internal notes need planner,
 * reporter or above to read and to write.
 */
export interface NoteRights {
  viewerId: number | null;
  isAdmin: boolean;
  readsInternal: boolean;
  /** The policy's createNote: signed in; members only when the discussion is locked. */
  createNote: boolean;
  awardEmoji: boolean;
  /** May change the item: resolves any thread of it. */
  updateItem: boolean;
  /** Maintainer or above: deletes anyone's comment. */
  moderates: boolean;
}

export async function noteRights(ctx: RequestContext, target: HistoryTarget): Promise<NoteRights> {
  const user = activeViewer(ctx.viewer.user) ? ctx.viewer.user : null;
  const item = target.item;
  const [level, perms] = await Promise.all([
    ctx.access.levelOn(target.namespace.traversalIds),
    item.type === 'epic'
      ? epicPermissionSet(ctx, item).then((p) => ({ ...p, update: p.updateEpic }))
      : issuePermissionSet(ctx, item).then((p) => ({ ...p, update: p.canUpdateIssue })),
  ]);
  return {
    viewerId: user?.id ?? null,
    isAdmin: Boolean(user?.isAdmin),
    readsInternal: target.readsInternal,
    createNote: perms.createNote,
    awardEmoji: perms.awardEmoji,
    updateItem: perms.update,
    moderates: Boolean(user?.isAdmin) || level >= ACCESS_LEVEL.maintainer,
  };
}

const isAuthor = (rights: NoteRights, note: NoteRow) =>
  rights.viewerId !== null && rights.viewerId === note.authorId;

/** GitLab's admin_note: the author edits their own comment (admins any). */
export const canEditNote = (rights: NoteRights, note: NoteRow) =>
  !note.system && (isAuthor(rights, note) || rights.isAdmin);

/** The author, maintainers and admins delete a comment. */
export const canDestroyNote = (rights: NoteRights, note: NoteRow) =>
  !note.system && (isAuthor(rights, note) || rights.moderates);

/** GitLab resolves thread notes only (type DiscussionNote), never system notes. */
export const isResolvable = (note: NoteRow) => !note.system && note.type === 'DiscussionNote';

/** Those who may change the item resolve threads; so does the thread's author. */
export const canResolveNote = (rights: NoteRights, note: NoteRow) =>
  isResolvable(note) && rights.viewerId !== null && (rights.updateItem || isAuthor(rights, note));

export const canAwardNote = (rights: NoteRights, note: NoteRow) =>
  !note.system && rights.awardEmoji;

/** GitLab's locked-discussion text, with the item's kind (notes-rest.integration-test.ts). */
export const lockedText = (target: HistoryTarget) =>
  `The discussion in this ${target.item.type === 'epic' ? 'epic' : 'issue'} is locked. Only project members can comment.`;

/** Refuses a comment the viewer may not write: the locked text when the lock is why. */
export function requireCanComment(target: HistoryTarget, rights: NoteRights) {
  if (rights.createNote) return;
  if (rights.viewerId !== null && target.item.discussionLocked) {
    throw new AppError(403, lockedText(target), undefined, true);
  }
  throw rights.viewerId === null ? unauthorized() : forbidden();
}
