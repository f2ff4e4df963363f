import { CSS_COLOR_NAMES } from './css-color-names.ts';

/** GitLab's default label colour. */
export const DEFAULT_LABEL_COLOR = '#6699cc';

/** Text colours GitLab puts on coloured backgrounds. */
export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = '#1F1E24';

/**
 * A colour as stored (#RRGGBB): six-digit hex as given, three-digit hex expanded, CSS colour
 * names (case-insensitive) converted. Anything else is null ("Color must be a valid color code").
 */
export function normalizeColor(input: string): string | null {
  const value = input.trim();
  if (/^#[0-9a-fA-F]{6}$/.test(value)) return value;
  if (/^#[0-9a-fA-F]{3}$/.test(value)) {
    return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  }
  return CSS_COLOR_NAMES.get(value.toLowerCase()) ?? null;
}

/** Perceived brightness (YIQ, 0..255) of #RRGGBB. */
function brightness(hex: string): number {
  const c = (offset: number) => parseInt(hex.slice(offset, offset + 2), 16);
  return (299 * c(1) + 587 * c(3) + 114 * c(5)) / 1000;
}

/**
 * The readable text colour on a background: near-black on light colours (perceived brightness
 * 150 and up), white on the rest. Matches GitLab on its palette (white on #428bca, #1068bf).
 */
export function textColorFor(background: string): string {
  const hex = normalizeColor(background);
  if (!hex) return DARK_TEXT;
  return brightness(hex) >= 150 ? DARK_TEXT : LIGHT_TEXT;
}
