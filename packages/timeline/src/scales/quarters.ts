// Quarter scale: one cell per quarter; months 0-2, 3-5, 6-8 and 9-11 form Q1-Q4. Bars inside a
// quarter are laid out by day within the quarter (see bar-geometry.ts).
import {
  addMonthsIso,
  endOfMonthIso,
  formatIsoDate,
  isoDateParts,
  shortMonthName,
  type IsoDate,
} from '../dates.ts';

export type QuarterSequence = 1 | 2 | 3 | 4;

export interface QuarterItem {
  readonly kind: 'quarter';
  readonly year: number;
  readonly quarterSequence: QuarterSequence;
  /** The first day of each of the quarter's three months. */
  readonly range: readonly [IsoDate, IsoDate, IsoDate];
}

export function quarterSequenceOfMonth(monthIndex: number): QuarterSequence {
  if (!Number.isInteger(monthIndex) || monthIndex < 0 || monthIndex > 11) {
    throw new RangeError(`Invalid month index: ${monthIndex}`);
  }
  return (Math.floor(monthIndex / 3) + 1) as QuarterSequence;
}

export function quarterItem(year: number, quarterSequence: QuarterSequence): QuarterItem {
  const firstMonth = (quarterSequence - 1) * 3;
  return {
    kind: 'quarter',
    year,
    quarterSequence,
    range: [
      formatIsoDate(year, firstMonth, 1),
      formatIsoDate(year, firstMonth + 1, 1),
      formatIsoDate(year, firstMonth + 2, 1),
    ],
  };
}

/** The quarter that contains a date. */
export function quarterItemContaining(iso: IsoDate): QuarterItem {
  const { year, monthIndex } = isoDateParts(iso);
  return quarterItem(year, quarterSequenceOfMonth(monthIndex));
}

export function quarterStart(item: QuarterItem): IsoDate {
  return item.range[0];
}

/** The last day of the quarter. */
export function quarterEnd(item: QuarterItem): IsoDate {
  return endOfMonthIso(item.range[2]);
}

/** Consecutive quarters from the one containing `start` through the one containing `end`. */
export function quarterItemsCovering(start: IsoDate, end: IsoDate): QuarterItem[] {
  const items: QuarterItem[] = [];
  for (let item = quarterItemContaining(start); quarterStart(item) <= end;) {
    items.push(item);
    item = quarterItemContaining(addMonthsIso(quarterStart(item), 3));
  }
  return items;
}

/** '2026 Q4' on the first item or for Q1, otherwise 'Q2'. */
export function quarterLabel(items: readonly QuarterItem[], index: number): string {
  const item = items[index];
  if (!item) throw new RangeError(`No timeframe item at index ${index}`);
  const quarter = `Q${item.quarterSequence}`;
  return index === 0 || item.quarterSequence === 1 ? `${item.year} ${quarter}` : quarter;
}

/** The quarter's three short month names, e.g. ['Jan', 'Feb', 'Mar']. */
export function quarterSubLabels(item: QuarterItem): string[] {
  return item.range.map((month) => shortMonthName(isoDateParts(month).monthIndex));
}
