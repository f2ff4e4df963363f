// GitLab-style references (`#1`, `g/p#1`, `&2`, `g&2`, `~label`, `~"two words"`, `%v1`,
// `%"two words"`, `@user`): found in mdast text nodes, resolved in one batch per kind, then
// replaced by link nodes. Anything that does not resolve stays exactly as written.
import { visit, SKIP } from 'unist-util-visit';
import type { Link, Parent, PhrasingContent, Root, Text } from 'mdast';
import type { ElementContent, Properties } from 'hast';
// Loads the `data.hProperties` / `data.hChildren` fields that mdast-util-to-hast adds to mdast.
import type {} from 'remark-rehype';
import type { ReferenceResolver, ResolvedLabel, ResolvedRef } from './types.ts';

export type ReferenceKind = 'issue' | 'epic' | 'label' | 'milestone' | 'user';

export type Lookup =
  | { kind: 'issue'; projectPath: string | null; iid: number }
  | { kind: 'epic'; groupPath: string | null; iid: number }
  | { kind: 'label' | 'milestone' | 'user'; name: string };

/** One way to read a match: what to look up, and how many characters of the text it covers. */
export interface Candidate {
  lookup: Lookup;
  /** Key in the resolver's result map. */
  key: string;
  length: number;
}

/** A reference found in a text value; `candidates` are ordered longest first. */
export interface ReferenceMatch {
  index: number;
  candidates: Candidate[];
}

/** Distinct references of one kind sent to the resolver; more than this stay plain text. */
export const MAX_REFERENCES_PER_KIND = 500;
/**
 * References linked in one document, in document order; later ones stay plain text. Each link
 * is ~100 bytes of HTML, so a 100,000-character text of nothing but references would otherwise
 * answer 3 MB to every reader (docs/decisions/markdown-editor-and-uploads.md; reference-heavy.integration-test.ts).
 */
export const MAX_LINKED_REFERENCES = 2000;
// iids are Postgres `integer`s; a larger number cannot name anything.
const MAX_IID = 2_147_483_647;

// Namespace/project path segment: GitLab paths start and end with an alphanumeric or `_`.
const SEGMENT = String.raw`[A-Za-z0-9_](?:[A-Za-z0-9_.\-]*[A-Za-z0-9_])?`;
const NAME = String.raw`[\p{L}\p{N}_.\-]+`;
const QUOTED = String.raw`"([^"\r\n]{1,255})"`;
const NOT_AFTER_WORD = String.raw`(?![\p{L}\p{N}_])`;

// A reference must not continue a word or a path: `a#1`, `x/y/z#1` inside `w/x/y/z#1`, `me@x`.
const REFERENCE_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}_/.\-#&~%@])(?:` +
    [
      String.raw`(?<issuePath>${SEGMENT}(?:/${SEGMENT})+)?#(?<issueIid>\d{1,10})${NOT_AFTER_WORD}`,
      String.raw`(?<epicPath>${SEGMENT}(?:/${SEGMENT})*)?&(?<epicIid>\d{1,10})${NOT_AFTER_WORD}`,
      String.raw`~(?:${QUOTED.replace('(', '(?<labelQuoted>')}|(?<label>${NAME}(?:::${NAME})*))`,
      String.raw`%(?:${QUOTED.replace('(', '(?<milestoneQuoted>')}|(?<milestone>${NAME}))`,
      String.raw`@(?<user>[A-Za-z0-9_.][A-Za-z0-9_.\-]{0,254})`,
    ].join('|') +
    ')',
  'gu',
);

function parseIid(digits: string): number | null {
  const iid = Number(digits);
  return iid >= 1 && iid <= MAX_IID ? iid : null;
}

/** `name` and, when it ends in dots (`see ~bug.`), also `name` without them. */
function nameCandidates(
  kind: 'label' | 'milestone',
  name: string,
  prefixLength: number,
): Candidate[] {
  const candidates: Candidate[] = [
    { lookup: { kind, name }, key: name, length: prefixLength + name.length },
  ];
  const trimmed = name.replace(/\.+$/, '');
  if (trimmed !== name && trimmed !== '') {
    candidates.push({
      lookup: { kind, name: trimmed },
      key: trimmed,
      length: prefixLength + trimmed.length,
    });
  }
  return candidates;
}

function quotedCandidate(kind: 'label' | 'milestone', name: string): Candidate[] {
  return name.trim() === '' ? [] : [{ lookup: { kind, name }, key: name, length: name.length + 3 }];
}

/**
 * Finds references in a text value. `escaped` holds indices of characters that came from a
 * backslash escape or a character reference (`\#1`, `&#35;1`); a reference whose sigil is one
 * of them is left alone, which is how writers opt out of linking.
 */
