import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { namespaces, workItems, type Database } from '@cairn/db';
import { badRequest } from '#server/lib/errors.ts';
import { decodeCursor, encodeCursor, keysetPredicate, orderBy, type SortSpec } from './keyset.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import type { PageArgs } from './work-items.schema.ts';

export const DEFAULT_PAGE_SIZE = 100;

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
}

/**
 * One page of work items matching `where` (which may use `namespaces` columns: the item's
 * namespace is joined), in the order of `sort`, by keyset: one SQL statement whatever the page.
 */
export async function pageWorkItems(
  db: Database,
  where: SQL | undefined,
  sort: SortSpec,
  page: PageArgs,
): Promise<Page<WorkItemRow>> {
  if (page.first != null && page.last != null) {
    throw badRequest('first and last cannot be used together', 'last');
  }
  const forward = page.last == null;
  const limit = (forward ? page.first : page.last) ?? DEFAULT_PAGE_SIZE;
  const conditions = [where];
  if (page.after)
    conditions.push(keysetPredicate(sort, decodeCursor(sort, page.after, 'after'), true));
  if (page.before) {
    conditions.push(keysetPredicate(sort, decodeCursor(sort, page.before, 'before'), false));
  }
  if (limit === 0) {
    return {
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    };
  }
  const rows = await db
    .select({ ...getTableColumns(workItems), sortKey: sql<string | null>`${sort.keyText}` })
    .from(workItems)
    .innerJoin(namespaces, eq(namespaces.id, workItems.namespaceId))
    .where(and(...conditions))
    .orderBy(...orderBy(sort, !forward))
    .limit(limit + 1);
  const more = rows.length > limit;
  const kept = rows.slice(0, limit);
  if (!forward) kept.reverse();
  const edges = kept.map(({ sortKey, ...node }) => ({
    cursor: encodeCursor(sort, sortKey, node.id),
    node: node as WorkItemRow,
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: forward ? more : page.before != null,
      hasPreviousPage: forward ? page.after != null : more,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** REST offset paging: the rows of one page and the total (two statements). */
export async function offsetWorkItems(
  db: Database,
  where: SQL | undefined,
  sort: SortSpec,
  paging: { page: number; per_page: number },
): Promise<{ rows: WorkItemRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(getTableColumns(workItems))
      .from(workItems)
      .innerJoin(namespaces, eq(namespaces.id, workItems.namespaceId))
      .where(where)
      .orderBy(...orderBy(sort, false))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    db
      .select({ total: count() })
      .from(workItems)
      .innerJoin(namespaces, eq(namespaces.id, workItems.namespaceId))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** How many rows match, for connections' `count` (computed only when a client asks for it). */
export async function countWorkItems(db: Database, where: SQL | undefined): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(workItems)
    .innerJoin(namespaces, eq(namespaces.id, workItems.namespaceId))
    .where(where);
  return Number(rows[0]?.total ?? 0);
}
