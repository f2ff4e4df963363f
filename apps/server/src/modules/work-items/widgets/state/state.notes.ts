import { plainNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import './state.changes.ts';

/** GitLab's state notes: "closed" (action closed), "reopened" (action opened). */
export const stateNotes: NoteTexts = {
  state: (c) => plainNote(c.to, c.to === 'closed' ? 'closed' : 'opened'),
};
