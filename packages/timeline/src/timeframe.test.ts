import { describe, expect, it } from 'vitest';
import { addDaysIso, daysBetween, isoDateParts, parseIsoDate } from './dates.ts';
import type { PresetType, RangeType } from './range-types.ts';
import { ALL_FIRST_DAYS, day } from './test-helpers.ts';
import { itemEnd, itemStart } from './timeframe-items.ts';
import {
  getTimeframe,
  rangeSpan,
  timeframeEnd,
  timeframeStart,
  timeframeToApiRange,
} from './timeframe.ts';

function dates(items: readonly { date: string }[]): string[] {
  return items.map((item) => item.date);
}

describe('current quarter', () => {
  it('spans the quarter holding today', () => {
    expect(rangeSpan('CURRENT_QUARTER', day('2026-11-21'))).toEqual({
      start: '2026-10-01',
      end: '2026-12-31',
    });
    expect(rangeSpan('CURRENT_QUARTER', day('2027-01-02'))).toEqual({
      start: '2027-01-01',
      end: '2027-03-31',
    });
    expect(rangeSpan('CURRENT_QUARTER', day('2028-02-29'))).toEqual({
      start: '2028-01-01',
      end: '2028-03-31',
    });
  });

  it('maps months 0-2, 3-5, 6-8 and 9-11 to Q1-Q4', () => {
    const expected = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4];
    expected.forEach((quarterSequence, monthIndex) => {
      const today = new Date(2026, monthIndex, 15);
      const [quarter, ...rest] = getTimeframe({
        rangeType: 'CURRENT_QUARTER',
        presetType: 'QUARTERS',
        today,
        firstDayOfWeek: 0,
      });
      expect(rest).toEqual([]);
      expect(quarter).toMatchObject({ kind: 'quarter', year: 2026, quarterSequence });
    });
  });

  it('lays the quarter out in the weeks covering it (Sunday weeks)', () => {
    const items = getTimeframe({
      rangeType: 'CURRENT_QUARTER',
      presetType: 'WEEKS',
      today: day('2026-11-21'),
      firstDayOfWeek: 0,
    });
    expect(items).toHaveLength(14);
    expect(items[0]).toEqual({ kind: 'week', date: '2026-09-27' });
    expect(items[13]).toEqual({ kind: 'week', date: '2026-12-27' });
    expect(timeframeToApiRange(items, 'WEEKS')).toEqual({ start: '2026-09-27', end: '2027-01-02' });
  });

  it('lays the quarter out in weeks for every first day of week', () => {
    for (const today of ['2026-02-10', '2026-05-31', '2026-08-01', '2026-11-21', '2028-02-29']) {
      const span = rangeSpan('CURRENT_QUARTER', day(today));
      for (const firstDayOfWeek of ALL_FIRST_DAYS) {
        const items = getTimeframe({
          rangeType: 'CURRENT_QUARTER',
          presetType: 'WEEKS',
          today: day(today),
          firstDayOfWeek,
        });
        const first = items[0]?.date ?? '';
        expect(parseIsoDate(first).getDay()).toBe(firstDayOfWeek);
        expect(daysBetween(first, span.start)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(first, span.start)).toBeLessThan(7);
        const end = timeframeEnd(items, 'WEEKS');
        expect(daysBetween(span.end, end)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(span.end, end)).toBeLessThan(7);
        items.forEach((item, index) => {
          expect(item.date).toBe(addDaysIso(first, 7 * index));
        });
      }
    }
  });

  it('starts on the quarter start when it is a week start, else the week start before it', () => {
    // 2027-04-01 is a Thursday and 2027 Q2 has 91 days: exactly 13 Thursday weeks.
    const q2 = getTimeframe({
      rangeType: 'CURRENT_QUARTER',
      presetType: 'WEEKS',
      today: day('2027-05-05'),
      firstDayOfWeek: 4,
    });
    expect(q2[0]?.date).toBe('2027-04-01');
    expect(q2).toHaveLength(13);
    expect(timeframeEnd(q2, 'WEEKS')).toBe('2027-06-30');
    const q1 = getTimeframe({
      rangeType: 'CURRENT_QUARTER',
      presetType: 'WEEKS',
      today: day('2027-01-02'),
      firstDayOfWeek: 1,
    });
    expect(q1[0]?.date).toBe('2026-12-28');
    expect(q1.at(-1)?.date).toBe('2027-03-29');
    expect(timeframeEnd(q1, 'WEEKS')).toBe('2027-04-04');
  });
});

