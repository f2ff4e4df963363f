import { eq } from 'drizzle-orm';
import { memberships, type Database } from '@cairn/db';
import type { Viewer } from '../auth/viewer.ts';

/**
 * The viewer's memberships, loaded once per request (a user has few), from which the
 * effective access level on any namespace follows: the highest level held on the namespace
 * or any of its ancestors (membership is inherited down the group tree).
 */
export interface AccessCache {
  memberships(): Promise<ReadonlyMap<number, number>>;
  levelOn(traversalIds: readonly number[]): Promise<number>;
  /** Namespace ids where the viewer holds at least `level` directly (descendants inherit). */
  namespaceIdsWithAtLeast(level: number): Promise<number[]>;
}

export function createAccessCache(
  db: Database,
  viewer: Viewer,
  /** Read with the viewer (auth/viewer-facts.ts): saves the request a round trip. */
  preloaded?: ReadonlyMap<number, number>,
): AccessCache {
  let loaded: Promise<ReadonlyMap<number, number>> | null = preloaded
    ? Promise.resolve(preloaded)
    : null;
  const load = () => {
    if (!loaded) {
      const user = viewer.user;
      loaded = user
        ? db
            .select({ namespaceId: memberships.namespaceId, accessLevel: memberships.accessLevel })
            .from(memberships)
            .where(eq(memberships.userId, user.id))
            .then((rows) => new Map(rows.map((r) => [r.namespaceId, r.accessLevel])))
        : Promise.resolve(new Map());
    }
    return loaded;
  };
  return {
    memberships: load,
    async levelOn(traversalIds) {
      const map = await load();
      let level = 0;
      for (const id of traversalIds) level = Math.max(level, map.get(id) ?? 0);
      return level;
    },
    async namespaceIdsWithAtLeast(level) {
      const map = await load();
      return [...map.entries()].filter(([, l]) => l >= level).map(([id]) => id);
    },
  };
}
