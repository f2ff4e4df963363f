// Month scale: one cell per month; bars are positioned by day within the month.
import {
  addMonthsIso,
  daysInMonth,
  endOfMonthIso,
  isoDateParts,
  shortMonthName,
  startOfMonthIso,
  type IsoDate,
} from '../dates.ts';

export interface MonthItem {
  readonly kind: 'month';
  /** The first day of the month. */
  readonly date: IsoDate;
}

export function monthItemContaining(iso: IsoDate): MonthItem {
  return { kind: 'month', date: startOfMonthIso(iso) };
}

/** The last day of the month. */
export function monthEnd(item: MonthItem): IsoDate {
  return endOfMonthIso(item.date);
}

/** Consecutive months from the one containing `start` through the one containing `end`. */
export function monthItemsCovering(start: IsoDate, end: IsoDate): MonthItem[] {
  const items: MonthItem[] = [];
  for (let date = startOfMonthIso(start); date <= end; date = addMonthsIso(date, 1)) {
    items.push({ kind: 'month', date });
  }
  return items;
}

/** '2026 Nov'; the year is left out when the previous item is in the same year ('Dec'). */
export function monthLabel(items: readonly MonthItem[], index: number): string {
  const item = items[index];
  if (!item) throw new RangeError(`No timeframe item at index ${index}`);
  const { year, monthIndex } = isoDateParts(item.date);
  const month = shortMonthName(monthIndex);
  const previous = items[index - 1];
  const sameYearAsPrevious = previous !== undefined && isoDateParts(previous.date).year === year;
  return sameYearAsPrevious ? month : `${year} ${month}`;
}

/** The days of the month: ['1', '2', ..., '30']. */
export function monthSubLabels(item: MonthItem): string[] {
  const { year, monthIndex } = isoDateParts(item.date);
  return Array.from({ length: daysInMonth(year, monthIndex) }, (_, i) => String(i + 1));
}
