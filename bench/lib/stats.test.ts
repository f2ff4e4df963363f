import { describe, expect, it } from 'vitest';
import {
  fmtBytes,
  fmtMs,
  fmtRate,
  fmtRatio,
  loadWindowSeconds,
  percentile,
  ratio,
  summarize,
} from './stats.ts';

describe('percentile', () => {
  it('uses the nearest rank on unsorted samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 99)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
  });
  it('is NaN without samples and does not reorder its input', () => {
    expect(percentile([], 50)).toBeNaN();
    const input = [3, 1, 2];
    percentile(input, 50);
    expect(input).toEqual([3, 1, 2]);
  });
});

describe('summarize', () => {
  it('reports count, mean and tail percentiles', () => {
    const s = summarize(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(s).toEqual({ count: 100, mean: 50.5, p50: 50, p95: 95, p99: 99, max: 100 });
  });
});

describe('ratio', () => {
  it('divides, and is NaN when a side is missing or the divisor is zero', () => {
    expect(ratio(30, 10)).toBe(3);
    expect(ratio(undefined, 10)).toBeNaN();
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(Number.NaN, 2)).toBeNaN();
  });
});

describe('formats', () => {
  it('prints milliseconds with precision that fits the size', () => {
    expect(fmtMs(1.234)).toBe('1.23 ms');
    expect(fmtMs(12.34)).toBe('12.3 ms');
    expect(fmtMs(123.4)).toBe('123 ms');
    expect(fmtMs(12_345)).toBe('12.3 s');
    expect(fmtMs(Number.NaN)).toBe('—');
  });
  it('prints rates, ratios and sizes', () => {
    expect(fmtRate(1234.4)).toBe('1,234/s');
    expect(fmtRate(12.34)).toBe('12.3/s');
    expect(fmtRatio(1.5)).toBe('1.50×');
    expect(fmtRatio(42.4)).toBe('42×');
    expect(fmtBytes(512)).toBe('512 B');
    expect(fmtBytes(300 * 1024)).toBe('300.0 kB');
    expect(fmtBytes(5 * 1024 ** 2)).toBe('5.0 MB');
    expect(fmtBytes(3 * 1024 ** 3)).toBe('3.00 GB');
  });
});

describe('loadWindowSeconds', () => {
  it('keeps the configured window for fast requests and stretches it for slow ones', () => {
    expect(loadWindowSeconds(10, 5)).toBe(10);
    expect(loadWindowSeconds(1, 250)).toBe(3);
    expect(loadWindowSeconds(1, 2000, 5)).toBe(10);
    expect(loadWindowSeconds(2, Number.NaN)).toBe(2);
    expect(loadWindowSeconds(2, 250, 10, 32)).toBe(11);
  });
});
