import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration.ts';

const H = 3600;

describe('parseDuration', () => {
  it('reads weeks, days, hours and minutes with 8-hour days and 5-day weeks', () => {
    expect(parseDuration('1w 2d 3h 4m')).toBe(5 * 8 * H + 2 * 8 * H + 3 * H + 4 * 60);
    expect(parseDuration('3h30m')).toBe(3.5 * H);
    expect(parseDuration('1h 30m')).toBe(1.5 * H);
    expect(parseDuration('90m')).toBe(1.5 * H);
    expect(parseDuration('1mo')).toBe(4 * 5 * 8 * H);
    expect(parseDuration('2 hours 15 minutes')).toBe(2.25 * H);
    expect(parseDuration('1.5h')).toBe(1.5 * H);
    expect(parseDuration('45s')).toBe(45);
  });

  it('reads a bare number as hours and a leading minus as a subtraction', () => {
    expect(parseDuration('3')).toBe(3 * H);
    expect(parseDuration('-1h')).toBe(-H);
    expect(parseDuration('- 30m')).toBe(-30 * 60);
  });

  it('uses the instance units', () => {
    expect(parseDuration('1w 1d', { hoursPerDay: 6, daysPerWeek: 4 })).toBe(4 * 6 * H + 6 * H);
  });

  it('refuses what is not a duration', () => {
    for (const text of ['', ' ', '-', 'abc', '1x', '3h foo', 'h', '1h-2m']) {
      expect(parseDuration(text), text).toBeNull();
    }
  });
});

describe('formatDuration', () => {
  it("writes GitLab's human string", () => {
    expect(formatDuration(5 * 8 * H + 2 * 8 * H + 3 * H + 4 * 60)).toBe('1w 2d 3h 4m');
    expect(formatDuration(3.5 * H)).toBe('3h 30m');
    expect(formatDuration(90 * 60)).toBe('1h 30m');
    expect(formatDuration(4 * 5 * 8 * H)).toBe('4w');
    expect(formatDuration(8 * H)).toBe('1d');
    expect(formatDuration(0)).toBe('0h');
    expect(formatDuration(-H)).toBe('-1h');
  });

  it('uses the instance units', () => {
    expect(formatDuration(8 * H, { hoursPerDay: 6, daysPerWeek: 4 })).toBe('1d 2h');
  });
});
