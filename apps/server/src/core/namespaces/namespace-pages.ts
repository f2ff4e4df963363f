import { asc, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { namespaces } from '@cairn/db';
import type { Queryable } from '#server/lib/queryable.ts';
import type { NamespaceRow } from './namespaces.repository.ts';

export type NamespaceOrder = 'id' | 'name' | 'path' | 'full_path' | 'created_at' | 'updated_at';

const ORDER_COLUMNS = {
  id: namespaces.id,
  name: namespaces.name,
  path: namespaces.path,
  full_path: namespaces.fullPath,
  created_at: namespaces.createdAt,
  updated_at: namespaces.updatedAt,
} as const;

const TEXT_ORDERS = new Set<NamespaceOrder>(['name', 'path', 'full_path']);

/**
 * Order fragments for a sort column, always ending with the id so pages are stable. Text
 * sorts are case-insensitive and byte-wise, so every database collation gives one order.
 */
export function namespaceOrder(orderBy: NamespaceOrder, direction: 'asc' | 'desc'): SQL[] {
  const dir = direction === 'asc' ? asc : desc;
  const column = ORDER_COLUMNS[orderBy];
  if (orderBy === 'id') return [dir(namespaces.id)];
  if (!TEXT_ORDERS.has(orderBy)) return [dir(column), dir(namespaces.id)];
  return [
    dir(sql`lower(${column}) COLLATE "C"`),
    dir(sql`${column} COLLATE "C"`),
    dir(namespaces.id),
  ];
}

/** One page of namespaces matching `where`, with the total (one statement on most pages). */
export async function pageOfNamespaces(
  db: Queryable,
  where: SQL,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<{ rows: NamespaceRow[]; total: number }> {
  const found = await db
    .select({
      ...getTableColumns(namespaces),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(namespaces)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found[0]) return { rows, total: found[0].total };
  if (page.offset === 0) return { rows, total: 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(namespaces)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Rows only, for GraphQL connections (limit is already one more than the page). */
export function namespacesWhere(
  db: Queryable,
  where: SQL,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<NamespaceRow[]> {
  return db
    .select()
    .from(namespaces)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}
