import { describe, expect, it } from 'vitest';
import {
  barGeometry,
  clipToTimeframe,
  datePosition,
  isEpicDisplayable,
  milestoneVisible,
  timelineWidth,
} from './bar-geometry.ts';
import { addDaysIso } from './dates.ts';
import type { FirstDayOfWeek } from './first-day-of-week.ts';
import type { PresetType, RangeType } from './range-types.ts';
import { ALL_FIRST_DAYS, day } from './test-helpers.ts';
import type { TimeframeItem } from './timeframe-items.ts';
import { getTimeframe, timeframeEnd, timeframeStart } from './timeframe.ts';

const CELL = 180;

function timeframe(
  rangeType: RangeType,
  presetType: PresetType,
  today: string,
  firstDayOfWeek: FirstDayOfWeek = 0,
): TimeframeItem[] {
  return getTimeframe({ rangeType, presetType, today: day(today), firstDayOfWeek });
}

function bar(
  items: readonly TimeframeItem[],
  preset: PresetType,
  startDate: string | null,
  endDate: string | null,
) {
  return barGeometry({ startDate, endDate, items, preset, cellWidth: CELL });
}

describe('month scale', () => {
  const items = timeframe('CURRENT_YEAR', 'MONTHS', '2026-11-21');

  it('positions by day within the month, end day included', () => {
    expect(bar(items, 'MONTHS', '2026-11-01', '2026-11-30')).toMatchObject({
      left: 1800,
      width: 180,
      visible: true,
    });
    const oneDay = bar(items, 'MONTHS', '2026-11-16', '2026-11-16');
    expect(oneDay.left).toBeCloseTo(1800 + (15 / 30) * 180);
    expect(oneDay.width).toBeCloseTo(180 / 30);
    const acrossMonths = bar(items, 'MONTHS', '2026-01-17', '2026-02-14');
    expect(acrossMonths.left).toBeCloseTo((16 / 31) * 180);
    expect(acrossMonths.left + acrossMonths.width).toBeCloseTo(180 + (14 / 28) * 180);
  });

  it('clips a start before the timeframe and marks it out of range', () => {
    expect(bar(items, 'MONTHS', '2025-12-01', '2026-02-14')).toEqual({
      clippedStart: '2026-01-01',
      clippedEnd: '2026-02-14',
      startUndefined: false,
      endUndefined: false,
      startOutOfRange: true,
      endOutOfRange: false,
      left: 0,
      width: 270,
      visible: true,
    });
  });

  it('clips an end after the timeframe and marks it out of range', () => {
    const geometry = bar(items, 'MONTHS', '2026-12-15', '2027-03-01');
    expect(geometry).toMatchObject({
      clippedStart: '2026-12-15',
      clippedEnd: '2026-12-31',
      startOutOfRange: false,
      endOutOfRange: true,
    });
    expect(geometry.left).toBeCloseTo(11 * 180 + (14 / 31) * 180);
    expect(geometry.left + geometry.width).toBeCloseTo(12 * 180);
  });

  it('treats missing dates as the timeframe start and end, not as out of range', () => {
    expect(bar(items, 'MONTHS', null, null)).toEqual({
      clippedStart: '2026-01-01',
      clippedEnd: '2026-12-31',
      startUndefined: true,
      endUndefined: true,
      startOutOfRange: false,
      endOutOfRange: false,
      left: 0,
      width: 12 * 180,
      visible: true,
    });
    expect(bar(items, 'MONTHS', null, '2026-01-31')).toMatchObject({
      left: 0,
      width: 180,
      startUndefined: true,
      endUndefined: false,
    });
    expect(
      barGeometry({
        startDate: '2026-12-01',
        endDate: undefined,
        items,
        preset: 'MONTHS',
        cellWidth: 100,
      }),
    ).toMatchObject({ left: 1100, width: 100, endUndefined: true, endOutOfRange: false });
  });

  it('clips both ends of a bar wider than the timeframe', () => {
    expect(bar(items, 'MONTHS', '2020-01-01', '2030-01-01')).toMatchObject({
      left: 0,
      width: 2160,
      startOutOfRange: true,
      endOutOfRange: true,
    });
  });

  it('gives the leap day its own 1/29 of February 2028', () => {
    const leapYear = timeframe('CURRENT_YEAR', 'MONTHS', '2028-02-29');
    const leapDay = bar(leapYear, 'MONTHS', '2028-02-29', '2028-02-29');
    expect(leapDay.left).toBeCloseTo(180 + (28 / 29) * 180);
    expect(leapDay.width).toBeCloseTo(180 / 29);
    expect(bar(leapYear, 'MONTHS', '2028-02-01', '2028-02-29').width).toBeCloseTo(180);
  });
});

