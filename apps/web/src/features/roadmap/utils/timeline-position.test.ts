import { getTimeframe, type PresetType } from '@cairn/timeline';
import { describe, expect, it } from 'vitest';
import {
  centreOffset,
  pointAt,
  pointPosition,
  scrollLeftFor,
  zoomedPreset,
} from './timeline-position.ts';

const today = new Date(2026, 10, 27);
const frame = (presetType: PresetType) =>
  getTimeframe({ rangeType: 'THREE_YEARS', presetType, today, firstDayOfWeek: 0 });

describe('pointAt / pointPosition', () => {
  it('reads the day and the part of it under a px, and back', () => {
    const months = frame('MONTHS');
    // The first month cell is May 2025 (18 months back): 31 days over 180 px.
    expect(pointAt(months, 0)).toEqual({ day: '2025-05-01', fraction: 0 });
    const point = pointAt(months, 180 + 90);
    expect(point?.day).toBe('2025-06-16');
    expect(point?.fraction).toBeCloseTo(0, 6);
    expect(pointPosition(months, 'MONTHS', { day: '2025-06-16', fraction: 0.5 })).toBe(273);
  });

  it('clamps px outside the cells to the first and last day', () => {
    const weeks = frame('WEEKS');
    expect(pointAt(weeks, -50)?.day).toBe(pointAt(weeks, 0)?.day);
    const last = pointAt(weeks, 1e9);
    expect(last?.fraction).toBeLessThan(1);
    expect(pointAt([], 10)).toBeNull();
  });

  it('keeps a date where it was when the preset changes (the zoom anchor)', () => {
    const months = frame('MONTHS');
    const weeks = frame('WEEKS');
    const quarters = frame('QUARTERS');
    for (const px of [37, 2000, 4321.5]) {
      const point = pointAt(months, px);
      if (!point) throw new Error('no point');
      for (const [items, preset] of [
        [weeks, 'WEEKS'],
        [quarters, 'QUARTERS'],
      ] as const) {
        const moved = pointAt(items, pointPosition(items, preset, point));
        expect(moved?.day).toBe(point.day);
        expect(moved?.fraction).toBeCloseTo(point.fraction, 6);
      }
    }
  });

  it('puts today in the middle of the visible timeline', () => {
    const weeks = frame('WEEKS');
    const px = pointPosition(weeks, 'WEEKS', { day: '2026-11-27', fraction: 0.5 });
    const offset = centreOffset(1200, 320);
    expect(offset).toBe(440);
    const left = scrollLeftFor(px, offset);
    expect(pointAt(weeks, left + offset)?.day).toBe('2026-11-27');
    expect(scrollLeftFor(100, 440)).toBe(0);
    expect(centreOffset(200, 320)).toBe(0);
  });
});

describe('zoomedPreset', () => {
  it('steps through the presets the range offers, coarse to fine', () => {
    expect(zoomedPreset('THREE_YEARS', 'QUARTERS', 1)).toBe('MONTHS');
    expect(zoomedPreset('THREE_YEARS', 'MONTHS', 1)).toBe('WEEKS');
    expect(zoomedPreset('THREE_YEARS', 'WEEKS', 1)).toBeNull();
    expect(zoomedPreset('THREE_YEARS', 'WEEKS', -1)).toBe('MONTHS');
    expect(zoomedPreset('THREE_YEARS', 'QUARTERS', -1)).toBeNull();
    expect(zoomedPreset('CURRENT_YEAR', 'MONTHS', -1)).toBeNull();
    expect(zoomedPreset('CURRENT_QUARTER', 'WEEKS', 1)).toBeNull();
  });
});