export function findReferences(
  value: string,
  escaped: ReadonlySet<number> = new Set(),
): ReferenceMatch[] {
  const matches: ReferenceMatch[] = [];
  for (const match of value.matchAll(REFERENCE_PATTERN)) {
    const groups = match.groups ?? {};
    const index = match.index;
    const length = match[0].length;
    let sigil = index;
    let candidates: Candidate[] = [];

    if (groups.issueIid !== undefined) {
      const projectPath = groups.issuePath ?? null;
      const iid = parseIid(groups.issueIid);
      sigil += projectPath?.length ?? 0;
      if (iid !== null) {
        const lookup: Lookup = { kind: 'issue', projectPath, iid };
        candidates = [{ lookup, key: `${projectPath ?? ''}#${iid}`, length }];
      }
    } else if (groups.epicIid !== undefined) {
      const groupPath = groups.epicPath ?? null;
      const iid = parseIid(groups.epicIid);
      sigil += groupPath?.length ?? 0;
      if (iid !== null) {
        const lookup: Lookup = { kind: 'epic', groupPath, iid };
        candidates = [{ lookup, key: `${groupPath ?? ''}&${iid}`, length }];
      }
    } else if (groups.labelQuoted !== undefined) {
      candidates = quotedCandidate('label', groups.labelQuoted);
    } else if (groups.label !== undefined) {
      candidates = nameCandidates('label', groups.label, 1);
    } else if (groups.milestoneQuoted !== undefined) {
      candidates = quotedCandidate('milestone', groups.milestoneQuoted);
    } else if (groups.milestone !== undefined) {
      candidates = nameCandidates('milestone', groups.milestone, 1);
    } else if (groups.user !== undefined) {
      // Usernames never end in a dot, so `@alice.` is `@alice` followed by a full stop.
      const name = groups.user.replace(/\.+$/, '');
      if (name !== '') {
        candidates = [{ lookup: { kind: 'user', name }, key: name, length: name.length + 1 }];
      }
    }

    if (candidates.length > 0 && !escaped.has(sigil)) matches.push({ index, candidates });
  }
  return matches;
}

