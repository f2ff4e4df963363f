import { markInlineDiff } from '#server/modules/work-items/activity/inline-diff.ts';
import { plainNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import './description.changes.ts';

/** GitLab's title note (the changed characters marked) and description note. */
export const descriptionNotes: NoteTexts = {
  title: (c) => {
    const marked = markInlineDiff(c.from, c.to);
    return plainNote(`changed title from **${marked.from}** to **${marked.to}**`, 'title');
  },
  // The recorder keeps both texts in a description version the note points at.
  description: (c) => ({ ...plainNote('changed the description', 'description'), description: c }),
};
