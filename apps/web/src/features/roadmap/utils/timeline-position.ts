// Between px on the timeline and days: what the Today button, the zoom and a drop from the
// Unscheduled tray need. Px count from the left edge of the first timeline cell.
import {
  TIMELINE_CELL_WIDTH,
  addDaysIso,
  datePosition,
  itemDayCount,
  itemStart,
  presetsForRange,
  type IsoDate,
  type PresetType,
  type RangeType,
  type TimeframeItem,
} from '@cairn/timeline';

/** A point in time on the timeline: a day and how far into it (0 ≤ fraction < 1). */
export interface TimelinePoint {
  readonly day: IsoDate;
  readonly fraction: number;
}

/** The day (and the part of it) under `px`; px outside the cells give the first or last day. */
export function pointAt(
  items: readonly TimeframeItem[],
  px: number,
  cellWidth = TIMELINE_CELL_WIDTH,
): TimelinePoint | null {
  if (items.length === 0) return null;
  const clamped = Math.min(Math.max(px, 0), items.length * cellWidth - 1e-6);
  const index = Math.floor(clamped / cellWidth);
  const item = items[index];
  if (item === undefined) return null;
  const days = ((clamped - index * cellWidth) / cellWidth) * itemDayCount(item);
  const dayIndex = Math.floor(days);
  return { day: addDaysIso(itemStart(item), dayIndex), fraction: days - dayIndex };
}

/** Px of a point on a timeframe (the inverse of `pointAt`). */
export function pointPosition(
  items: readonly TimeframeItem[],
  preset: PresetType,
  point: TimelinePoint,
  cellWidth = TIMELINE_CELL_WIDTH,
): number {
  const start = datePosition(items, preset, point.day, 'start', cellWidth);
  const end = datePosition(items, preset, point.day, 'end', cellWidth);
  return start + point.fraction * (end - start);
}

/** The scroll position that puts `px` at `offset` px from the timeline's visible left edge. */
export function scrollLeftFor(px: number, offset: number): number {
  return Math.max(0, Math.round(px - offset));
}

/** Px from the visible left edge of the timeline (right of the details column) to its centre. */
export function centreOffset(scrollerWidth: number, detailsWidth: number): number {
  return Math.max(0, scrollerWidth - detailsWidth) / 2;
}

/**
 * The preset one zoom step from `current` among those the range offers, coarse to fine
 * (quarters, months, weeks): `direction` 1 zooms in, -1 out; null at either end.
 */
export function zoomedPreset(
  range: RangeType,
  current: PresetType,
  direction: 1 | -1,
): PresetType | null {
  const presets = presetsForRange(range);
  return presets[presets.indexOf(current) + direction] ?? null;
}
