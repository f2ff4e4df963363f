import { and, eq, sql } from 'drizzle-orm';
import { namespaces, type Database } from '@cairn/db';
import type { Queryable } from '#server/lib/queryable.ts';
import type { NamespaceIdParam } from './namespace-param.ts';
import { byKeys, keyed } from '#server/lib/id-list-sql.ts';

export type NamespaceRow = typeof namespaces.$inferSelect;

export async function findNamespaceByFullPath(
  db: Database,
  fullPath: string,
  kind?: 'group' | 'project',
): Promise<NamespaceRow | null> {
  const rows = await db
    .select()
    .from(namespaces)
    .where(
      and(
        keyed(sql`lower(${namespaces.fullPath}) = lower(${fullPath})`),
        kind ? eq(namespaces.kind, kind) : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The namespaces with these ids and all their ancestor groups (`traversal_ids`), in one
 * statement: permissions, references and settings read a project's parent group right after
 * the project, and would otherwise wait for a second round trip.
 */
export async function findNamespacesWithAncestors(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(namespaces)
    .where(
      sql`${namespaces.id} IN (SELECT unnest(n.traversal_ids) FROM ${namespaces} n WHERE ${byKeys(sql`n.id`, ids)})`,
    );
}

export async function findNamespaceByParam(
  db: Queryable,
  param: NamespaceIdParam,
  kind: 'group' | 'project',
): Promise<NamespaceRow | null> {
  const match =
    param.id !== undefined
      ? eq(namespaces.id, param.id)
      : sql`lower(${namespaces.fullPath}) = lower(${param.fullPath ?? ''})`;
  const rows = await db
    .select()
    .from(namespaces)
    .where(and(keyed(match), eq(namespaces.kind, kind)))
    .limit(1);
  return rows[0] ?? null;
}
