/**
 * GitLab's role ladder as numeric access levels. A membership grants one level on one namespace
 * (group or project); it is inherited by every descendant namespace.
 */
export const ACCESS_LEVEL = {
  none: 0,
  guest: 10,
  planner: 15,
  reporter: 20,
  developer: 30,
  maintainer: 40,
  owner: 50,
} as const;

export type RoleName = Exclude<keyof typeof ACCESS_LEVEL, 'none'>;

/** Roles from lowest to highest. */
export const ROLES: readonly RoleName[] = [
  'guest',
  'planner',
  'reporter',
  'developer',
  'maintainer',
  'owner',
];

/** Ids of users and namespaces: numeric in the database, strings in some API layers. */
export type Id = string | number;

/** Ids compare by value whatever their JavaScript type (`7` and `'7'` are the same user). */
export function sameId(a: Id, b: Id): boolean {
  return String(a) === String(b);
}

export interface Membership {
  /** A namespace id. Groups and projects share one id space (the namespaces table). */
  readonly namespaceId: Id;
  readonly accessLevel: number;
}

/** A usable access level: finite and not negative; anything else counts as no access. */
export function normalizeAccessLevel(level: number): number {
  return Number.isFinite(level) && level > 0 ? level : ACCESS_LEVEL.none;
}

/**
 * The viewer's effective access level on a namespace: the highest level held on the namespace
 * itself or on any of its ancestors (membership is inherited down the group tree). Memberships
 * on other namespaces (siblings, descendants) do not count. No membership gives 0.
 */
export function effectiveAccessLevel(
  memberships: readonly Membership[],
  ancestorIdsIncludingSelf: readonly Id[],
): number {
  const chain = new Set(ancestorIdsIncludingSelf.map(String));
  let level: number = ACCESS_LEVEL.none;
  for (const membership of memberships) {
    if (chain.has(String(membership.namespaceId))) {
      level = Math.max(level, normalizeAccessLevel(membership.accessLevel));
    }
  }
  return level;
}

/** The highest role an access level reaches, or null below guest. */
export function roleForAccessLevel(level: number): RoleName | null {
  let role: RoleName | null = null;
  for (const candidate of ROLES) {
    if (level >= ACCESS_LEVEL[candidate]) role = candidate;
  }
  return role;
}
