// The one colour module of Cairn, shared by the server (label `text_color`, Markdown `~label`
// pills, avatars) and the web app (label badges, roadmap bars). colord parses colours (hex and
// CSS names); the two text-colour rules below are the only formulas in the code base.
import { colord, extend, type RgbaColor } from 'colord';
import namesPlugin from 'colord/plugins/names';

extend([namesPlugin]);

/** Text colours GitLab puts on coloured backgrounds. */
export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = '#1F1E24';
/** Pure black reads on every colour white fails on (one of the two always reaches 4.58:1). */
export const BLACK_TEXT = '#000000';
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX6 = /^#[0-9a-fA-F]{6}$/;
const HEX3 = /^#[0-9a-fA-F]{3}$/;
const NAME = /^[a-zA-Z]+$/;

/**
 * A colour as stored (#RRGGBB): six-digit hex as given (case kept), three-digit hex expanded,
 * CSS colour names (case-insensitive) converted. Anything else (rgb(), hsl(), `transparent`,
 * hex without `#`) is null, as GitLab's "Color must be a valid color code".
 */
export function normalizeColor(input: string): string | null {
  const value = input.trim();
  if (HEX6.test(value)) return value;
  if (HEX3.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  if (!NAME.test(value)) return null;
  const named = colord(value.toLowerCase());
  return named.isValid() && named.alpha() === 1 ? named.toHex() : null;
}

/** Red, green and blue (0..255) of a #RGB or #RRGGBB colour; null for anything else. */
function hexChannels(color: string): RgbaColor | null {
  return HEX6.test(color) || HEX3.test(color) ? colord(color).toRgb() : null;
}

/**
 * The label text colour the API returns (`text_color`, GraphQL `textColor`) and Markdown
 * `~label` pills carry: near-black on light colours (perceived YIQ brightness 150 and up), white
 * on the rest; CSS names are read as their colour; unreadable input gets dark text. Matches
 * GitLab on its palette (white on #428bca and #1068bf).
 */
export function labelTextColor(background: string): string {
  const hex = normalizeColor(background);
  const rgb = hex === null ? null : hexChannels(hex);
  if (!rgb) return DARK_TEXT;
  return (299 * rgb.r + 587 * rgb.g + 114 * rgb.b) / 1000 >= 150 ? DARK_TEXT : LIGHT_TEXT;
}

/** WCAG 2 relative luminance of a hex colour (unrounded: colord's a11y plugin rounds to 0.01). */
function relativeLuminance(color: string): number | null {
  const rgb = hexChannels(color);
  if (!rgb) return null;
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgb.r) + 0.7152 * lin(rgb.g) + 0.0722 * lin(rgb.b);
}

/** The WCAG contrast ratio of two hex colours, or null when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Text that stays readable (4.5:1) on a hex background: the preferred colour (usually the API's
 * `text_color`) when it does, else white, dark or black, whichever first does. On a background
 * that is not hex, the preferred colour, or white.
 */
export function readableTextColor(background: string, preferred?: string | null): string {
  if (relativeLuminance(background) === null) return preferred ?? LIGHT_TEXT;
  for (const candidate of [preferred, LIGHT_TEXT, DARK_TEXT]) {
    if (candidate && (contrastRatio(background, candidate) ?? 0) >= MIN_TEXT_CONTRAST) {
      return candidate;
    }
  }
  return BLACK_TEXT;
}
