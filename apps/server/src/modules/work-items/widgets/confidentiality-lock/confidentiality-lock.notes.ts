import { noun, plainNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import type { RefItem } from '#server/modules/work-items/activity/references.ts';
import './confidentiality-lock.changes.ts';

/** Discussion-lock notes name the class: Issue (issues and incidents), Epic, or a task. */
const lockNoun = (item: RefItem) => (item.type === 'incident' ? 'issue' : item.type);

/** GitLab's confidentiality and discussion-lock notes. */
export const confidentialityLockNotes: NoteTexts = {
  confidential: (c, r) =>
    c.to
      ? plainNote(`made the ${noun(r.item)} confidential`, 'confidential')
      : plainNote(`made the ${noun(r.item)} visible to everyone`, 'visible'),
  lock: (c, r) => {
    const action = c.to ? 'locked' : 'unlocked';
    return plainNote(`${action} the discussion in this ${lockNoun(r.item)}`, action);
  },
};
