// Date range types and layout presets (range-types.test.ts).

export const RANGE_TYPES = ['CURRENT_QUARTER', 'CURRENT_YEAR', 'THREE_YEARS'] as const;
export type RangeType = (typeof RANGE_TYPES)[number];

export const PRESET_TYPES = ['QUARTERS', 'MONTHS', 'WEEKS'] as const;
export type PresetType = (typeof PRESET_TYPES)[number];

/** An invalid range falls back to the current quarter. */
export const DEFAULT_RANGE_TYPE: RangeType = 'CURRENT_QUARTER';

export const RANGE_LABELS: Readonly<Record<RangeType, string>> = {
  CURRENT_QUARTER: 'This quarter',
  CURRENT_YEAR: 'This year',
  THREE_YEARS: 'Within 3 years',
};

export const PRESET_LABELS: Readonly<Record<PresetType, string>> = {
  QUARTERS: 'By quarter',
  MONTHS: 'By month',
  WEEKS: 'By week',
};

// "This quarter" could mean no preset choice at all, or weeks only. We take the "weeks only"
// reading: the drawer offers the single WEEKS preset (already selected), which
// yields the same timeline as "no choice" while keeping the preset radio consistent for every range.
const PRESETS_BY_RANGE: Readonly<Record<RangeType, readonly PresetType[]>> = {
  CURRENT_QUARTER: Object.freeze(['WEEKS'] as const),
  CURRENT_YEAR: Object.freeze(['MONTHS', 'WEEKS'] as const),
  THREE_YEARS: Object.freeze(['QUARTERS', 'MONTHS', 'WEEKS'] as const),
};

const DEFAULT_PRESET_BY_RANGE: Readonly<Record<RangeType, PresetType>> = {
  CURRENT_QUARTER: 'WEEKS',
  CURRENT_YEAR: 'MONTHS',
  THREE_YEARS: 'QUARTERS',
};

export function isRangeType(value: unknown): value is RangeType {
  return typeof value === 'string' && (RANGE_TYPES as readonly string[]).includes(value);
}

export function isPresetType(value: unknown): value is PresetType {
  return typeof value === 'string' && (PRESET_TYPES as readonly string[]).includes(value);
}

/** The presets the settings drawer offers for a range, in display order (a frozen array). */
export function presetsForRange(range: RangeType): readonly PresetType[] {
  return PRESETS_BY_RANGE[range];
}

export function defaultPresetForRange(range: RangeType): PresetType {
  return DEFAULT_PRESET_BY_RANGE[range];
}

/** Reads a range type from page data or the URL; anything invalid gives CURRENT_QUARTER. */
export function parseRangeType(value: unknown): RangeType {
  return isRangeType(value) ? value : DEFAULT_RANGE_TYPE;
}

/** Reads a preset; one that the range does not offer gives the range's default preset. */
export function parsePresetType(value: unknown, range: RangeType): PresetType {
  return isPresetType(value) && presetsForRange(range).includes(value)
    ? value
    : defaultPresetForRange(range);
}

/**
 * The preset after the date-range dropdown closes: reset to the new range's default when the
 * range changed; otherwise keep the current preset (falling back to the default only if the
 * current preset is not offered for the range, which a consistent state never has).
 */
export function presetAfterRangeChange(
  prevRange: RangeType,
  nextRange: RangeType,
  currentPreset: PresetType,
): PresetType {
  if (prevRange !== nextRange) return defaultPresetForRange(nextRange);
  return parsePresetType(currentPreset, nextRange);
}
