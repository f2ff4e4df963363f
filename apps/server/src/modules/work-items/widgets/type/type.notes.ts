import { plainNote, type NoteTexts } from '../../activity/note-texts.ts';
import { humanize } from '../../activity/references.ts';
import './type.changes.ts';

/** GitLab's issue type note. */
export const typeNotes: NoteTexts = {
  type: (c) =>
    plainNote(`changed type from ${humanize(c.from)} to ${humanize(c.to)}`, 'issue_type'),
};
