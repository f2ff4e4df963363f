// Display rules for bars that depend on their px width.
import type { PresetType } from './range-types.ts';

export type MilestoneSizeClass = 'minimum' | 'small' | '';

/** Quarters 'minimum' under 9 px and 'small' under 12 px; months 'small' under 12 px. */
export function milestoneSizeClass(widthPx: number, preset: PresetType): MilestoneSizeClass {
  if (preset === 'QUARTERS') {
    if (widthPx < 9) return 'minimum';
    if (widthPx < 12) return 'small';
    return '';
  }
  if (preset === 'MONTHS' && widthPx < 12) return 'small';
  return '';
}

/**
 * A bar too small to hold its title shows '...'. The rule: a bar at least
 * BAR_TITLE_MIN_WIDTH (40 px) wide shows its title (CSS ellipsis truncates a long one); a
 * narrower bar still shows a short title that fits whole by an estimate of
 * BAR_TITLE_CHAR_WIDTH px per character plus BAR_TITLE_PADDING px on each side; otherwise '...'.
 */
export const BAR_TITLE_MIN_WIDTH = 40;
export const BAR_TITLE_CHAR_WIDTH = 7;
export const BAR_TITLE_PADDING = 8;
export const BAR_TITLE_PLACEHOLDER = '...';

export function barTitleFits(widthPx: number, title: string): boolean {
  const estimatedTitleWidth = title.length * BAR_TITLE_CHAR_WIDTH + 2 * BAR_TITLE_PADDING;
  return widthPx >= Math.min(BAR_TITLE_MIN_WIDTH, estimatedTitleWidth);
}

/** The text the bar shows: its title, or '...' when the title does not fit. */
export function barTitleText(widthPx: number, title: string): string {
  return barTitleFits(widthPx, title) ? title : BAR_TITLE_PLACEHOLDER;
}
