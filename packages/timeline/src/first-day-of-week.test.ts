import { describe, expect, it } from 'vitest';
import { isFirstDayOfWeek, parseFirstDayOfWeek } from './first-day-of-week.ts';

describe('first day of week', () => {
  it('accepts 0..6 and falls back to 0', () => {
    for (const day of [0, 1, 2, 3, 4, 5, 6]) expect(isFirstDayOfWeek(day)).toBe(true);
    expect(isFirstDayOfWeek(7)).toBe(false);
    expect(isFirstDayOfWeek(1.5)).toBe(false);
    expect(parseFirstDayOfWeek(1)).toBe(1);
    expect(parseFirstDayOfWeek('6')).toBe(6);
    expect(parseFirstDayOfWeek('7')).toBe(0);
    expect(parseFirstDayOfWeek(-1)).toBe(0);
    expect(parseFirstDayOfWeek(undefined)).toBe(0);
  });
});