describe('week scale', () => {
  it('splits a cell into 7 days', () => {
    const items = timeframe('CURRENT_QUARTER', 'WEEKS', '2026-11-21');
    const firstWeek = bar(items, 'WEEKS', '2026-09-30', '2026-10-03');
    expect(firstWeek.left).toBeCloseTo((3 / 7) * 180);
    expect(firstWeek.width).toBeCloseTo((4 / 7) * 180);
    const today = bar(items, 'WEEKS', '2026-11-21', '2026-11-21');
    expect(today.left).toBeCloseTo((7 + 6 / 7) * 180);
    expect(today.width).toBeCloseTo(180 / 7);
  });

  it('clips to the week-aligned timeframe, not the quarter', () => {
    const items = timeframe('CURRENT_QUARTER', 'WEEKS', '2026-11-21');
    expect(bar(items, 'WEEKS', '2026-09-28', '2027-01-10')).toMatchObject({
      clippedStart: '2026-09-28',
      clippedEnd: '2027-01-02',
      startOutOfRange: false,
      endOutOfRange: true,
      width: 14 * 180 - 180 / 7,
    });
  });

  it('places a week-long bar in exactly one cell for every first day of week', () => {
    for (const firstDayOfWeek of ALL_FIRST_DAYS) {
      const items = timeframe('CURRENT_YEAR', 'WEEKS', '2027-01-02', firstDayOfWeek);
      const third = items[2]!;
      const start = timeframeStart([third], 'WEEKS');
      const geometry = bar(items, 'WEEKS', start, addDaysIso(start, 6));
      expect(geometry.left).toBeCloseTo(2 * 180);
      expect(geometry.width).toBeCloseTo(180);
    }
  });
});

describe('quarter scale', () => {
  const items = timeframe('THREE_YEARS', 'QUARTERS', '2026-11-21');

  it('lays bars out by day within the quarter', () => {
    expect(bar(items, 'QUARTERS', '2026-10-01', '2026-12-31')).toMatchObject({
      left: 6 * 180,
      width: 180,
    });
    const midQuarter = bar(items, 'QUARTERS', '2026-11-15', '2026-12-31');
    expect(midQuarter.left).toBeCloseTo((6 + 45 / 92) * 180);
    expect(midQuarter.width).toBeCloseTo((47 / 92) * 180);
    const leapDay = bar(items, 'QUARTERS', '2028-02-29', '2028-02-29');
    expect(leapDay.left).toBeCloseTo((11 + 59 / 91) * 180);
    expect(leapDay.width).toBeCloseTo(180 / 91);
  });

  it('marks the out-of-range ends of a long epic', () => {
    expect(bar(items, 'QUARTERS', '2024-06-01', '2029-01-01')).toMatchObject({
      clippedStart: '2025-04-01',
      clippedEnd: '2028-06-30',
      startOutOfRange: true,
      endOutOfRange: true,
      left: 0,
      width: 13 * 180,
    });
  });
});

describe('bars on every scale', () => {
  it('touch without gap or overlap when one ends the day before the next starts', () => {
    const cases: [RangeType, PresetType][] = [
      ['THREE_YEARS', 'QUARTERS'],
      ['THREE_YEARS', 'MONTHS'],
      ['THREE_YEARS', 'WEEKS'],
    ];
    for (const [rangeType, preset] of cases) {
      const items = timeframe(rangeType, preset, '2028-02-29', 2);
      const start = timeframeStart(items, preset);
      const end = timeframeEnd(items, preset);
      let previousRight = 0;
      for (let date = start; date <= end; date = addDaysIso(date, 13)) {
        const last = addDaysIso(date, 12) <= end ? addDaysIso(date, 12) : end;
        const geometry = bar(items, preset, date, last);
        expect(geometry.left).toBeCloseTo(previousRight, 6);
        expect(geometry.width).toBeGreaterThan(0);
        previousRight = geometry.left + geometry.width;
      }
      expect(previousRight).toBeCloseTo(timelineWidth(items, CELL), 6);
    }
  });
});

