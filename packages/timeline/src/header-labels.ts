// Timeline header text and the current-day marker (header-labels.test.ts).
import { daysBetween, isoDateParts, toIsoDate } from './dates.ts';
import type { PresetType } from './range-types.ts';
import { monthLabel, monthSubLabels } from './scales/months.ts';
import { quarterLabel, quarterSubLabels } from './scales/quarters.ts';
import { weekLabel, weekSubLabels } from './scales/weeks.ts';
import {
  assertItemOfPreset,
  assertItemsOfPreset,
  itemContains,
  itemDayCount,
  itemStart,
  type TimeframeItem,
} from './timeframe-items.ts';

/** The label of the header cell at `index`; it may depend on the items before it. */
export function headerItemLabel(
  items: readonly TimeframeItem[],
  index: number,
  preset: PresetType,
): string {
  switch (preset) {
    case 'QUARTERS':
      assertItemsOfPreset(items, preset);
      return quarterLabel(items, index);
    case 'MONTHS':
      assertItemsOfPreset(items, preset);
      return monthLabel(items, index);
    case 'WEEKS':
      assertItemsOfPreset(items, preset);
      return weekLabel(items, index);
  }
}

/** The labels of all header cells, in order. */
export function headerItemLabels(items: readonly TimeframeItem[], preset: PresetType): string[] {
  return items.map((_, index) => headerItemLabel(items, index, preset));
}

/** Sub-labels under a header cell: month names (quarters) or day-of-month numbers. */
export function headerSubLabels(item: TimeframeItem, preset: PresetType): string[] {
  switch (preset) {
    case 'QUARTERS':
      assertItemOfPreset(item, preset);
      return quarterSubLabels(item);
    case 'MONTHS':
      assertItemOfPreset(item, preset);
      return monthSubLabels(item);
    case 'WEEKS':
      assertItemOfPreset(item, preset);
      return weekSubLabels(item);
  }
}

/** Whether the item (header cell or timeline cell) contains today. */
export function isCurrentHeaderItem(item: TimeframeItem, preset: PresetType, today: Date): boolean {
  assertItemOfPreset(item, preset);
  return itemContains(item, toIsoDate(today));
}

export interface TodayOffset {
  /** 0-based index of today among the item's days. */
  readonly dayIndex: number;
  /** Days in the item: 7, 28-31 or 90-92. */
  readonly dayCount: number;
  /**
   * Where today begins, as a fraction of the item's width (dayIndex / dayCount), the same scale
   * bar-geometry.ts uses; today's day ends at (dayIndex + 1) / dayCount.
   */
  readonly fraction: number;
}

/** Where today falls inside an item, or null when the item does not contain today. */
export function todayOffsetInItem(
  item: TimeframeItem,
  preset: PresetType,
  today: Date,
): TodayOffset | null {
  if (!isCurrentHeaderItem(item, preset, today)) return null;
  const dayIndex = daysBetween(itemStart(item), toIsoDate(today));
  const dayCount = itemDayCount(item);
  return { dayIndex, dayCount, fraction: dayIndex / dayCount };
}

/**
 * Which sub-label is today's: the month within a quarter (0-2), or the day within a month or
 * week. Null when the item does not contain today.
 */
export function currentSubLabelIndex(
  item: TimeframeItem,
  preset: PresetType,
  today: Date,
): number | null {
  const offset = todayOffsetInItem(item, preset, today);
  if (offset === null) return null;
  if (preset === 'QUARTERS') return isoDateParts(toIsoDate(today)).monthIndex % 3;
  return offset.dayIndex;
}
