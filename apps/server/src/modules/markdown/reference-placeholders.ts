// Stored rendering keeps references as placeholders: what a reference links to (and whether it
// links at all) depends on the viewer's rights and on the target's current title and state, so
// it is decided per read, in one batch per kind, exactly as a fresh render would decide it.
import { visit, SKIP } from 'unist-util-visit';
import type { PhrasingContent, Root } from 'mdast';
import {
  escapedIndices,
  findReferences,
  MAX_LINKED_REFERENCES,
  SKIPPED_TYPES,
  type Candidate,
  type ReferenceMatch,
} from './references.ts';
import type { TaskCompletionStatus } from './task-list.ts';

/**
 * One distinct reference: the text it covers (longest candidate) and its readings. The same text
 * always has the same readings, so a document of 37,500 references to five targets stores five
 * (reference-heavy.integration-test.ts) and each is linked once per read, whatever the number of occurrences.
 */
export interface StoredReference {
  text: string;
  candidates: Candidate[];
}

/**
 * Rendered HTML with each reference replaced by `${marker}${index}\uE001`, `index` naming its
 * entry in `references`. The marker is random per render, so an author cannot type a
 * placeholder into their own text. `tasks`: the task list items of the source (same parse).
 */
export interface RenderedTemplate {
  html: string;
  marker: string;
  references: StoredReference[];
  tasks: TaskCompletionStatus;
}

export const PLACEHOLDER_END = '\uE001';

/** A fresh marker: a private-use character and 12 random hex digits. */
export function newMarker(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `\uE000${digits}:`;
}

function pieces(value: string, matches: ReferenceMatch[], token: (m: ReferenceMatch) => string) {
  const nodes: PhrasingContent[] = [];
  let cursor = 0;
  for (const match of matches) {
    if (match.index > cursor) nodes.push({ type: 'text', value: value.slice(cursor, match.index) });
    nodes.push({ type: 'text', value: token(match) });
    cursor = match.index + match.candidates[0]!.length;
  }
  if (cursor < value.length) nodes.push({ type: 'text', value: value.slice(cursor) });
  return nodes;
}

/**
 * Replaces every reference in `tree` (outside code, raw HTML and existing links, honouring
 * escapes, as `linkReferences` does) by a placeholder; returns the distinct references, in the
 * order of their first occurrence.
 */
export function placeholderReferences(tree: Root, source: string, marker: string) {
  const references: StoredReference[] = [];
  const indexOf = new Map<string, number>();
  let budget = MAX_LINKED_REFERENCES;
  visit(tree, (node, index, parent) => {
    if (SKIPPED_TYPES.has(node.type)) return SKIP;
    if (node.type !== 'text' || !parent || index === undefined) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const raw = start !== undefined && end !== undefined ? source.slice(start, end) : node.value;
    const matches = findReferences(node.value, escapedIndices(node.value, raw)).slice(0, budget);
    if (matches.length === 0) return;
    budget -= matches.length;
    const nodes = pieces(node.value, matches, (match) => {
      const text = node.value.slice(match.index, match.index + match.candidates[0]!.length);
      const key = JSON.stringify([text, match.candidates]);
      let index = indexOf.get(key);
      if (index === undefined) {
        index = references.push({ text, candidates: match.candidates }) - 1;
        indexOf.set(key, index);
      }
      return `${marker}${index}${PLACEHOLDER_END}`;
    });
    parent.children.splice(index, 1, ...nodes);
    return [SKIP, index + nodes.length];
  });
  return references;
}
