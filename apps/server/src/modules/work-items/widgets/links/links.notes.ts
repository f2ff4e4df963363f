import {
  note,
  noun,
  otherItem,
  type NoteTexts,
} from '#server/modules/work-items/activity/note-texts.ts';
import './links.changes.ts';

/** GitLab's relate/unrelate notes, from the item the entry is about. */
export const linksNotes: NoteTexts = {
  link: {
    names: (c) => ({ items: [c.otherId] }),
    text: (change, r) => {
      const named = otherItem(r, change.otherId);
      if (!named) return null;
      const { ref, refs } = named;
      if (change.action === 'removed')
        return note(`removed the relation with ${ref}`, 'unrelate', refs);
      const relation =
        change.linkType === 'blocks'
          ? 'blocking'
          : change.linkType === 'is_blocked_by'
            ? 'blocked by'
            : 'related to';
      return note(`marked this ${noun(r.item)} as ${relation} ${ref}`, 'relate', refs);
    },
  },
};
