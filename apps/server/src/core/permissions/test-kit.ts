// Shared by the policy's table-driven tests (imported by *.test.ts only).
import type { Visibility } from './namespace.ts';
import type { PolicyViewer } from './viewer.ts';

export const ME = 101;
export const SOMEONE_ELSE = 202;

export interface TestPersona {
  readonly viewer: PolicyViewer | null;
  readonly accessLevel: number;
  readonly author?: boolean;
  readonly assignee?: boolean;
}

const user = (overrides: Partial<PolicyViewer> = {}): PolicyViewer => ({
  id: ME,
  isAdmin: false,
  state: 'active',
  ...overrides,
});

/** Viewers on a namespace; levels are written out as numbers on purpose. */
export const PERSONAS = {
  anonymous: { viewer: null, accessLevel: 0 },
  /** A caller bug (a level passed for nobody) must not grant anything. */
  anonymousWithLevel: { viewer: null, accessLevel: 50 },
  nonMember: { viewer: user(), accessLevel: 0 },
  guest: { viewer: user(), accessLevel: 10 },
  planner: { viewer: user(), accessLevel: 15 },
  reporter: { viewer: user(), accessLevel: 20 },
  developer: { viewer: user(), accessLevel: 30 },
  maintainer: { viewer: user(), accessLevel: 40 },
  owner: { viewer: user(), accessLevel: 50 },
  admin: { viewer: user({ isAdmin: true }), accessLevel: 0 },
  authorNonMember: { viewer: user(), accessLevel: 0, author: true },
  authorGuest: { viewer: user(), accessLevel: 10, author: true },
  assigneeNonMember: { viewer: user(), accessLevel: 0, assignee: true },
  assigneeGuest: { viewer: user(), accessLevel: 10, assignee: true },
  bannedOwner: { viewer: user({ state: 'banned' }), accessLevel: 50 },
  bannedAdmin: { viewer: user({ state: 'banned', isAdmin: true }), accessLevel: 0 },
  blockedMaintainer: { viewer: user({ state: 'blocked' }), accessLevel: 40 },
} as const satisfies Record<string, TestPersona>;

export type PersonaKey = keyof typeof PERSONAS;

/** Column orders of the expectation tables. */
export const NAMESPACE_COLUMNS = [
  'anonymous',
  'anonymousWithLevel',
  'nonMember',
  'guest',
  'planner',
  'reporter',
  'developer',
  'maintainer',
  'owner',
  'admin',
  'bannedOwner',
  'bannedAdmin',
  'blockedMaintainer',
] as const satisfies readonly PersonaKey[];
export const EPIC_COLUMNS = [
  ...NAMESPACE_COLUMNS,
  'authorNonMember',
  'authorGuest',
] as const satisfies readonly PersonaKey[];
export const ISSUE_COLUMNS = [
  ...EPIC_COLUMNS,
  'assigneeNonMember',
  'assigneeGuest',
] as const satisfies readonly PersonaKey[];

export const VISIBILITY_ORDER: readonly Visibility[] = ['public', 'internal', 'private'];

/**
 * A namespace cell: one character per visibility (public, internal, private), 'Y' allowed and
 * '-' denied. 'YY-' = public and internal only.
 */
export function namespaceCell(allowed: (visibility: Visibility) => boolean): string {
  return VISIBILITY_ORDER.map((v) => (allowed(v) ? 'Y' : '-')).join('');
}

/**
 * A work-item cell: one pair per visibility (public|internal|private), the first character for
 * a non-confidential item, the second for a confidential one. 'Y-|Y-|--' = non-confidential
 * items in public and internal namespaces.
 */
export function workItemCell(
  allowed: (visibility: Visibility, confidential: boolean) => boolean,
): string {
  return VISIBILITY_ORDER.map(
    (v) => `${allowed(v, false) ? 'Y' : '-'}${allowed(v, true) ? 'Y' : '-'}`,
  ).join('|');
}

export interface TableCase<F extends string> {
  readonly flag: F;
  readonly persona: PersonaKey;
  readonly expected: string;
}

/**
 * Expands an expectation table (one row per flag, one whitespace-separated cell per column)
 * into one case per flag and persona.
 */
export function expandTable<F extends string>(
  columns: readonly PersonaKey[],
  rows: Partial<Record<F, string>>,
): TableCase<F>[] {
  return (Object.entries(rows) as [F, string | undefined][]).flatMap(([flag, row = '']) => {
    const cells = row.trim().split(/\s+/);
    if (cells.length !== columns.length) {
      throw new Error(`${flag}: ${cells.length} cells for ${columns.length} columns`);
    }
    return columns.map((persona, i) => ({ flag, persona, expected: cells[i] ?? '' }));
  });
}
