import type { Prng } from '../prng.ts';
import type { NamespacePlan } from './namespaces.ts';
import { FIRST_NAMES } from './words.ts';

export interface SyntheticUser {
  username: string;
  name: string;
  /** Access level on the top group, or null (member of some subgroups only). */
  topLevel: number | null;
}

/**
 * Users shared by every synthetic workspace (`synthetic-user-01` …), created when missing.
 * Roles on the top group: 1 owner, 2 maintainers, 7 developers, 3 reporters, 3 guests; the
 * remaining users are members of a few subgroups only.
 */
export function syntheticUsers(count: number): SyntheticUser[] {
  const ladder = [50, 40, 40, 30, 30, 30, 30, 30, 30, 30, 20, 20, 20, 10, 10, 10];
  return Array.from({ length: count }, (_, i) => {
    const number = String(i + 1).padStart(2, '0');
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    return {
      username: `synthetic-user-${number}`,
      name: `${first} Synthetic ${number}`,
      topLevel: ladder[i] ?? null,
    };
  });
}

/** Users who author and get assigned work (developers and up on the top group). */
export function contributorIndexes(users: readonly SyntheticUser[]): number[] {
  return users.flatMap((u, i) => (u.topLevel !== null && u.topLevel >= 30 ? [i] : []));
}

export interface MembershipPlan {
  user: number;
  namespace: number;
  level: number;
}

/** Top-group memberships plus subgroup roles (some users are elevated in a few subgroups). */
export function planMemberships(
  prng: Prng,
  users: readonly SyntheticUser[],
  namespaces: NamespacePlan,
): MembershipPlan[] {
  const out: MembershipPlan[] = [];
  const seen = new Set<string>();
  const add = (user: number, namespace: number, level: number) => {
    const key = `${user}:${namespace}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ user, namespace, level });
  };
  users.forEach((u, i) => {
    if (u.topLevel !== null) add(i, 0, u.topLevel);
  });
  const subgroups = namespaces.groupCount - 1;
  if (subgroups <= 0) return out;
  users.forEach((u, i) => {
    if (u.topLevel !== null && u.topLevel >= 40) return;
    // Subgroup roles only ever raise the inherited one.
    const levels = [20, 30, 40].filter((level) => level > (u.topLevel ?? 0));
    const memberships = u.topLevel === null ? 4 : 2;
    for (let k = 0; k < memberships; k++) add(i, prng.int(1, subgroups), prng.pick(levels));
  });
  return out;
}
