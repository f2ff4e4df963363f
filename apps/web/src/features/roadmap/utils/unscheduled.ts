// Texts and rules of the Unscheduled tray (docs/decisions/roadmap-unscheduled-tray.md).
import { addDaysIso, dateRangeText, type IsoDate } from '@cairn/timeline';

export const UNSCHEDULED_TITLE = 'Unscheduled';
export const UNSCHEDULED_EMPTY = 'Every epic has a start or a due date.';
export const UNSCHEDULED_FETCH_ERROR = 'Something went wrong while fetching unscheduled epics';
export const SCHEDULE_ERROR = 'The epic could not be scheduled';
export const UNSCHEDULE_ERROR = 'The epic could not be moved back to Unscheduled';
export const UNSCHEDULED_AGAIN = 'Moved back to Unscheduled';
/** The drag data type of a tray item: the epic's global ID. */
export const TRAY_DRAG_TYPE = 'application/x-cairn-unscheduled-epic';

/** A scheduled epic covers two weeks: the start day and the 13 days after it. */
export const SCHEDULED_LENGTH_DAYS = 14;

export interface FixedDates {
  readonly start: IsoDate;
  readonly due: IsoDate;
}

export function scheduledDates(start: IsoDate): FixedDates {
  return { start, due: addDaysIso(start, SCHEDULED_LENGTH_DAYS - 1) };
}

/** The toast after a drop or 'Schedule from today': 'Scheduled &4: Nov 2, 2026 – Nov 15, 2026'. */
export function scheduledText(reference: string, dates: FixedDates): string {
  return `Scheduled ${reference}: ${dateRangeText(dates.start, dates.due)}`;
}
