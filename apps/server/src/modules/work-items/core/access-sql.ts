import { getTableName, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { namespaces, workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import {
  notHiddenSql,
  readableConfidentialSql,
  readableNamespaceSql,
} from '#server/core/namespaces/visibility-sql.ts';

interface ItemCols {
  id: AnyPgColumn;
  confidential: AnyPgColumn;
  authorId: AnyPgColumn;
  hiddenAsSpamAt: AnyPgColumn;
}
interface NamespaceCols {
  kind: AnyPgColumn;
  visibility: AnyPgColumn;
  traversalIds: AnyPgColumn;
  issuesEnabled: AnyPgColumn;
}

/**
 * SQL twin of the policy's canReadWorkItem for an item joined with its namespace: the
 * namespace is readable, a project has its issues feature on, a hidden item (banned author, or
 * submitted as spam) is seen by admins only, and a confidential item is seen by planners+
 * (inherited), its author, its assignees and admins only. Admins get no hidden-item test.
 */
export async function readableItemSql(
  ctx: RequestContext,
  item: ItemCols = workItems,
  ns: NamespaceCols = namespaces,
): Promise<SQL> {
  const [readableNs, readableConfidential, notHidden] = await Promise.all([
    readableNamespaceSql(ctx, ns),
    readableConfidentialSql(ctx, { ...item, traversalIds: ns.traversalIds }),
    notHiddenSql(ctx, item),
  ]);
  const hidden = notHidden ? sql` AND ${notHidden}` : sql``;
  return sql`(${readableNs} AND ${readableConfidential} AND (${ns.kind} = 'group' OR ${ns.issuesEnabled})${hidden})`;
}

/**
 * `EXISTS`-ready predicate for a work item referenced by id from another query: joins its
 * namespace under fresh aliases and applies readableItemSql.
 */
export async function readableItemByIdSql(
  ctx: RequestContext,
  idExpr: SQL | AnyPgColumn,
  name: string,
): Promise<SQL> {
  const w = aliased(workItems, `${name}_w`);
  const n = aliased(namespaces, `${name}_n`);
  const readable = await readableItemSql(ctx, w.table, n.table);
  return sql`EXISTS (SELECT 1 FROM ${w.from} JOIN ${n.from} ON ${n.table.id} = ${w.table.namespaceId} WHERE ${w.table.id} = ${idExpr} AND ${readable})`;
}

/** A table alias for raw SQL: `table` for column references, `from` for the FROM clause. */
export function aliased<T extends typeof workItems | typeof namespaces>(source: T, name: string) {
  return {
    table: alias(source, name),
    from: sql`${sql.identifier(getTableName(source))} AS ${sql.identifier(name)}`,
  };
}
