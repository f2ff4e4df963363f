import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  addMonthsIso,
  daysBetween,
  daysInMonth,
  endOfMonthIso,
  formatIsoDate,
  isIsoDate,
  isLeapYear,
  parseIsoDate,
  startOfMonthIso,
  toIsoDate,
} from './dates.ts';

// Minutes that Date#getTimezoneOffset reports on 2026-01-15 in the zones the TZ loop uses.
const JANUARY_OFFSETS: Readonly<Record<string, number>> = {
  UTC: 0,
  'America/Los_Angeles': 480,
  'Asia/Kolkata': -330,
  'Pacific/Auckland': -780,
};

describe('the process time zone', () => {
  it('is the one TZ asks for, so the TZ test loop really varies it', () => {
    const expected = JANUARY_OFFSETS[process.env.TZ ?? ''];
    if (expected !== undefined) {
      expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(expected);
    }
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-11-21')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026-11-21T00:00:00Z')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate(20261121)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('leap years and month lengths', () => {
  it('follows the Gregorian rule', () => {
    expect([2024, 2028, 2000].map(isLeapYear)).toEqual([true, true, true]);
    expect([2026, 2027, 2100, 1900].map(isLeapYear)).toEqual([false, false, false, false]);
    expect(daysInMonth(2028, 1)).toBe(29);
    expect(daysInMonth(2027, 1)).toBe(28);
    expect(daysInMonth(2026, 0)).toBe(31);
    expect(daysInMonth(2026, 10)).toBe(30);
    expect(() => daysInMonth(2026, 12)).toThrow(RangeError);
  });
});

describe('parseIsoDate and toIsoDate', () => {
  it('round-trips every day from 2025 to 2029 in this time zone', () => {
    let iso = '2025-01-01';
    for (let i = 0; i < 5 * 366; i += 1) {
      const date = parseIsoDate(iso);
      // Midnight, or 01:00 on a day whose midnight a DST change skips (e.g. America/Santiago).
      expect(date.getHours()).toBeLessThanOrEqual(1);
      expect(toIsoDate(date)).toBe(iso);
      const next = addDaysIso(iso, 1);
      expect(daysBetween(iso, next)).toBe(1);
      expect(next > iso).toBe(true);
      iso = next;
    }
  });

  it('reads the local calendar date of any time of day', () => {
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59, 59, 999))).toBe('2026-12-31');
    expect(toIsoDate(new Date(2027, 0, 1, 0, 0, 0, 0))).toBe('2027-01-01');
  });

  it('keeps years below 100', () => {
    expect(toIsoDate(parseIsoDate('0050-03-01'))).toBe('0050-03-01');
  });

  it('rejects invalid input', () => {
    expect(() => parseIsoDate('2026-02-30')).toThrow(RangeError);
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatIsoDate(2026, 1, 29)).toThrow(RangeError);
    expect(() => formatIsoDate(2026, 0.5, 1)).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across daylight-saving changes and year ends', () => {
    expect(addDaysIso('2026-03-07', 2)).toBe('2026-03-09'); // US spring forward
    expect(addDaysIso('2026-10-31', 2)).toBe('2026-11-02'); // US fall back
    expect(addDaysIso('2026-04-04', 2)).toBe('2026-04-06'); // NZ fall back
    expect(addDaysIso('2026-09-26', 2)).toBe('2026-09-28'); // NZ spring forward
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-01', '2026-11-01')).toBe(31);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
  });

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsIso('2026-11-01', -18)).toBe('2025-05-01');
    expect(addMonthsIso('2026-11-01', 14)).toBe('2028-01-01');
  });

  it('finds month starts and ends', () => {
    expect(startOfMonthIso('2028-02-29')).toBe('2028-02-01');
    expect(endOfMonthIso('2028-02-01')).toBe('2028-02-29');
    expect(endOfMonthIso('2027-02-14')).toBe('2027-02-28');
    expect(endOfMonthIso('2026-12-05')).toBe('2026-12-31');
  });
});
