// The timeframe: which cells the timeline shows for a range type and preset on a given day.
import {
  addMonthsIso,
  endOfMonthIso,
  formatIsoDate,
  isoDateParts,
  startOfMonthIso,
  toIsoDate,
  type IsoDate,
} from './dates.ts';
import { assertFirstDayOfWeek, type FirstDayOfWeek } from './first-day-of-week.ts';
import type { PresetType, RangeType } from './range-types.ts';
import { monthItemsCovering } from './scales/months.ts';
import {
  quarterEnd,
  quarterItemContaining,
  quarterItemsCovering,
  quarterStart,
} from './scales/quarters.ts';
import { weekItemsCovering } from './scales/weeks.ts';
import {
  assertItemsOfPreset,
  itemEnd,
  itemStart,
  type TimeframeItem,
  type TimeframeItemByPreset,
} from './timeframe-items.ts';

/** THREE_YEARS: 18 months before the current month, the current month and 17 after: 36 months. */
export const THREE_YEARS_MONTHS_BACK = 18;
export const THREE_YEARS_MONTH_COUNT = 36;

export interface DateSpan {
  readonly start: IsoDate;
  readonly end: IsoDate;
}

/**
 * The calendar days a range type asks for, before they are rounded out to whole cells:
 * the current quarter; January 1 to December 31 of the current year; or, for three years, the
 * first day of the month 18 months before the current one to the last day of the month 17 after.
 */
export function rangeSpan(rangeType: RangeType, today: Date): DateSpan {
  const todayIso = toIsoDate(today);
  switch (rangeType) {
    case 'CURRENT_QUARTER': {
      const quarter = quarterItemContaining(todayIso);
      return { start: quarterStart(quarter), end: quarterEnd(quarter) };
    }
    case 'CURRENT_YEAR': {
      const { year } = isoDateParts(todayIso);
      return { start: formatIsoDate(year, 0, 1), end: formatIsoDate(year, 11, 31) };
    }
    case 'THREE_YEARS': {
      const start = addMonthsIso(startOfMonthIso(todayIso), -THREE_YEARS_MONTHS_BACK);
      const lastMonth = addMonthsIso(start, THREE_YEARS_MONTH_COUNT - 1);
      return { start, end: endOfMonthIso(lastMonth) };
    }
    default:
      throw new RangeError(`Unknown range type: ${String(rangeType satisfies never)}`);
  }
}

export interface TimeframeOptions<P extends PresetType = PresetType> {
  readonly rangeType: RangeType;
  readonly presetType: P;
  /** Today's local calendar date (its time of day is ignored). */
  readonly today: Date;
  readonly firstDayOfWeek: FirstDayOfWeek;
}

function itemsCovering(
  span: DateSpan,
  presetType: PresetType,
  firstDayOfWeek: FirstDayOfWeek,
): TimeframeItem[] {
  switch (presetType) {
    case 'QUARTERS':
      return quarterItemsCovering(span.start, span.end);
    case 'MONTHS':
      return monthItemsCovering(span.start, span.end);
    case 'WEEKS':
      return weekItemsCovering(span.start, span.end, firstDayOfWeek);
    default:
      throw new RangeError(`Unknown preset type: ${String(presetType satisfies never)}`);
  }
}

/**
 * The timeline cells: the range's span rounded out to whole quarters, months or weeks (weeks
 * start on the week start on or before the span start and run through the week holding the span
 * end). The preset is not checked against presetsForRange: a combination the drawer does not
 * offer still gives a well-defined timeframe, so validate user input with parsePresetType first.
 */
export function getTimeframe<P extends PresetType>(
  options: TimeframeOptions<P>,
): TimeframeItemByPreset[P][] {
  const { rangeType, presetType, today, firstDayOfWeek } = options;
  assertFirstDayOfWeek(firstDayOfWeek);
  const items = itemsCovering(rangeSpan(rangeType, today), presetType, firstDayOfWeek);
  // itemsCovering builds items of the preset's kind only.
  return items as TimeframeItemByPreset[P][];
}

/** The first day the timeline shows. */
export function timeframeStart(items: readonly TimeframeItem[], preset: PresetType): IsoDate {
  assertItemsOfPreset(items, preset);
  const first = items[0];
  if (!first) throw new RangeError('The timeframe has no items');
  return itemStart(first);
}

/** The last day the timeline shows: the end of the last quarter or month, or week start + 6. */
export function timeframeEnd(items: readonly TimeframeItem[], preset: PresetType): IsoDate {
  assertItemsOfPreset(items, preset);
  const last = items[items.length - 1];
  if (!last) throw new RangeError('The timeframe has no items');
  return itemEnd(last);
}

/** The `timeframe: { start, end }` variable of the epics and milestones queries. */
export function timeframeToApiRange(items: readonly TimeframeItem[], preset: PresetType): DateSpan {
  return { start: timeframeStart(items, preset), end: timeframeEnd(items, preset) };
}
