import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { namespaces, users } from '@cairn/db';

/**
 * The viewer's memberships as a column of the statement that finds the viewer (token or
 * session), so a request's permission checks need no round trip of their own: the access cache
 * (lib/access-cache.ts) starts from them. `[namespace id, access level]` pairs.
 */
export const membershipsColumn = sql<[number, number][]>`(
  SELECT coalesce(json_agg(json_build_array(m.namespace_id, m.access_level)), '[]'::json)
  FROM memberships m WHERE m.user_id = ${users.id})`;

/**
 * The banned users' ids (hidden items' authors, core/namespaces/visibility-sql.ts) in the same
 * statement: the request's memo starts from them instead of reading them after the viewer.
 * (Inside the subquery `"users"` is the subquery's own table, not the viewer's row.)
 */
export const bannedUsersColumn = sql<number[]>`(
  SELECT coalesce(json_agg(${users.id}), '[]'::json) FROM ${users} WHERE ${users.state} = ${'banned'})`;

/**
 * The namespace a request names (auth/request-namespace.ts), left-joined to the statement that
 * finds the viewer: null when the request names none or it does not exist.
 */
export const namedNamespace = alias(namespaces, 'named_ns');
export const namedNamespaceOn = (path: string | null) =>
  sql`lower(${namedNamespace.fullPath}) = lower(${path})`;

export const membershipMap = (pairs: readonly [number, number][]): ReadonlyMap<number, number> =>
  new Map(pairs);

export type NamespaceRow = typeof namespaces.$inferSelect;

/** What the statement that finds the viewer reads besides the viewer, for the request context. */
export interface ViewerFacts {
  memberships: ReadonlyMap<number, number>;
  bannedUserIds: readonly number[];
  /** The namespace the request names, looked up by its path (null: it names none). */
  namespace: { path: string; row: NamespaceRow | null } | null;
}

/** The columns of those facts, spread into the viewer's select. */
export const viewerFactColumns = {
  memberships: membershipsColumn,
  bannedUserIds: bannedUsersColumn,
  namedNamespace,
};

/** The facts from a row of that select. */
export const viewerFacts = (
  row: {
    memberships: [number, number][];
    bannedUserIds: number[];
    namedNamespace: NamespaceRow | null;
  },
  path: string | null,
): ViewerFacts => ({
  memberships: membershipMap(row.memberships),
  bannedUserIds: row.bannedUserIds,
  namespace: path === null ? null : { path, row: row.namedNamespace },
});
