import { describe, expect, it } from 'vitest';
import { parseIsoDate, resolveToday, toIsoDate } from './today.ts';

const realNow = () => new Date(2030, 4, 17, 15, 42);

describe('parseIsoDate', () => {
  it('reads a calendar date at local midnight', () => {
    const date = parseIsoDate('2026-11-21');
    expect(date && toIsoDate(date)).toBe('2026-11-21');
    expect(date?.getHours()).toBe(0);
  });

  it('rejects empty, malformed and impossible dates', () => {
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
    expect(parseIsoDate('2026-2-1')).toBeNull();
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
  });
});

describe('resolveToday', () => {
  it('prefers the window override, then the meta tag', () => {
    expect(
      toIsoDate(resolveToday({ override: '2026-01-02', meta: '2027-03-04', now: realNow })),
    ).toBe('2026-01-02');
    expect(toIsoDate(resolveToday({ override: null, meta: '2027-03-04', now: realNow }))).toBe(
      '2027-03-04',
    );
  });

  it('ignores invalid fixed values and falls back to the real local date at midnight', () => {
    const date = resolveToday({ override: 'soon', meta: '', now: realNow });
    expect(toIsoDate(date)).toBe('2030-05-17');
    expect(date.getHours()).toBe(0);
    expect(date.getMinutes()).toBe(0);
  });
});
