/** Whether a string holds C0 control characters (tabs, newlines, NUL...). */
export const hasControlCharacters = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Deeper input than this is never valid anyway; the search stops there. */
const MAX_INPUT_DEPTH = 64;

/**
 * Where the first string (value or key) holding a NUL character sits in request input:
 * `title`, `labels.1`, or '' for the input itself; null when there is none. PostgreSQL cannot
 * store NUL in text, so such input is refused up front.
 */
export function nulCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > MAX_INPUT_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulCharacterPath(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
