import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { memberships, users, type Database } from '@cairn/db';
import { containsPattern } from '#server/lib/like.ts';
import type { Queryable } from '#server/lib/queryable.ts';
import { intArray } from '#server/core/namespaces/visibility-sql.ts';

export type MemberRow = typeof users.$inferSelect & { accessLevel: number; memberSince: Date };

/**
 * Members of the given namespaces (one namespace for direct members; a namespace and its
 * ancestors for inherited ones), each user once with their highest level.
 */
export async function pageOfMembers(
  db: Database,
  namespaceIds: readonly number[],
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const found = await db
    .select({
      ...getTableColumns(users),
      accessLevel: sql<number>`max(${memberships.accessLevel})`.mapWith(Number),
      memberSince: sql<Date>`min(${memberships.createdAt})`.mapWith((v) => new Date(String(v))),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        sql`${memberships.namespaceId} = ANY(${intArray(namespaceIds)})`,
        search
          ? sql`(${users.username} ILIKE ${containsPattern(search)} OR ${users.name} ILIKE ${containsPattern(search)})`
          : undefined,
      ),
    )
    .groupBy(users.id)
    .orderBy(asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: found.map(({ total: _t, ...row }) => row),
    total: found[0]?.total ?? 0,
  };
}

export async function findDirectMembership(db: Database, namespaceId: number, userId: number) {
  const rows = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.namespaceId, namespaceId), eq(memberships.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteMembership(db: Database, namespaceId: number, userId: number) {
  const rows = await db
    .delete(memberships)
    .where(and(eq(memberships.namespaceId, namespaceId), eq(memberships.userId, userId)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/** Adds a member, or changes the level of an existing one. */
export async function addMembership(
  tx: Queryable,
  input: { namespaceId: number; userId: number; accessLevel: number },
) {
  await tx
    .insert(memberships)
    .values(input)
    .onConflictDoUpdate({
      target: [memberships.namespaceId, memberships.userId],
      set: { accessLevel: input.accessLevel },
    });
}
