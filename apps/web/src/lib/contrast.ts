// Text must stay readable (WCAG AA, 4.5:1) whatever colour it sits on: label badges, avatars.
const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const LIGHT_TEXT = '#FFFFFF';
const DARK_TEXT = '#1F1E24';
export const MIN_TEXT_CONTRAST = 4.5;

function channels(color: string): [number, number, number] | null {
  if (!HEX_COLOR.test(color)) return null;
  let hex = color.slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
}

function luminance(color: string): number | null {
  const rgb = channels(color);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two '#rrggbb' colours, or null when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Pure black reads on every colour white fails on (one of the two always reaches 4.58:1). */
const BLACK_TEXT = '#000000';

/**
 * The given text colour when it reads well on the background; else light or dark text, whichever
 * reaches 4.5:1 (the dark one falling back to pure black on mid greys).
 */
export function readableTextColor(
  background: string,
  preferred: string | null | undefined,
): string {
  if (channels(background) === null) return preferred ?? LIGHT_TEXT;
  for (const candidate of [preferred, LIGHT_TEXT, DARK_TEXT, BLACK_TEXT]) {
    if (candidate && (contrastRatio(background, candidate) ?? 0) >= MIN_TEXT_CONTRAST) {
      return candidate;
    }
  }
  return BLACK_TEXT;
}
