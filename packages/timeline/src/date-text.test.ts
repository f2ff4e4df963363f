import { describe, expect, it } from 'vitest';
import {
  epicTimeframeText,
  formatDisplayDate,
  milestoneDateRangeText,
  timeframeDateRangeText,
} from './date-text.ts';
import { day } from './test-helpers.ts';
import { getTimeframe } from './timeframe.ts';

describe('formatDisplayDate', () => {
  it('writes month, day and year', () => {
    expect(formatDisplayDate('2026-11-01')).toBe('Nov 1, 2026');
    expect(formatDisplayDate('2027-01-15')).toBe('Jan 15, 2027');
    expect(formatDisplayDate('2028-02-29')).toBe('Feb 29, 2028');
    expect(() => formatDisplayDate('2027-02-29')).toThrow(RangeError);
  });
});

describe('date range texts', () => {
  it('join both dates with a spaced en dash', () => {
    expect(epicTimeframeText('2026-11-01', '2027-01-15')).toBe('Nov 1, 2026 – Jan 15, 2027');
    expect(milestoneDateRangeText('2026-11-01', '2027-01-15')).toBe('Nov 1, 2026 – Jan 15, 2027');
  });

  it('name missing dates', () => {
    expect(milestoneDateRangeText(null, '2027-01-15')).toBe('No start date – Jan 15, 2027');
    expect(milestoneDateRangeText('2026-11-01', null)).toBe('Nov 1, 2026 – No end date');
    expect(milestoneDateRangeText(null, null)).toBe('No start and end date');
    expect(epicTimeframeText(undefined, '2027-01-15')).toBe('No start date – Jan 15, 2027');
    expect(epicTimeframeText('2026-11-01', undefined)).toBe('Nov 1, 2026 – No end date');
  });

  it('use the given formatter', () => {
    expect(milestoneDateRangeText('2026-11-01', null, (iso) => iso)).toBe(
      '2026-11-01 – No end date',
    );
  });

  it('describe the timeframe', () => {
    const items = getTimeframe({
      rangeType: 'CURRENT_QUARTER',
      presetType: 'WEEKS',
      today: day('2026-11-21'),
      firstDayOfWeek: 0,
    });
    expect(timeframeDateRangeText(items, 'WEEKS')).toBe('Sep 27, 2026 – Jan 2, 2027');
  });
});
