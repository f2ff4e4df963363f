import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '#server/lib/context.ts';
import { intArray, readableNamespaceSql } from '#server/core/namespaces/visibility-sql.ts';
import { readableItemByIdSql } from '../core/access-sql.ts';
import type { HistoryTarget } from './item-access.ts';

/**
 * What a history entry names must be readable, or the entry is hidden (GitLab hides system notes
 * whose references the viewer cannot see). A label, milestone or iteration of the item's own
 * namespace or one of its ancestors is readable with the item (GitLab lets project members see
 * their groups' labels); one from anywhere else needs a readable namespace.
 */
export async function readableNamespaceRefSql(
  ctx: RequestContext,
  target: HistoryTarget,
  namespaceId: SQL | AnyPgColumn,
): Promise<SQL> {
  const readable = await readableNamespaceSql(ctx, {
    visibility: sql.raw('rn.visibility') as unknown as AnyPgColumn,
    traversalIds: sql.raw('rn.traversal_ids') as unknown as AnyPgColumn,
  });
  return sql`(${namespaceId} = ANY(${intArray(target.namespace.traversalIds)}) OR EXISTS (SELECT 1 FROM namespaces rn WHERE rn.id = ${namespaceId} AND ${readable}))`;
}

/**
 * A note is visible when the item it names is readable (a missing item counts as unreadable),
 * every namespace it names is readable, and, when internal, the viewer reads internal notes.
 */
export async function visibleNoteSql(
  ctx: RequestContext,
  target: HistoryTarget,
  cols: {
    internal: AnyPgColumn;
    referencedWorkItemId: AnyPgColumn;
    referencedNamespaceIds: AnyPgColumn;
  },
): Promise<SQL> {
  const [item, namespace] = await Promise.all([
    readableItemByIdSql(ctx, cols.referencedWorkItemId, 'ref'),
    readableNamespaceRefSql(ctx, target, sql.raw('refns.id')),
  ]);
  const internal = target.readsInternal ? sql`` : sql` AND ${cols.internal} = false`;
  return sql`((${cols.referencedWorkItemId} IS NULL OR ${item}) AND NOT EXISTS (SELECT 1 FROM namespaces refns WHERE refns.id = ANY(${cols.referencedNamespaceIds}) AND NOT ${namespace})${internal})`;
}
