import { plainNote, type NoteTexts } from '#server/modules/work-items/activity/note-texts.ts';
import './time-tracking.types.ts';

/** GitLab's time-tracking system notes (`SystemNotes::TimeTrackingService`), action `time_tracking`. */
const ACTION = 'time_tracking';

export const timeTrackingNotes: NoteTexts = {
  timeEstimate: (c) =>
    plainNote(c.to === 0 ? 'removed time estimate' : `changed time estimate to ${c.human}`, ACTION),
  timeSpent: (c) =>
    plainNote(
      `${c.seconds < 0 ? 'subtracted' : 'added'} ${c.human} of time spent at ${c.spentAt}`,
      ACTION,
    ),
  timeSpentReset: () => plainNote('removed time spent', ACTION),
  timelogDeleted: (c) => plainNote(`deleted ${c.human} of spent time from ${c.spentAt}`, ACTION),
};
