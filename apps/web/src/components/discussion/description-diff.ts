import { diffComm } from 'node-diff3';

export interface DiffPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

/** Words and the whitespace between them, so that a diff keeps the text's spacing. */
const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/** A word diff of two descriptions ('Compare with previous version'). */
export function describeChange(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  const push = (text: string, kind: DiffPart['kind']) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ text, kind });
  };
  for (const chunk of diffComm(tokens(before), tokens(after))) {
    if (chunk.common) push(chunk.common.join(''), 'same');
    else {
      push((chunk.buffer1 ?? []).join(''), 'removed');
      push((chunk.buffer2 ?? []).join(''), 'added');
    }
  }
  return parts;
}

/**
 * GitLab's inline diff markup of title notes (`{-removed-}`, `{+added+}`) as <del>/<ins>. The
 * HTML is the server's sanitised rendering; the marked text inside is already escaped.
 */
export function markInlineDiff(html: string): string {
  return html.replace(/\{\+(.*?)\+\}/g, '<ins>$1</ins>').replace(/\{-(.*?)-\}/g, '<del>$1</del>');
}
