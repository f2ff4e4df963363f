// Date math of dragging a bar (docs/decisions/roadmap-drag.md): the day under the pointer, and the
// dates a move or an end's resize gives. Pure: no clock, no DOM.
import {
  addDaysIso,
  daysBetween,
  itemDayCount,
  itemEnd,
  itemStart,
  type IsoDate,
  type TimeframeItem,
} from '@cairn/timeline';

/** What a gesture changes: both dates, or one end. */
export type DragMode = 'move' | 'start' | 'end';

export interface EpicDates {
  readonly start: IsoDate;
  readonly end: IsoDate;
}

/**
 * The day under a px offset from the left edge of the first timeline cell. Every preset snaps to
 * one day: a cell is split evenly into its days, as the bars are laid out. Offsets past either
 * edge continue at the width of a day of the outermost cell, so a drag can leave the timeframe.
 */
export function dayAtOffset(
  items: readonly TimeframeItem[],
  offset: number,
  cellWidth: number,
): IsoDate {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last || !(cellWidth > 0)) throw new RangeError('No timeline to place a day on');
  if (offset < 0) {
    return addDaysIso(itemStart(first), Math.floor(offset / (cellWidth / itemDayCount(first))));
  }
  const total = items.length * cellWidth;
  if (offset >= total) {
    const dayWidth = cellWidth / itemDayCount(last);
    return addDaysIso(itemEnd(last), Math.floor((offset - total) / dayWidth) + 1);
  }
  const index = Math.floor(offset / cellWidth);
  const item = items[index] ?? last;
  const days = itemDayCount(item);
  const day = Math.min(days - 1, Math.floor(((offset - index * cellWidth) / cellWidth) * days));
  return addDaysIso(itemStart(item), day);
}

/**
 * The dates after moving by `days` (both ends) or moving one end by `days`. An end never passes
 * the other: a resize stops at a one-day bar.
 */
export function shiftDates(dates: EpicDates, mode: DragMode, days: number): EpicDates {
  const { start, end } = dates;
  switch (mode) {
    case 'move':
      return { start: addDaysIso(start, days), end: addDaysIso(end, days) };
    case 'start': {
      const next = addDaysIso(start, days);
      return { start: next > end ? end : next, end };
    }
    case 'end': {
      const next = addDaysIso(end, days);
      return { start, end: next < start ? start : next };
    }
  }
}

/** The dates while dragging: the days between the grabbed day and the day now under the pointer. */
export function draggedDates(
  dates: EpicDates,
  mode: DragMode,
  grabbedDay: IsoDate,
  pointerDay: IsoDate,
): EpicDates {
  return shiftDates(dates, mode, daysBetween(grabbedDay, pointerDay));
}

export function sameDates(a: EpicDates, b: EpicDates): boolean {
  return a.start === b.start && a.end === b.end;
}
