// Where epic and milestone bars sit on the timeline, clipped to the timeframe, and which bars
// show at all (bar-geometry.test.ts). Every cell is `cellWidth` px wide and split evenly into its days: a month by day of
// month, a week into 7 days, a quarter by day within the quarter. A bar covers its end day.
import { daysBetween, isoDateParts, maxIsoDate, minIsoDate, type IsoDate } from './dates.ts';
import type { PresetType } from './range-types.ts';
import { itemDayCount, itemStart, type TimeframeItem } from './timeframe-items.ts';
import { timeframeEnd, timeframeStart } from './timeframe.ts';

export interface ClippedDates {
  /** The start used for layout: the timeframe start when missing or earlier. */
  readonly clippedStart: IsoDate;
  /** The end used for layout: the timeframe end when missing or later. */
  readonly clippedEnd: IsoDate;
  readonly startUndefined: boolean;
  readonly endUndefined: boolean;
  /** The given start is before the timeframe start. */
  readonly startOutOfRange: boolean;
  /** The given end is after the timeframe end. */
  readonly endOutOfRange: boolean;
}

export interface DatedTimeframeInput {
  readonly startDate: IsoDate | null | undefined;
  readonly endDate: IsoDate | null | undefined;
  readonly items: readonly TimeframeItem[];
  readonly preset: PresetType;
}

export interface BarGeometryInput extends DatedTimeframeInput {
  readonly cellWidth: number;
}

export interface BarGeometry extends ClippedDates {
  /** Px from the left edge of the first timeline cell. */
  readonly left: number;
  /** Px; 0 when nothing of the bar is inside the timeframe. */
  readonly width: number;
  /** False when the clipped start is after the clipped end (nothing to draw). */
  readonly visible: boolean;
}

function checkOptionalDate(value: IsoDate | null | undefined): IsoDate | null {
  if (value === null || value === undefined) return null;
  isoDateParts(value);
  return value;
}

/**
 * Clips a date range to the timeframe. Only the start is raised and only the end lowered, so a
 * range entirely outside the timeframe ends up with its clipped start after its clipped end.
 */
export function clipToTimeframe(input: DatedTimeframeInput): ClippedDates {
  const start = checkOptionalDate(input.startDate);
  const end = checkOptionalDate(input.endDate);
  const frameStart = timeframeStart(input.items, input.preset);
  const frameEnd = timeframeEnd(input.items, input.preset);
  return {
    clippedStart: start === null ? frameStart : maxIsoDate(start, frameStart),
    clippedEnd: end === null ? frameEnd : minIsoDate(end, frameEnd),
    startUndefined: start === null,
    endUndefined: end === null,
    startOutOfRange: start !== null && start < frameStart,
    endOutOfRange: end !== null && end > frameEnd,
  };
}

/** Index of the last item starting on or before `iso` (items are in date order), else -1. */
function itemIndexAtOrBefore(items: readonly TimeframeItem[], iso: IsoDate): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const item = items[middle];
    if (item !== undefined && itemStart(item) <= iso) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * Px offset of the start of a day (edge 'start') or of its end (edge 'end'), for a day inside
 * the timeframe. Days before it map to 0 and days after it to the full width.
 */
export function datePosition(
  items: readonly TimeframeItem[],
  preset: PresetType,
  iso: IsoDate,
  edge: 'start' | 'end',
  cellWidth: number,
): number {
  const frameStart = timeframeStart(items, preset);
  const frameEnd = timeframeEnd(items, preset);
  if (iso < frameStart) return 0;
  if (iso > frameEnd) return items.length * cellWidth;
  const index = itemIndexAtOrBefore(items, iso);
  const item = items[index];
  if (item === undefined) return 0;
  const dayIndex = daysBetween(itemStart(item), iso) + (edge === 'end' ? 1 : 0);
  return (index + dayIndex / itemDayCount(item)) * cellWidth;
}

/** Left offset and width of a bar, with its clipping flags. */
export function barGeometry(input: BarGeometryInput): BarGeometry {
  const { items, preset, cellWidth } = input;
  if (!Number.isFinite(cellWidth) || cellWidth < 0) {
    throw new RangeError(`Invalid cell width: ${cellWidth}`);
  }
  const clipped = clipToTimeframe(input);
  const visible = clipped.clippedStart <= clipped.clippedEnd;
  const left = datePosition(items, preset, clipped.clippedStart, 'start', cellWidth);
  const right = datePosition(items, preset, clipped.clippedEnd, 'end', cellWidth);
  return { ...clipped, left, width: visible ? Math.max(0, right - left) : 0, visible };
}

/** An epic is kept only if its start is not after its end (missing dates pass). */
export function isEpicDisplayable(
  startDate: IsoDate | null | undefined,
  endDate: IsoDate | null | undefined,
): boolean {
  const start = checkOptionalDate(startDate);
  const end = checkOptionalDate(endDate);
  return start === null || end === null || start <= end;
}

/** A milestone is dropped when its clipped start is after its clipped end. */
export function milestoneVisible(input: DatedTimeframeInput): boolean {
  const { clippedStart, clippedEnd } = clipToTimeframe(input);
  return clippedStart <= clippedEnd;
}

/** Total px width of the timeline cells. */
export function timelineWidth(items: readonly TimeframeItem[], cellWidth: number): number {
  return items.length * cellWidth;
}