const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;
const CHARACTER_REFERENCE = /&(?:#\d{1,7}|#[xX][\da-fA-F]{1,6}|[A-Za-z][A-Za-z\d]{1,31});/y;

/**
 * Indices of `value` characters that the markdown source spelled as a backslash escape or a
 * character reference. `raw` is the source slice the text node came from; it may also contain
 * characters that are not in `value` at all (blockquote markers, continuation indentation),
 * which are skipped. Best effort: an unexpected shape only means an escape goes unnoticed.
 */
export function escapedIndices(value: string, raw: string): Set<number> {
  const escaped = new Set<number>();
  let j = 0;
  for (let i = 0; i < value.length && j < raw.length; i++) {
    const ch = value[i];
    while (j < raw.length) {
      const r = raw[j];
      if (r === '\\' && ch !== undefined && raw[j + 1] === ch && ASCII_PUNCTUATION.test(ch)) {
        escaped.add(i);
        j += 2;
        break;
      }
      if (r === '&') {
        CHARACTER_REFERENCE.lastIndex = j;
        const entity = CHARACTER_REFERENCE.exec(raw)?.[0];
        // A literal `&` in the value comes from `&amp;`, a numeric reference, or is itself literal.
        if (entity && (ch !== '&' || entity === '&amp;' || entity.startsWith('&#'))) {
          escaped.add(i);
          j += entity.length;
          break;
        }
      }
      j++;
      if (r === ch) break;
    }
  }
  return escaped;
}

export const SKIPPED_TYPES = new Set([
  'code',
  'inlineCode',
  'link',
  'linkReference',
  'definition',
  'html',
  'image',
  'imageReference',
]);

interface Occurrence {
  parent: Parent;
  node: Text;
  matches: ReferenceMatch[];
}

export class Batch {
  readonly issues = new Map<string, { projectPath: string | null; iid: number }>();
  readonly epics = new Map<string, { groupPath: string | null; iid: number }>();
  readonly labels = new Set<string>();
  readonly milestones = new Set<string>();
  readonly users = new Set<string>();

  add({ lookup, key }: Candidate): void {
    switch (lookup.kind) {
      case 'issue':
        if (this.issues.size < MAX_REFERENCES_PER_KIND) {
          this.issues.set(key, { projectPath: lookup.projectPath, iid: lookup.iid });
        }
        return;
      case 'epic':
        if (this.epics.size < MAX_REFERENCES_PER_KIND) {
          this.epics.set(key, { groupPath: lookup.groupPath, iid: lookup.iid });
        }
        return;
      case 'label':
        if (this.labels.size < MAX_REFERENCES_PER_KIND) this.labels.add(key);
        return;
      case 'milestone':
        if (this.milestones.size < MAX_REFERENCES_PER_KIND) this.milestones.add(key);
        return;
      case 'user':
        if (this.users.size < MAX_REFERENCES_PER_KIND) this.users.add(key);
        return;
    }
  }
}

export interface Resolved {
  issues: Map<string, ResolvedRef>;
  epics: Map<string, ResolvedRef>;
  labels: Map<string, ResolvedLabel>;
  milestones: Map<string, ResolvedRef>;
  users: Map<string, ResolvedRef>;
}

export async function resolveBatch(batch: Batch, resolver: ReferenceResolver): Promise<Resolved> {
  // Kinds with nothing to look up cost no call at all.
  const none = <T>() => Promise.resolve(new Map<string, T>());
  const [issues, epics, labels, milestones, users] = await Promise.all([
    batch.issues.size > 0 ? resolver.issues([...batch.issues.values()]) : none<ResolvedRef>(),
    batch.epics.size > 0 ? resolver.epics([...batch.epics.values()]) : none<ResolvedRef>(),
    batch.labels.size > 0 ? resolver.labels([...batch.labels]) : none<ResolvedLabel>(),
    batch.milestones.size > 0 ? resolver.milestones([...batch.milestones]) : none<ResolvedRef>(),
    batch.users.size > 0 ? resolver.users([...batch.users]) : none<ResolvedRef>(),
  ]);
  return { issues, epics, labels, milestones, users };
}

const HEX_COLOR = /^#(?:[\da-fA-F]{3}|[\da-fA-F]{6})$/;

function referenceLink(
  url: string,
  title: string,
  text: string,
  type: string,
  cssClass: string,
  children?: ElementContent[],
): Link {
  const link: Link = {
    type: 'link',
    url,
    title,
    children: [{ type: 'text', value: text }],
    data: { hProperties: { className: ['gfm', cssClass], dataReferenceType: type } },
  };
  if (children && link.data) link.data.hChildren = children;
  return link;
}

export function buildLink(candidate: Candidate, text: string, resolved: Resolved): Link | null {
  const { lookup, key } = candidate;
  switch (lookup.kind) {
    case 'issue':
    case 'epic': {
      const ref = (lookup.kind === 'issue' ? resolved.issues : resolved.epics).get(key);
      if (!ref) return null;
      const label = ref.state === 'closed' ? `${text} (closed)` : text;
      return referenceLink(ref.url, ref.title, label, lookup.kind, `gfm-${lookup.kind}`);
    }
    case 'label': {
      const label = resolved.labels.get(key);
      if (!label) return null;
      const properties: Properties = { className: ['gl-label'] };
      if (HEX_COLOR.test(label.color)) properties.dataColor = label.color;
      if (HEX_COLOR.test(label.textColor)) properties.dataTextColor = label.textColor;
      const pill: ElementContent = {
        type: 'element',
        tagName: 'span',
        properties,
        children: [{ type: 'text', value: label.title }],
      };
      return referenceLink(label.url, label.title, label.title, 'label', 'gfm-label', [pill]);
    }
    case 'milestone': {
      const ref = resolved.milestones.get(key);
      return ref ? referenceLink(ref.url, ref.title, text, 'milestone', 'gfm-milestone') : null;
    }
    case 'user': {
      const ref = resolved.users.get(key);
      return ref ? referenceLink(ref.url, ref.title, text, 'user', 'gfm-project_member') : null;
    }
  }
}

function replacement(value: string, matches: ReferenceMatch[], resolved: Resolved) {
  const nodes: PhrasingContent[] = [];
  let cursor = 0;
  for (const { index, candidates } of matches) {
    for (const candidate of candidates) {
      const link = buildLink(candidate, value.slice(index, index + candidate.length), resolved);
      if (!link) continue;
      if (index > cursor) nodes.push({ type: 'text', value: value.slice(cursor, index) });
      nodes.push(link);
      cursor = index + candidate.length;
      break;
    }
  }
  if (cursor === 0) return null;
  if (cursor < value.length) nodes.push({ type: 'text', value: value.slice(cursor) });
  return nodes;
}

/**
 * Links every reference in `tree` that `resolver` resolves, in place. Code, raw HTML and the
 * text of existing links are never touched. `source` is the markdown the tree was parsed from,
 * used to honour escapes.
 */
export async function linkReferences(
  tree: Root,
  source: string,
  resolver: ReferenceResolver,
): Promise<void> {
  const occurrences: Occurrence[] = [];
  const batch = new Batch();
  let budget = MAX_LINKED_REFERENCES;

  visit(tree, (node, _index, parent) => {
    if (SKIPPED_TYPES.has(node.type)) return SKIP;
    if (node.type !== 'text' || !parent) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const raw = start !== undefined && end !== undefined ? source.slice(start, end) : node.value;
    const matches = findReferences(node.value, escapedIndices(node.value, raw)).slice(0, budget);
    if (matches.length === 0) return;
    budget -= matches.length;
    occurrences.push({ parent, node, matches });
    for (const match of matches) for (const candidate of match.candidates) batch.add(candidate);
  });
  if (occurrences.length === 0) return;

  const resolved = await resolveBatch(batch, resolver);

  for (const { parent, node, matches } of occurrences) {
    const nodes = replacement(node.value, matches, resolved);
    const at = parent.children.indexOf(node);
    if (nodes && at >= 0) parent.children.splice(at, 1, ...nodes);
  }
}
