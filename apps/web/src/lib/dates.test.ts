import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatTime } from './dates.ts';

describe('date formatting', () => {
  it('formats calendar dates without shifting them by time zone', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('2026-13-01')).toBeNull();
  });

  it('formats timestamps', () => {
    expect(formatTime('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatTime('nonsense')).toBeNull();
    expect(formatTime(undefined)).toBeNull();
  });

  it('describes ranges with missing ends', () => {
    expect(formatDateRange('2026-11-01', '2026-12-31')).toBe('Nov 1, 2026 – Dec 31, 2026');
    expect(formatDateRange(null, '2026-12-31')).toBe('No start date – Dec 31, 2026');
    expect(formatDateRange('2026-11-01', null)).toBe('Nov 1, 2026 – No due date');
    expect(formatDateRange(null, undefined)).toBe('No dates');
  });
});
