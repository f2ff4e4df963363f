import { SECRET_PATTERNS, type SecretPattern } from './secret-patterns.ts';

export interface SecretMatch {
  /** The pattern's name as GitLab shows it ('GitLab personal access token', ...). */
  name: string;
  /** The matched text with its middle masked (see `maskSecret`). */
  masked: string;
}

// A token counts only as a whole word: not inside a longer run of token characters (so a
// shorter or longer lookalike does not match). `.` is not a token character, so a token at the
// end of a sentence still counts. Code blocks are not skipped: a token there leaks all the same.
const BEFORE = '(?<![0-9A-Za-z_-])';
const AFTER = '(?![0-9A-Za-z_-])';

const compiled = SECRET_PATTERNS.map((pattern: SecretPattern) => ({
  name: pattern.name,
  regex: new RegExp(
    `${BEFORE}(?:${pattern.source})${pattern.endsToken === false ? '' : AFTER}`,
    'g',
  ),
}));

const SHOWN_AT_START = 6;
const SHOWN_AT_END = 4;
const MAX_STARS = 20;

/**
 * The secret with its middle replaced by `*` (at most 20 of them): enough of the start to
 * recognise the kind of token and of the end to recognise which one, never the whole value.
 * Short matches keep only their first two characters.
 */
export function maskSecret(secret: string): string {
  if (secret.length <= SHOWN_AT_START + SHOWN_AT_END + 4) {
    return secret.slice(0, 2) + '*'.repeat(Math.min(secret.length - 2, MAX_STARS));
  }
  const hidden = secret.length - SHOWN_AT_START - SHOWN_AT_END;
  return (
    secret.slice(0, SHOWN_AT_START) +
    '*'.repeat(Math.min(hidden, MAX_STARS)) +
    secret.slice(secret.length - SHOWN_AT_END)
  );
}

/** Every distinct secret in `text`, in the order of the pattern list, then of appearance. */
export function detectSecrets(text: string): SecretMatch[] {
  const found: SecretMatch[] = [];
  const seen = new Set<string>();
  for (const { name, regex } of compiled) {
    for (const match of text.matchAll(regex)) {
      const key = `${name}\u0000${match[0]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ name, masked: maskSecret(match[0]) });
    }
  }
  return found;
}

export type SecretContentType = 'comment' | 'description';

/** The modal's wording, singular or plural as GitLab words it. */
export function secretWarningText(count: number, contentType: SecretContentType) {
  const plural = count > 1;
  return {
    title: plural ? 'Warning: Potential secrets detected' : 'Warning: Potential secret detected',
    body: plural
      ? `This ${contentType} appears to have the following secrets in it. Are you sure you want to add this ${contentType}?`
      : `This ${contentType} appears to have the following secret in it. Are you sure you want to add this ${contentType}?`,
    confirm: `Add ${contentType}`,
    edit: `Edit ${contentType}`,
  };
}
