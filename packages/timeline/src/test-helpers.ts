// Helpers shared by the unit tests (not exported from the package).
import { parseIsoDate } from './dates.ts';
import type { FirstDayOfWeek } from './first-day-of-week.ts';

export const ALL_FIRST_DAYS: readonly FirstDayOfWeek[] = [0, 1, 2, 3, 4, 5, 6];

/** A local Date at midnight of an ISO date, as the app passes "today". */
export function day(iso: string): Date {
  return parseIsoDate(iso);
}
