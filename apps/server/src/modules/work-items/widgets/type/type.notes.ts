import { plainNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import { humanize } from '#server/modules/work-items/activity/references.ts';
import './type.changes.ts';

/** GitLab's issue type note. */
export const typeNotes: NoteTexts = {
  type: (c) =>
    plainNote(`changed type from ${humanize(c.from)} to ${humanize(c.to)}`, 'issue_type'),
};
