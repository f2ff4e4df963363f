import { describe, expect, it } from 'vitest';
import { assertItemsOfPreset } from './timeframe-items.ts';
import { getTimeframe } from './timeframe.ts';

const months = getTimeframe({
  presetType: 'MONTHS',
  rangeType: 'THREE_YEARS',
  today: new Date('2026-11-27'),
  firstDayOfWeek: 0,
});

describe('assertItemsOfPreset', () => {
  it('accepts a timeframe of its preset again once checked', () => {
    expect(() => assertItemsOfPreset(months, 'MONTHS')).not.toThrow();
    expect(() => assertItemsOfPreset(months, 'MONTHS')).not.toThrow();
  });

  it('still rejects a checked timeframe asked for as another preset', () => {
    assertItemsOfPreset(months, 'MONTHS');
    expect(() => assertItemsOfPreset(months, 'WEEKS')).toThrow(TypeError);
  });

  it('rejects an empty timeframe', () => {
    expect(() => assertItemsOfPreset([], 'MONTHS')).toThrow('The timeframe has no items');
  });
});
