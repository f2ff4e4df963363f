/**
 * GitLab's reference syntax as system notes write it (`#12`, `project#12`, `group/project#12`,
 * `&3`, `~"label"`, `%"milestone"`, `*iteration:7`, `@user`). Pure: callers resolve the rows.
 */

export interface RefNamespace {
  id: number;
  kind: 'group' | 'project';
  path: string;
  fullPath: string;
  parentId: number | null;
}

export interface RefItem {
  id: number;
  type: 'epic' | 'issue' | 'incident' | 'task';
  iid: number;
  namespace: RefNamespace;
}

const sigil = (item: RefItem) => (item.type === 'epic' ? '&' : '#');

/**
 * `to_reference(from)`: an issue is `#n` in its own project, `path#n` from a sibling project or
 * its parent group, else `full/path#n`; an epic is `&n` from its group or a project directly in
 * it, else `full/path&n`.
 */
export function referenceFrom(target: RefItem, from: RefNamespace): string {
  const ns = target.namespace;
  const short = `${sigil(target)}${target.iid}`;
  if (target.type === 'epic') {
    const inGroup = from.id === ns.id || (from.kind === 'project' && from.parentId === ns.id);
    return inGroup ? short : `${ns.fullPath}${short}`;
  }
  if (from.id === ns.id) return short;
  const near =
    (from.kind === 'project' && from.parentId !== null && from.parentId === ns.parentId) ||
    (from.kind === 'group' && from.id === ns.parentId);
  return `${near ? ns.path : ns.fullPath}${short}`;
}

/** Hierarchy notes: both short within one namespace, both full across namespaces. */
export const hierarchyReference = (target: RefItem, other: RefItem): string =>
  target.namespace.id === other.namespace.id
    ? `${sigil(target)}${target.iid}`
    : `${target.namespace.fullPath}${sigil(target)}${target.iid}`;

/** Names go in quotes (`~"To Do"`); a name holding a quote falls back to the id. */
export const labelReference = (label: { id: number; title: string }) =>
  label.title.includes('"') ? `~${label.id}` : `~"${label.title}"`;

export const milestoneReference = (milestone: { iid: number; title: string }) =>
  milestone.title.includes('"') ? `%${milestone.iid}` : `%"${milestone.title}"`;

export const iterationReference = (iteration: { id: number }) => `*iteration:${iteration.id}`;

export const userReference = (user: { username: string }) => `@${user.username}`;

/** Rails' `to_sentence`: "a", "a and b", "a, b, and c". */
export function toSentence(words: readonly string[]): string {
  if (words.length <= 2) return words.join(' and ');
  return `${words.slice(0, -1).join(', ')}, and ${words[words.length - 1]}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Rails' `Date#to_fs(:long)` for a `YYYY-MM-DD` date: "November 5, 2026". */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** `on_track` -> "on track" (Rails' `humanize(capitalize: false)`). */
export const humanize = (value: string) => value.replace(/_/g, ' ');
