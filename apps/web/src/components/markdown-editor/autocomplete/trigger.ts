// Which reference the user is typing at the caret: `@user`, `#issue`, `&epic`, `~label`,
// `%milestone`. A trigger counts at the start of the text or after whitespace or `(`, so
// `a@b.c` or `x#1` do not open suggestions.

export type TriggerChar = '@' | '#' | '&' | '~' | '%';

export interface Trigger {
  char: TriggerChar;
  /** What was typed after the trigger character. */
  query: string;
  /** Index of the trigger character in the text. */
  start: number;
}

const TRIGGERS = new Set<string>(['@', '#', '&', '~', '%']);
const MAX_QUERY = 50;

export function findTrigger(value: string, caret: number): Trigger | null {
  for (let i = caret - 1; i >= 0 && caret - i <= MAX_QUERY + 1; i -= 1) {
    const ch = value[i]!;
    if (/\s/.test(ch)) return null;
    if (!TRIGGERS.has(ch)) continue;
    const before = i === 0 ? '' : value[i - 1]!;
    if (before !== '' && !/[\s(]/.test(before)) return null;
    return { char: ch as TriggerChar, query: value.slice(i + 1, caret), start: i };
  }
  return null;
}

/** A name with spaces is quoted, as GitLab writes `~"two words"` and `%"two words"`. */
export const quotedName = (prefix: '~' | '%', name: string) =>
  /\s/.test(name) ? `${prefix}"${name}"` : `${prefix}${name}`;
