import { sql } from 'drizzle-orm';
import { users } from '@cairn/db';

/**
 * The viewer's memberships as a column of the statement that finds the viewer (token or
 * session), so a request's permission checks need no round trip of their own: the access cache
 * (lib/access-cache.ts) starts from them. `[namespace id, access level]` pairs.
 */
export const membershipsColumn = sql<[number, number][]>`(
  SELECT coalesce(json_agg(json_build_array(m.namespace_id, m.access_level)), '[]'::json)
  FROM memberships m WHERE m.user_id = ${users.id})`;

export const membershipMap = (pairs: readonly [number, number][]): ReadonlyMap<number, number> =>
  new Map(pairs);
