import { note, noun, otherItem, type NoteTexts } from '../activity/note-texts.ts';
import './promote.changes.ts';

/** GitLab's issue_promoted notes: "promoted to epic &5" / "promoted from issue grp/prj#3". */
export const promoteNotes: NoteTexts = {
  promoted: {
    names: (c) => ({ items: [c.otherId] }),
    text: (change, r) => {
      const named = otherItem(r, change.otherId);
      if (!named) return null;
      const { other, ref, refs } = named;
      return change.direction === 'to'
        ? note(`promoted to epic ${ref}`, 'moved', refs)
        : note(`promoted from ${noun(other)} ${ref}`, 'moved', refs);
    },
  },
};