describe('current year', () => {
  it('spans January to December in 12 months', () => {
    for (const [today, year] of [
      ['2026-11-21', 2026],
      ['2026-12-31', 2026],
      ['2027-01-02', 2027],
      ['2028-02-29', 2028],
    ] as const) {
      const items = getTimeframe({
        rangeType: 'CURRENT_YEAR',
        presetType: 'MONTHS',
        today: day(today),
        firstDayOfWeek: 0,
      });
      expect(dates(items)).toEqual(
        Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}-01`),
      );
      expect(timeframeToApiRange(items, 'MONTHS')).toEqual({
        start: `${year}-01-01`,
        end: `${year}-12-31`,
      });
    }
  });

  it('uses the local calendar date of today, whatever its time of day', () => {
    const lateOnNewYearsEve = new Date(2026, 11, 31, 23, 59, 59);
    const items = getTimeframe({
      rangeType: 'CURRENT_YEAR',
      presetType: 'MONTHS',
      today: lateOnNewYearsEve,
      firstDayOfWeek: 0,
    });
    expect(items[0]?.date).toBe('2026-01-01');
    const justAfter = new Date(2027, 0, 1, 0, 0, 1);
    expect(rangeSpan('CURRENT_YEAR', justAfter).start).toBe('2027-01-01');
  });

  it('covers the year in weeks for every first day of week', () => {
    for (const firstDayOfWeek of ALL_FIRST_DAYS) {
      const items = getTimeframe({
        rangeType: 'CURRENT_YEAR',
        presetType: 'WEEKS',
        today: day('2028-02-29'),
        firstDayOfWeek,
      });
      const start = timeframeStart(items, 'WEEKS');
      const end = timeframeEnd(items, 'WEEKS');
      expect(start <= '2028-01-01' && daysBetween(start, '2028-01-01') < 7).toBe(true);
      expect(end >= '2028-12-31' && daysBetween('2028-12-31', end) < 7).toBe(true);
      expect(items.length * 7).toBe(daysBetween(start, end) + 1);
    }
  });

  it('gives 53 Sunday weeks for 2026', () => {
    const items = getTimeframe({
      rangeType: 'CURRENT_YEAR',
      presetType: 'WEEKS',
      today: day('2026-12-31'),
      firstDayOfWeek: 0,
    });
    expect(items).toHaveLength(53);
    expect(timeframeToApiRange(items, 'WEEKS')).toEqual({ start: '2025-12-28', end: '2027-01-02' });
  });
});

describe('three years', () => {
  it('spans 18 months back and 18 forward: 36 months', () => {
    const cases = [
      ['2026-11-21', '2025-05-01', '2028-04-01'],
      ['2026-12-31', '2025-06-01', '2028-05-01'],
      ['2027-01-02', '2025-07-01', '2028-06-01'],
      ['2028-02-29', '2026-08-01', '2029-07-01'],
    ] as const;
    for (const [today, first, last] of cases) {
      const items = getTimeframe({
        rangeType: 'THREE_YEARS',
        presetType: 'MONTHS',
        today: day(today),
        firstDayOfWeek: 0,
      });
      expect(items).toHaveLength(36);
      expect(items[0]?.date).toBe(first);
      expect(items[35]?.date).toBe(last);
      expect(items[18]?.date).toBe(`${today.slice(0, 7)}-01`);
    }
  });

  it('uses the quarters covering the 36 months', () => {
    const items = getTimeframe({
      rangeType: 'THREE_YEARS',
      presetType: 'QUARTERS',
      today: day('2026-11-21'),
      firstDayOfWeek: 0,
    });
    // May 2025 .. April 2028 -> 2025 Q2 .. 2028 Q2.
    expect(items).toHaveLength(13);
    expect(items[0]).toEqual({
      kind: 'quarter',
      year: 2025,
      quarterSequence: 2,
      range: ['2025-04-01', '2025-05-01', '2025-06-01'],
    });
    expect(items[3]).toEqual({
      kind: 'quarter',
      year: 2026,
      quarterSequence: 1,
      range: ['2026-01-01', '2026-02-01', '2026-03-01'],
    });
    expect(items[12]).toMatchObject({ year: 2028, quarterSequence: 2 });
    expect(timeframeToApiRange(items, 'QUARTERS')).toEqual({
      start: '2025-04-01',
      end: '2028-06-30',
    });
  });

  it('aligns to quarters exactly when the span starts and ends on quarter edges', () => {
    // Today in July 2026: January 2025 .. December 2027, 12 quarters.
    const items = getTimeframe({
      rangeType: 'THREE_YEARS',
      presetType: 'QUARTERS',
      today: day('2026-07-04'),
      firstDayOfWeek: 0,
    });
    expect(items).toHaveLength(12);
    expect(timeframeToApiRange(items, 'QUARTERS')).toEqual({
      start: '2025-01-01',
      end: '2027-12-31',
    });
  });

  it('uses the weeks covering the 36 months for every first day of week', () => {
    for (const firstDayOfWeek of ALL_FIRST_DAYS) {
      const items = getTimeframe({
        rangeType: 'THREE_YEARS',
        presetType: 'WEEKS',
        today: day('2028-02-29'),
        firstDayOfWeek,
      });
      const { start, end } = timeframeToApiRange(items, 'WEEKS');
      expect(parseIsoDate(start).getDay()).toBe(firstDayOfWeek);
      expect(start <= '2026-08-01' && daysBetween(start, '2026-08-01') < 7).toBe(true);
      expect(end >= '2029-07-31' && daysBetween('2029-07-31', end) < 7).toBe(true);
    }
  });
});

describe('timeframe items', () => {
  it('are contiguous, in order and cover every day once, for all ranges and presets', () => {
    const ranges: RangeType[] = ['CURRENT_QUARTER', 'CURRENT_YEAR', 'THREE_YEARS'];
    const presets: PresetType[] = ['QUARTERS', 'MONTHS', 'WEEKS'];
    for (const today of ['2026-11-21', '2026-12-31', '2027-01-02', '2028-02-29']) {
      for (const rangeType of ranges) {
        for (const presetType of presets) {
          const items = getTimeframe({
            rangeType,
            presetType,
            today: day(today),
            firstDayOfWeek: 3,
          });
          items.forEach((item, index) => {
            const next = items[index + 1];
            if (next) expect(itemStart(next)).toBe(addDaysIso(itemEnd(item), 1));
          });
          const { start, end } = timeframeToApiRange(items, presetType);
          const span = rangeSpan(rangeType, day(today));
          expect(start <= span.start && end >= span.end).toBe(true);
        }
      }
    }
  });

  it('has month items on the first of the month and the leap day in February 2028', () => {
    const items = getTimeframe({
      rangeType: 'CURRENT_QUARTER',
      presetType: 'MONTHS',
      today: day('2028-02-29'),
      firstDayOfWeek: 0,
    });
    expect(dates(items)).toEqual(['2028-01-01', '2028-02-01', '2028-03-01']);
    const february = items[1];
    expect(february && itemEnd(february)).toBe('2028-02-29');
    expect(items.every((item) => isoDateParts(item.date).day === 1)).toBe(true);
  });

  it('does not change its inputs', () => {
    const today = new Date(2026, 10, 21, 15, 30);
    const before = today.getTime();
    const options = Object.freeze({
      rangeType: 'THREE_YEARS' as const,
      presetType: 'WEEKS' as const,
      today,
      firstDayOfWeek: 1 as const,
    });
    const items = getTimeframe(options);
    expect(today.getTime()).toBe(before);
    const frozen = Object.freeze(items.map((item) => Object.freeze(item)));
    expect(timeframeToApiRange(frozen, 'WEEKS').start).toBe('2025-04-28');
  });

  it('rejects a bad first day of week, an empty list and items of another preset', () => {
    expect(() =>
      getTimeframe({
        rangeType: 'CURRENT_YEAR',
        presetType: 'WEEKS',
        today: day('2026-11-21'),
        firstDayOfWeek: 7 as 0,
      }),
    ).toThrow(RangeError);
    expect(() => timeframeStart([], 'MONTHS')).toThrow(RangeError);
    const months = getTimeframe({
      rangeType: 'CURRENT_YEAR',
      presetType: 'MONTHS',
      today: day('2026-11-21'),
      firstDayOfWeek: 0,
    });
    expect(() => timeframeEnd(months, 'WEEKS')).toThrow(TypeError);
    expect(() => rangeSpan('NEXT_DECADE' as RangeType, day('2026-11-21'))).toThrow(RangeError);
    expect(() => rangeSpan('CURRENT_YEAR', new Date(Number.NaN))).toThrow(RangeError);
  });
});
