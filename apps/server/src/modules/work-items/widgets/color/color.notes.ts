import { plainNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import './color.changes.ts';

/** GitLab's epic color note. */
export const colorNotes: NoteTexts = {
  color: (c) => plainNote(`changed color from \`${c.from}\` to \`${c.to}\``, 'color'),
};
