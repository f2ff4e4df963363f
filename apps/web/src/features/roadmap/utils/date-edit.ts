// What saving new dates of a roadmap epic means: which ends change, which of them stop being
// inherited, the updateEpic input for the change and for its undo, and the texts shown meanwhile.
import { epicTimeframeText, formatDisplayDate, isIsoDate } from '@cairn/timeline';
import type { RoadmapEpic } from '../graphql/types.ts';
import type { EpicDates } from './drag-dates.ts';

type DatedEpic = Pick<
  RoadmapEpic,
  | 'startDate'
  | 'dueDate'
  | 'startDateIsFixed'
  | 'startDateFixed'
  | 'dueDateIsFixed'
  | 'dueDateFixed'
>;

export const START_BECOMES_FIXED = 'Start date becomes fixed';
export const DUE_BECOMES_FIXED = 'Due date becomes fixed';

/** The epic's effective dates, when it has both: only such a bar is dragged (docs/decisions/roadmap-drag.md). */
export function epicDates(epic: DatedEpic): EpicDates | null {
  const { startDate, dueDate } = epic;
  return isIsoDate(startDate) && isIsoDate(dueDate) ? { start: startDate, end: dueDate } : null;
}

export interface DateChange {
  readonly start: boolean;
  readonly due: boolean;
  /** The changed end was inherited (from milestones or child epics) and becomes fixed. */
  readonly startBecomesFixed: boolean;
  readonly dueBecomesFixed: boolean;
}

export function dateChange(epic: DatedEpic, next: EpicDates): DateChange {
  const start = next.start !== epic.startDate;
  const due = next.end !== epic.dueDate;
  return {
    start,
    due,
    startBecomesFixed: start && epic.startDateIsFixed !== true,
    dueBecomesFixed: due && epic.dueDateIsFixed !== true,
  };
}

/** The lines of the drag tooltip: the new dates, then what stops being inherited. */
export function dragTooltipLines(epic: DatedEpic, next: EpicDates): string[] {
  const change = dateChange(epic, next);
  return [
    `Start: ${formatDisplayDate(next.start)}`,
    `Due: ${formatDisplayDate(next.end)}`,
    ...(change.startBecomesFixed ? [START_BECOMES_FIXED] : []),
    ...(change.dueBecomesFixed ? [DUE_BECOMES_FIXED] : []),
  ];
}

/** What a screen reader hears after each keyboard step. */
export function dateStepAnnouncement(epic: DatedEpic, next: EpicDates): string {
  return `${dragTooltipLines(epic, next).join('. ')}.`;
}

export interface DatesInput {
  startDateFixed?: string | null;
  startDateIsFixed?: boolean;
  dueDateFixed?: string | null;
  dueDateIsFixed?: boolean;
}

/** The updateEpic fields for new dates: each changed end becomes a fixed date. */
export function datesInput(epic: DatedEpic, next: EpicDates): DatesInput {
  const change = dateChange(epic, next);
  return {
    ...(change.start ? { startDateFixed: next.start, startDateIsFixed: true } : {}),
    ...(change.due ? { dueDateFixed: next.end, dueDateIsFixed: true } : {}),
  };
}

/** The updateEpic fields that put back what `datesInput` changed (fixed dates and sources). */
export function undoInput(before: DatedEpic, input: DatesInput): DatesInput {
  return {
    ...('startDateFixed' in input
      ? {
          startDateFixed: before.startDateFixed ?? null,
          startDateIsFixed: !!before.startDateIsFixed,
        }
      : {}),
    ...('dueDateFixed' in input
      ? { dueDateFixed: before.dueDateFixed ?? null, dueDateIsFixed: !!before.dueDateIsFixed }
      : {}),
  };
}

/** The bar popover's line on where each date comes from. */
export function dateSourcesText(epic: DatedEpic): string | null {
  const parts = [
    ...(isIsoDate(epic.startDate)
      ? [`Start date ${epic.startDateIsFixed ? 'fixed' : 'inherited'}`]
      : []),
    ...(isIsoDate(epic.dueDate) ? [`due date ${epic.dueDateIsFixed ? 'fixed' : 'inherited'}`] : []),
  ];
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const STALE_ERROR = /stale object/i;

export const DATES_SAVED = (title: string, next: EpicDates) =>
  `${title} now runs ${epicTimeframeText(next.start, next.end)}.`;
export const DATES_RESTORED = 'The previous dates are back.';
export const DATES_NOT_SAVED = (errors: readonly string[]) =>
  errors.some((error) => STALE_ERROR.test(error))
    ? `Someone else changed this epic meanwhile, so the new dates were not saved: ${errors.join(' ')}`
    : `The new dates were not saved: ${errors.join(' ') || 'the server did not answer.'}`;
export const DATES_NOT_RESTORED = (errors: readonly string[]) =>
  `The previous dates could not be restored: ${errors.join(' ') || 'the server did not answer.'}`;
