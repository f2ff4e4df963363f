import { describe, expect, it } from 'vitest';
import {
  PRESET_LABELS,
  RANGE_LABELS,
  defaultPresetForRange,
  parsePresetType,
  parseRangeType,
  presetAfterRangeChange,
  presetsForRange,
} from './range-types.ts';

describe('range types and presets', () => {
  it('offers the presets of each range, weeks only for the current quarter', () => {
    expect(presetsForRange('CURRENT_QUARTER')).toEqual(['WEEKS']);
    expect(presetsForRange('CURRENT_YEAR')).toEqual(['MONTHS', 'WEEKS']);
    expect(presetsForRange('THREE_YEARS')).toEqual(['QUARTERS', 'MONTHS', 'WEEKS']);
    expect(Object.isFrozen(presetsForRange('THREE_YEARS'))).toBe(true);
  });

  it('has a default preset per range', () => {
    expect(defaultPresetForRange('CURRENT_QUARTER')).toBe('WEEKS');
    expect(defaultPresetForRange('CURRENT_YEAR')).toBe('MONTHS');
    expect(defaultPresetForRange('THREE_YEARS')).toBe('QUARTERS');
  });

  it('labels ranges and presets', () => {
    expect(RANGE_LABELS).toEqual({
      CURRENT_QUARTER: 'This quarter',
      CURRENT_YEAR: 'This year',
      THREE_YEARS: 'Within 3 years',
    });
    expect(PRESET_LABELS).toEqual({ QUARTERS: 'By quarter', MONTHS: 'By month', WEEKS: 'By week' });
  });

  it('falls back to the current quarter for an invalid range', () => {
    expect(parseRangeType('THREE_YEARS')).toBe('THREE_YEARS');
    expect(parseRangeType('CURRENT_YEAR')).toBe('CURRENT_YEAR');
    for (const value of ['three_years', 'NEXT_YEAR', '', null, undefined, 3, {}, ['THREE_YEARS']]) {
      expect(parseRangeType(value)).toBe('CURRENT_QUARTER');
    }
  });

  it('falls back to the range default for a preset the range does not offer', () => {
    expect(parsePresetType('WEEKS', 'CURRENT_YEAR')).toBe('WEEKS');
    expect(parsePresetType('QUARTERS', 'CURRENT_YEAR')).toBe('MONTHS');
    expect(parsePresetType('MONTHS', 'CURRENT_QUARTER')).toBe('WEEKS');
    expect(parsePresetType('MONTHS', 'THREE_YEARS')).toBe('MONTHS');
    expect(parsePresetType('DAYS', 'THREE_YEARS')).toBe('QUARTERS');
    expect(parsePresetType(undefined, 'CURRENT_YEAR')).toBe('MONTHS');
  });

  it('resets the preset to the new default when the range changes, else keeps it', () => {
    expect(presetAfterRangeChange('CURRENT_YEAR', 'THREE_YEARS', 'WEEKS')).toBe('QUARTERS');
    expect(presetAfterRangeChange('THREE_YEARS', 'CURRENT_YEAR', 'WEEKS')).toBe('MONTHS');
    expect(presetAfterRangeChange('THREE_YEARS', 'CURRENT_QUARTER', 'MONTHS')).toBe('WEEKS');
    expect(presetAfterRangeChange('THREE_YEARS', 'THREE_YEARS', 'WEEKS')).toBe('WEEKS');
    expect(presetAfterRangeChange('CURRENT_YEAR', 'CURRENT_YEAR', 'WEEKS')).toBe('WEEKS');
    expect(presetAfterRangeChange('CURRENT_YEAR', 'CURRENT_YEAR', 'QUARTERS')).toBe('MONTHS');
  });
});
