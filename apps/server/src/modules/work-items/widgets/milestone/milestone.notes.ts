import { setOrRemoveNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import { milestoneReference } from '#server/modules/work-items/activity/references.ts';
import './milestone.changes.ts';

/** GitLab's milestone note: "changed milestone to %2", "removed milestone …". */
export const milestoneNotes: NoteTexts = {
  milestone: {
    names: (c) => ({ milestones: [c.from, c.to] }),
    text: (c, r) => {
      const m = r.milestones.get(c.to ?? c.from ?? 0);
      const target = m && { reference: milestoneReference(m), namespaceId: m.namespaceId };
      return setOrRemoveNote('milestone', c.to === null, target);
    },
  },
};
