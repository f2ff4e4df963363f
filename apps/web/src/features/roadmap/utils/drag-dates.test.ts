import {
  TIMELINE_CELL_WIDTH as CELL,
  barGeometry,
  type MonthItem,
  type QuarterItem,
  type WeekItem,
} from '@cairn/timeline';
import { describe, expect, it } from 'vitest';
import { dayAtOffset, draggedDates, sameDates, shiftDates } from './drag-dates.ts';

const weeks: WeekItem[] = [
  { kind: 'week', date: '2026-11-01' },
  { kind: 'week', date: '2026-11-08' },
];
const months: MonthItem[] = [
  { kind: 'month', date: '2026-02-01' },
  { kind: 'month', date: '2026-03-01' },
];
const quarters: QuarterItem[] = [
  {
    kind: 'quarter',
    year: 2026,
    quarterSequence: 1,
    range: ['2026-01-01', '2026-02-01', '2026-03-01'],
  },
];

describe('dayAtOffset', () => {
  it('weeks: a cell is seven days, the day under the pointer wins', () => {
    const day = CELL / 7;
    expect(dayAtOffset(weeks, 0, CELL)).toBe('2026-11-01');
    expect(dayAtOffset(weeks, day - 0.1, CELL)).toBe('2026-11-01');
    expect(dayAtOffset(weeks, day, CELL)).toBe('2026-11-02');
    expect(dayAtOffset(weeks, CELL + 3.5 * day, CELL)).toBe('2026-11-11');
  });

  it('months: each month splits into its own number of days', () => {
    // February 2026 has 28 days, March 31: the same px offset is a different day count.
    expect(dayAtOffset(months, CELL / 2, CELL)).toBe('2026-02-15');
    expect(dayAtOffset(months, CELL + CELL / 2, CELL)).toBe('2026-03-16');
    expect(dayAtOffset(months, 2 * CELL - 0.01, CELL)).toBe('2026-03-31');
  });

  it('quarters: a cell holds the quarter’s 90 days', () => {
    expect(dayAtOffset(quarters, 0, CELL)).toBe('2026-01-01');
    expect(dayAtOffset(quarters, CELL - 0.01, CELL)).toBe('2026-03-31');
  });

  it('continues past either edge at the outer cells’ day width', () => {
    const day = CELL / 7;
    expect(dayAtOffset(weeks, -0.5, CELL)).toBe('2026-10-31');
    expect(dayAtOffset(weeks, -2 * day - 0.5, CELL)).toBe('2026-10-29');
    expect(dayAtOffset(weeks, 2 * CELL, CELL)).toBe('2026-11-15');
    expect(dayAtOffset(weeks, 2 * CELL + day, CELL)).toBe('2026-11-16');
  });

  it('is the inverse of the bar layout: a bar’s left edge is on its start day', () => {
    const { left, width } = barGeometry({
      startDate: '2026-02-10',
      endDate: '2026-03-20',
      items: months,
      preset: 'MONTHS',
      cellWidth: CELL,
    });
    expect(dayAtOffset(months, left + 0.01, CELL)).toBe('2026-02-10');
    expect(dayAtOffset(months, left + width - 0.01, CELL)).toBe('2026-03-20');
  });

  it('refuses an empty timeline', () => {
    expect(() => dayAtOffset([], 10, CELL)).toThrow(RangeError);
  });
});

describe('shiftDates', () => {
  const dates = { start: '2026-11-02', end: '2026-11-05' };

  it('moves both ends', () => {
    expect(shiftDates(dates, 'move', 7)).toEqual({ start: '2026-11-09', end: '2026-11-12' });
    expect(shiftDates(dates, 'move', -2)).toEqual({ start: '2026-10-31', end: '2026-11-03' });
  });

  it('resizes one end and stops at a one-day bar', () => {
    expect(shiftDates(dates, 'end', 3)).toEqual({ start: '2026-11-02', end: '2026-11-08' });
    expect(shiftDates(dates, 'end', -10)).toEqual({ start: '2026-11-02', end: '2026-11-02' });
    expect(shiftDates(dates, 'start', -1)).toEqual({ start: '2026-11-01', end: '2026-11-05' });
    expect(shiftDates(dates, 'start', 10)).toEqual({ start: '2026-11-05', end: '2026-11-05' });
  });
});

describe('draggedDates', () => {
  const dates = { start: '2026-02-10', end: '2026-02-20' };

  it('moves by the days between the grabbed day and the day under the pointer', () => {
    expect(draggedDates(dates, 'move', '2026-02-12', '2026-03-02')).toEqual({
      start: '2026-02-28',
      end: '2026-03-10',
    });
  });

  it('resizes the grabbed end', () => {
    expect(draggedDates(dates, 'end', '2026-02-20', '2026-02-25')).toEqual({
      start: '2026-02-10',
      end: '2026-02-25',
    });
    expect(draggedDates(dates, 'start', '2026-02-10', '2026-02-01')).toEqual({
      start: '2026-02-01',
      end: '2026-02-20',
    });
  });

  it('compares dates by value', () => {
    expect(sameDates(dates, { ...dates })).toBe(true);
    expect(sameDates(dates, { ...dates, end: '2026-02-21' })).toBe(false);
  });
});
