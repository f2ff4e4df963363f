// Week scale: one cell per week, starting on the configured first day of the week; a cell is
// split into 7 days.
import { startOfWeek } from 'date-fns';
import {
  addDaysIso,
  isoDateParts,
  parseIsoDate,
  shortMonthName,
  toIsoDate,
  type IsoDate,
} from '../dates.ts';
import { assertFirstDayOfWeek, DAYS_IN_WEEK, type FirstDayOfWeek } from '../first-day-of-week.ts';

export interface WeekItem {
  readonly kind: 'week';
  /** The first day of the week. */
  readonly date: IsoDate;
}

/** The first day of the week that contains `iso` (the date itself when it is a week start). */
export function weekStartOnOrBefore(iso: IsoDate, firstDayOfWeek: FirstDayOfWeek): IsoDate {
  assertFirstDayOfWeek(firstDayOfWeek);
  return toIsoDate(startOfWeek(parseIsoDate(iso), { weekStartsOn: firstDayOfWeek }));
}

export function weekItemContaining(iso: IsoDate, firstDayOfWeek: FirstDayOfWeek): WeekItem {
  return { kind: 'week', date: weekStartOnOrBefore(iso, firstDayOfWeek) };
}

/** The last day of the week (start + 6 days). */
export function weekEnd(item: WeekItem): IsoDate {
  return addDaysIso(item.date, DAYS_IN_WEEK - 1);
}

/** Consecutive weeks from the one containing `start` through the one containing `end`. */
export function weekItemsCovering(
  start: IsoDate,
  end: IsoDate,
  firstDayOfWeek: FirstDayOfWeek,
): WeekItem[] {
  const items: WeekItem[] = [];
  for (
    let date = weekStartOnOrBefore(start, firstDayOfWeek);
    date <= end;
    date = addDaysIso(date, DAYS_IN_WEEK)
  ) {
    items.push({ kind: 'week', date });
  }
  return items;
}

/**
 * "Early January" is read as: the week starts on January 1-7. Exactly one week per year gets the
 * year that way, and the year printed is the year of the month and day printed next to it
 * ('2027 Jan 3'). The alternative reading (the week contains January 1) would put the year on a
 * label such as 'Dec 27', where it is ambiguous.
 */
export function isEarlyJanuaryWeek(item: WeekItem): boolean {
  const { monthIndex, day } = isoDateParts(item.date);
  return monthIndex === 0 && day <= DAYS_IN_WEEK;
}

/** 'Nov 16'; '2027 Jan 3' on the first item and on the week starting January 1-7. */
export function weekLabel(items: readonly WeekItem[], index: number): string {
  const item = items[index];
  if (!item) throw new RangeError(`No timeframe item at index ${index}`);
  const { year, monthIndex, day } = isoDateParts(item.date);
  const label = `${shortMonthName(monthIndex)} ${day}`;
  return index === 0 || isEarlyJanuaryWeek(item) ? `${year} ${label}` : label;
}

/** The 7 day-of-month numbers of the week, e.g. ['27', '28', '29', '30', '31', '1', '2']. */
export function weekSubLabels(item: WeekItem): string[] {
  return Array.from({ length: DAYS_IN_WEEK }, (_, i) =>
    String(isoDateParts(addDaysIso(item.date, i)).day),
  );
}
