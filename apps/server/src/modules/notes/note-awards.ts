import type { RequestContext } from '#server/lib/context.ts';
import { forbidden } from '#server/lib/errors.ts';
import { canAwardNote, noteRights } from './note-rights.ts';
import { targetOfNote, visibleNote } from './notes.service.ts';

/**
 * A comment the viewer may react to, as the emoji module's (item, note) pair: the note must be
 * visible (404 otherwise) and not a system note, and the viewer may award on the item.
 */
export async function awardableNote(ctx: RequestContext, noteId: number) {
  const target = await targetOfNote(ctx, { noteId });
  const note = await visibleNote(ctx, target, noteId);
  if (!canAwardNote(await noteRights(ctx, target), note)) throw forbidden();
  return { item: target.item, noteId: note.id };
}
