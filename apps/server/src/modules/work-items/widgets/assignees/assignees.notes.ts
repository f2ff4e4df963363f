import { plainNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import { toSentence, userReference } from '#server/modules/work-items/activity/references.ts';
import './assignees.changes.ts';

/** GitLab's assignee note: "assigned to @a and @b and unassigned @c" (sorted references). */
export const assigneesNotes: NoteTexts = {
  assignees: {
    names: (c) => ({ users: [...c.added, ...c.removed] }),
    text: (change, r) => {
      const refs = (ids: number[]) =>
        ids
          .map((id) => r.users.get(id))
          .filter((u) => u !== undefined)
          .map(userReference)
          .sort();
      const added = refs(change.added);
      const removed = refs(change.removed);
      const parts = [
        added.length ? `assigned to ${toSentence(added)}` : null,
        removed.length ? `unassigned ${toSentence(removed)}` : null,
      ].filter(Boolean);
      return parts.length ? plainNote(parts.join(' and '), 'assignee') : null;
    },
  },
};
