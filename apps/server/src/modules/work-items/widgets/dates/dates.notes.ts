import type { ActivityChange } from '#server/modules/work-items/activity/changes.ts';
import { note, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import { longDate } from '#server/modules/work-items/activity/references.ts';
import './dates.changes.ts';

/** GitLab's start/due date note: both fields of one write in one note, start first. */
function datesNote(changes: readonly Extract<ActivityChange, { kind: 'date' }>[]) {
  const parts = (['startDate', 'dueDate'] as const).flatMap((field) => {
    const change = changes.find((c) => c.field === field);
    if (!change) return [];
    const name = field === 'startDate' ? 'start date' : 'due date';
    if (change.to) return [`changed ${name} to ${longDate(change.to)}`];
    return [change.from ? `removed ${name} ${longDate(change.from)}` : `removed ${name}`];
  });
  return parts.length ? note(parts.join(' and '), 'start_date_or_due_date') : null;
}

/**
 * The date changes of one write share one note (GitLab's `start_date_or_due_date`), at the place
 * of the first one; epics write it too.
 */
export const datesNotes: NoteTexts = {
  date: (change, _r, all) => (change === all[0] ? datesNote(all) : null),
};
