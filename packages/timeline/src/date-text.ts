// Date text for popovers, epic rows and the empty state.
import { isoDateParts, shortMonthName, type IsoDate } from './dates.ts';
import type { PresetType } from './range-types.ts';
import type { TimeframeItem } from './timeframe-items.ts';
import { timeframeEnd, timeframeStart } from './timeframe.ts';

export type DateFormatter = (iso: IsoDate) => string;

/** 'Nov 1, 2026'. English month names, independent of locale and time zone. */
export function formatDisplayDate(iso: IsoDate): string {
  const { year, monthIndex, day } = isoDateParts(iso);
  return `${shortMonthName(monthIndex)} ${day}, ${year}`;
}

const RANGE_SEPARATOR = ' – ';

/**
 * '{start} – {end}', 'No start date – {end}', '{start} – No end date' or 'No start and end date'
 * (en dash with spaces).
 */
export function dateRangeText(
  start: IsoDate | null | undefined,
  end: IsoDate | null | undefined,
  format: DateFormatter = formatDisplayDate,
): string {
  const hasStart = start !== null && start !== undefined;
  const hasEnd = end !== null && end !== undefined;
  if (hasStart && hasEnd) return `${format(start)}${RANGE_SEPARATOR}${format(end)}`;
  if (hasEnd) return `No start date${RANGE_SEPARATOR}${format(end)}`;
  if (hasStart) return `${format(start)}${RANGE_SEPARATOR}No end date`;
  return 'No start and end date';
}

/** The date range in a milestone popover. */
export function milestoneDateRangeText(
  start: IsoDate | null | undefined,
  end: IsoDate | null | undefined,
  format: DateFormatter = formatDisplayDate,
): string {
  return dateRangeText(start, end, format);
}

/** The timeframe text of an epic row and popover; pass the epic's original (unclipped) dates. */
export function epicTimeframeText(
  start: IsoDate | null | undefined,
  end: IsoDate | null | undefined,
  format: DateFormatter = formatDisplayDate,
): string {
  return dateRangeText(start, end, format);
}

/** The timeframe as text, e.g. for the empty state's 'from {dateRange}'. */
export function timeframeDateRangeText(
  items: readonly TimeframeItem[],
  preset: PresetType,
  format: DateFormatter = formatDisplayDate,
): string {
  return dateRangeText(timeframeStart(items, preset), timeframeEnd(items, preset), format);
}
