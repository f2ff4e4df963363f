// Calendar-date helpers. At the package boundary a date is an ISO string 'YYYY-MM-DD', so no
// result depends on the process time zone. Internally a date becomes a local Date at midnight
// only for date-fns arithmetic, and is turned back into a string straight away.
import { addDays, addMonths, differenceInCalendarDays, isValid } from 'date-fns';

/** A calendar date written 'YYYY-MM-DD'. String order equals calendar order. */
export type IsoDate = string;

export interface DateParts {
  readonly year: number;
  /** 0 = January ... 11 = December (as in Date#getMonth). */
  readonly monthIndex: number;
  /** 1-based day of the month. */
  readonly day: number;
}

export const SHORT_MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, monthIndex: number): number {
  const days = DAYS_IN_MONTH[monthIndex];
  if (days === undefined) throw new RangeError(`Invalid month index: ${monthIndex}`);
  return monthIndex === 1 && isLeapYear(year) ? 29 : days;
}

export function shortMonthName(monthIndex: number): string {
  const name = SHORT_MONTH_NAMES[monthIndex];
  if (name === undefined) throw new RangeError(`Invalid month index: ${monthIndex}`);
  return name;
}

function matchDateParts(value: string): DateParts | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, yearText = '', monthText = '', dayText = ''] = match;
  const year = Number(yearText);
  const monthIndex = Number(monthText) - 1;
  const day = Number(dayText);
  if (year < 1 || monthIndex < 0 || monthIndex > 11) return null;
  if (day < 1 || day > daysInMonth(year, monthIndex)) return null;
  return { year, monthIndex, day };
}

/** True for a real calendar date written 'YYYY-MM-DD' (year 0001-9999). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && matchDateParts(value) !== null;
}

/** Splits an ISO date into its parts; throws RangeError when it is not a valid date. */
export function isoDateParts(iso: IsoDate): DateParts {
  const parts = matchDateParts(iso);
  if (!parts) throw new RangeError(`Invalid ISO date: ${JSON.stringify(iso)}`);
  return parts;
}

/** Builds 'YYYY-MM-DD' from parts; throws RangeError when the parts are not a real date. */
export function formatIsoDate(year: number, monthIndex: number, day: number): IsoDate {
  if (!Number.isInteger(year) || !Number.isInteger(monthIndex) || !Number.isInteger(day)) {
    throw new RangeError(`Invalid date parts: ${year}, ${monthIndex}, ${day}`);
  }
  const iso = `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  isoDateParts(iso);
  return iso;
}

/** A new local Date at the start of the given calendar day (midnight, or 01:00 where DST skips midnight). */
export function parseIsoDate(iso: IsoDate): Date {
  const { year, monthIndex, day } = isoDateParts(iso);
  const date = new Date(year, monthIndex, day);
  // The Date constructor maps years 0-99 to 1900-1999; set the full year explicitly for those.
  if (year < 100) date.setFullYear(year, monthIndex, day);
  return date;
}

/** The local calendar date of a Date (its time of day is ignored). */
export function toIsoDate(date: Date): IsoDate {
  if (!isValid(date)) throw new RangeError('Invalid Date');
  return formatIsoDate(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDaysIso(iso: IsoDate, amount: number): IsoDate {
  return toIsoDate(addDays(parseIsoDate(iso), amount));
}

/** Adds calendar months; a day past the end of the target month is clamped to its last day. */
export function addMonthsIso(iso: IsoDate, amount: number): IsoDate {
  return toIsoDate(addMonths(parseIsoDate(iso), amount));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return differenceInCalendarDays(parseIsoDate(to), parseIsoDate(from));
}

export function startOfMonthIso(iso: IsoDate): IsoDate {
  const { year, monthIndex } = isoDateParts(iso);
  return formatIsoDate(year, monthIndex, 1);
}

export function endOfMonthIso(iso: IsoDate): IsoDate {
  const { year, monthIndex } = isoDateParts(iso);
  return formatIsoDate(year, monthIndex, daysInMonth(year, monthIndex));
}

export function minIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

export function maxIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}
