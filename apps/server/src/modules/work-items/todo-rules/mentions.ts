import { findReferences } from '#server/modules/markdown/references.ts';

/** Code spans and fenced or indented code blocks: `@name` there is not a mention. */
const CODE =
  /```[\s\S]*?(?:```|(?![\s\S]))|~~~[\s\S]*?(?:~~~|(?![\s\S]))|`[^`\n]*`|^(?: {4}|\t).*$/gm;

/**
 * The usernames a Markdown text mentions (`@alice`), lower-cased and de-duplicated, in order of
 * first mention; code is skipped, as GitLab does.
 */
export function mentionedUsernames(text: string): string[] {
  const names = findReferences(text.replace(CODE, ' '))
    .map((m) => m.candidates[0]?.lookup)
    .flatMap((l) => (l?.kind === 'user' ? [l.name.toLowerCase()] : []));
  return [...new Set(names)];
}

/** Mentions in `text` that `previous` did not have: editing a text only notifies the newcomers. */
export const newMentions = (text: string, previous = '') => {
  const before = new Set(mentionedUsernames(previous));
  return mentionedUsernames(text).filter((n) => !before.has(n));
};
