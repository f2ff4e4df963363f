import { and, eq, inArray, sql } from 'drizzle-orm';
import { namespaces, type Database } from '@cairn/db';

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
        sql`lower(${namespaces.fullPath}) = lower(${fullPath})`,
        kind ? eq(namespaces.kind, kind) : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function findNamespacesByIds(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(namespaces)
    .where(inArray(namespaces.id, [...ids]));
}
