/** A label title split for display: `priority::high` is scoped (scope `priority`, value `high`). */
export interface LabelTitleParts {
  scoped: boolean;
  /** For scoped labels, everything before the last `::` (GitLab allows nested scopes). */
  scope: string;
  /** For scoped labels, the part after the last `::`; otherwise the whole title. */
  value: string;
}

export function splitLabelTitle(title: string): LabelTitleParts {
  const at = title.lastIndexOf('::');
  if (at <= 0 || at + 2 >= title.length) return { scoped: false, scope: '', value: title };
  return { scoped: true, scope: title.slice(0, at), value: title.slice(at + 2) };
}

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Readable text colour for a label background when the API gives none (GitLab's rule). */
export function labelTextColor(background: string): string {
  if (!HEX_COLOR.test(background)) return '#FFFFFF';
  let hex = background.slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const luminance = (0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0)) / 255;
  return luminance > 0.5 ? '#1F1E24' : '#FFFFFF';
}

const LIGHT_TEXT = '#FFFFFF';
const DARK_TEXT = '#1F1E24';
const BLACK_TEXT = '#000000';
/** WCAG AA for normal text. */
export const MIN_LABEL_TEXT_CONTRAST = 4.5;

function relativeLuminance(color: string): number | null {
  if (!HEX_COLOR.test(color)) return null;
  let hex = color.slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const [r = 0, g = 0, b = 0] = [0, 2, 4]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two hex colours, or null when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Label text that stays readable (4.5:1) on the label colour: the given text colour when it does,
 * else white, dark or black, whichever first does (one of white and black always does).
 */
export function readableLabelTextColor(background: string, preferred?: string | null): string {
  if (relativeLuminance(background) === null) return preferred ?? labelTextColor(background);
  for (const candidate of [preferred, LIGHT_TEXT, DARK_TEXT]) {
    if (candidate && (contrastRatio(background, candidate) ?? 0) >= MIN_LABEL_TEXT_CONTRAST) {
      return candidate;
    }
  }
  return BLACK_TEXT;
}
