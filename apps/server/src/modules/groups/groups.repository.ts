import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { memberships, namespaces, type Database } from '@cairn/db';
import type { NamespaceRow } from '../namespaces/namespaces.repository.ts';
import type { NamespaceIdParam } from '../../rest/params.ts';

/** A database or a transaction: both run the same queries. */
export type Queryable = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;

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
    .where(and(match, eq(namespaces.kind, kind)))
    .limit(1);
  return rows[0] ?? null;
}

export interface NewNamespace {
  kind: 'group' | 'project';
  parent: NamespaceRow | null;
  name: string;
  path: string;
  description: string;
  visibility: NamespaceRow['visibility'];
  issuesEnabled?: boolean;
}

/** Inserts a group or project, deriving full path, full name and the traversal ids. */
export async function insertNamespace(tx: Queryable, input: NewNamespace): Promise<NamespaceRow> {
  const { parent } = input;
  const [inserted] = await tx
    .insert(namespaces)
    .values({
      kind: input.kind,
      parentId: parent?.id ?? null,
      name: input.name,
      path: input.path,
      fullPath: parent ? `${parent.fullPath}/${input.path}` : input.path,
      fullName: parent ? `${parent.fullName} / ${input.name}` : input.name,
      description: input.description,
      visibility: input.visibility,
      issuesEnabled: input.issuesEnabled ?? true,
      traversalIds: parent?.traversalIds ?? [],
    })
    .returning({ id: namespaces.id });
  if (!inserted) throw new Error('namespace insert returned no row');
  const [row] = await tx
    .update(namespaces)
    .set({ traversalIds: sql`array_append(${namespaces.traversalIds}, ${inserted.id})` })
    .where(eq(namespaces.id, inserted.id))
    .returning();
  if (!row) throw new Error('namespace update returned no row');
  return row;
}

/** Whether a group or project already uses this full path (paths compare case-insensitively). */
export async function fullPathTaken(db: Queryable, fullPath: string): Promise<boolean> {
  const rows = await db
    .select({ id: namespaces.id })
    .from(namespaces)
    .where(sql`lower(${namespaces.fullPath}) = lower(${fullPath})`)
    .limit(1);
  return rows.length > 0;
}

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
