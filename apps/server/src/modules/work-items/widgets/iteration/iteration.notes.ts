import { setOrRemoveNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import { iterationReference } from '#server/modules/work-items/activity/references.ts';
import './iteration.changes.ts';

/** GitLab's iteration note: "changed iteration to *iteration:6", "removed iteration …". */
export const iterationNotes: NoteTexts = {
  iteration: {
    names: (c) => ({ iterations: [c.from, c.to] }),
    text: (c, r) => {
      const it = r.iterations.get(c.to ?? c.from ?? 0);
      const target = it && { reference: iterationReference(it), namespaceId: it.groupId };
      return setOrRemoveNote('iteration', c.to === null, target);
    },
  },
};
