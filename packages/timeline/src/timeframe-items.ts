// Timeframe items of every scale and the operations common to them. Each item is one timeline
// cell; its days run from itemStart to itemEnd inclusive.
import { addDaysIso, daysBetween, type IsoDate } from './dates.ts';
import { DAYS_IN_WEEK } from './first-day-of-week.ts';
import type { PresetType } from './range-types.ts';
import { quarterEnd, quarterStart, type QuarterItem } from './scales/quarters.ts';
import { monthEnd, type MonthItem } from './scales/months.ts';
import type { WeekItem } from './scales/weeks.ts';

export type TimeframeItem = QuarterItem | MonthItem | WeekItem;

export interface TimeframeItemByPreset {
  QUARTERS: QuarterItem;
  MONTHS: MonthItem;
  WEEKS: WeekItem;
}

export const ITEM_KIND_BY_PRESET: {
  readonly [P in PresetType]: TimeframeItemByPreset[P]['kind'];
} = { QUARTERS: 'quarter', MONTHS: 'month', WEEKS: 'week' };

/** The first day covered by an item. */
export function itemStart(item: TimeframeItem): IsoDate {
  return item.kind === 'quarter' ? quarterStart(item) : item.date;
}

/** The last day covered by an item (inclusive). */
export function itemEnd(item: TimeframeItem): IsoDate {
  switch (item.kind) {
    case 'quarter':
      return quarterEnd(item);
    case 'month':
      return monthEnd(item);
    case 'week':
      return addDaysIso(item.date, DAYS_IN_WEEK - 1);
  }
}

/** How many days an item covers: 7 for a week, 28-31 for a month, 90-92 for a quarter. */
export function itemDayCount(item: TimeframeItem): number {
  return daysBetween(itemStart(item), itemEnd(item)) + 1;
}

export function itemContains(item: TimeframeItem, iso: IsoDate): boolean {
  return itemStart(item) <= iso && iso <= itemEnd(item);
}

/** Whether an item belongs to a preset's scale. */
export function isItemOfPreset<P extends PresetType>(
  item: TimeframeItem,
  preset: P,
): item is TimeframeItemByPreset[P] {
  return item.kind === ITEM_KIND_BY_PRESET[preset];
}

/**
 * Throws when an item does not belong to the preset's scale: a timeframe computed for one
 * preset but laid out with another is a caller bug, and silent mixing would misplace bars.
 */
export function assertItemOfPreset<P extends PresetType>(
  item: TimeframeItem,
  preset: P,
): asserts item is TimeframeItemByPreset[P] {
  if (!isItemOfPreset(item, preset)) {
    throw new TypeError(`Timeframe item of kind '${item.kind}' used with preset '${preset}'`);
  }
}

/** Throws when the list is empty or holds an item of another scale. */
export function assertItemsOfPreset<P extends PresetType>(
  items: readonly TimeframeItem[],
  preset: P,
): asserts items is readonly TimeframeItemByPreset[P][] {
  if (checked.get(items) === preset) return;
  if (items.length === 0) throw new RangeError('The timeframe has no items');
  for (const item of items) assertItemOfPreset(item, preset);
  checked.set(items, preset);
}

// Timeframes already checked, by their preset: bar geometry asserts the timeframe several times
// per bar, and a roadmap positions up to thousands of bars against the same (readonly) array.
const checked = new WeakMap<readonly TimeframeItem[], PresetType>();