describe('bars outside the timeframe and invalid ranges', () => {
  const items = timeframe('CURRENT_YEAR', 'MONTHS', '2026-11-21');

  it('draws nothing for a range entirely after or before the timeframe', () => {
    const after = bar(items, 'MONTHS', '2027-02-01', '2027-03-01');
    expect(after).toMatchObject({ visible: false, width: 0, endOutOfRange: true });
    const before = bar(items, 'MONTHS', '2025-01-01', '2025-06-30');
    expect(before).toMatchObject({ visible: false, width: 0, startOutOfRange: true });
  });

  it('keeps epics whose start is not after their end', () => {
    expect(isEpicDisplayable('2026-05-01', '2026-05-10')).toBe(true);
    expect(isEpicDisplayable('2026-05-01', '2026-05-01')).toBe(true);
    expect(isEpicDisplayable(null, '2026-05-10')).toBe(true);
    expect(isEpicDisplayable('2026-05-10', undefined)).toBe(true);
    expect(isEpicDisplayable(null, null)).toBe(true);
    expect(isEpicDisplayable('2026-05-10', '2026-05-01')).toBe(false);
    expect(isEpicDisplayable('2027-01-01', '2026-12-31')).toBe(false);
  });

  it('drops milestones whose clipped start is after the clipped end', () => {
    const visible = (startDate: string | null, endDate: string | null) =>
      milestoneVisible({ startDate, endDate, items, preset: 'MONTHS' });
    expect(visible('2026-05-01', '2026-05-10')).toBe(true);
    expect(visible('2025-05-01', '2026-01-01')).toBe(true);
    expect(visible('2026-12-31', '2027-05-01')).toBe(true);
    expect(visible(null, null)).toBe(true);
    expect(visible(null, '2025-12-31')).toBe(false);
    expect(visible('2027-01-01', null)).toBe(false);
    expect(visible('2025-01-01', '2025-12-31')).toBe(false);
    expect(visible('2026-05-10', '2026-05-01')).toBe(false);
    expect(bar(items, 'MONTHS', '2026-05-10', '2026-05-01')).toMatchObject({
      visible: false,
      width: 0,
    });
  });

  it('reports clipped dates without a width', () => {
    expect(
      clipToTimeframe({ startDate: '2025-06-01', endDate: null, items, preset: 'MONTHS' }),
    ).toEqual({
      clippedStart: '2026-01-01',
      clippedEnd: '2026-12-31',
      startUndefined: false,
      endUndefined: true,
      startOutOfRange: true,
      endOutOfRange: false,
    });
  });

  it('clamps positions of days outside the timeframe', () => {
    expect(datePosition(items, 'MONTHS', '2025-06-01', 'start', CELL)).toBe(0);
    expect(datePosition(items, 'MONTHS', '2027-06-01', 'end', CELL)).toBe(2160);
    expect(datePosition(items, 'MONTHS', '2026-12-31', 'end', CELL)).toBe(2160);
  });

  it('rejects a bad cell width, malformed dates and items of another preset', () => {
    expect(() =>
      barGeometry({ startDate: null, endDate: null, items, preset: 'MONTHS', cellWidth: -1 }),
    ).toThrow(RangeError);
    expect(() =>
      barGeometry({
        startDate: null,
        endDate: null,
        items,
        preset: 'MONTHS',
        cellWidth: Number.NaN,
      }),
    ).toThrow(RangeError);
    expect(() => bar(items, 'MONTHS', '2026-02-30', null)).toThrow(RangeError);
    expect(() => bar(items, 'MONTHS', '2026-11-21T10:00:00Z', null)).toThrow(RangeError);
    expect(() => bar(items, 'WEEKS', null, null)).toThrow(TypeError);
    expect(() => isEpicDisplayable('soon', null)).toThrow(RangeError);
  });

  it('does not change its inputs', () => {
    const frozenItems = Object.freeze(items.map((item) => Object.freeze({ ...item })));
    const input = Object.freeze({
      startDate: '2026-03-03',
      endDate: '2027-04-04',
      items: frozenItems,
      preset: 'MONTHS' as const,
      cellWidth: CELL,
    });
    expect(barGeometry(input).endOutOfRange).toBe(true);
    expect(input.startDate).toBe('2026-03-03');
  });
});
