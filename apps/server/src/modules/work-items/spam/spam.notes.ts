import { noun, plainNote, type NoteTexts } from '../activity/note-texts.ts';
import './spam.changes.ts';

/**
 * GitLab's spam and ham notes, internal: while the item is hidden only admins read it anyway;
 * once marked as not spam the note stays out of sight of guests and non-members.
 */
export const spamNotes: NoteTexts = {
  spam: (c, r) =>
    c.to
      ? { ...plainNote(`submitted this ${noun(r.item)} as spam`, 'spam'), internal: true }
      : { ...plainNote(`marked this ${noun(r.item)} as not spam`, 'ham'), internal: true },
};
