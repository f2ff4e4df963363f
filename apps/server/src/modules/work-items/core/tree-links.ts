import { eq, sql } from 'drizzle-orm';
import { workItemParentLinks, type Database } from '@cairn/db';
import { byKeys } from '#server/lib/id-list-sql.ts';
import { queryRows } from './work-items.repository.ts';

/**
 * The kernel's reads of the item tree (work_item_parent_links): the pipeline needs a deleted
 * item's parent and children and the ancestors its roll-ups and progress events reach. The
 * hierarchy widget (widgets/hierarchy/) owns the rules and the writes of the tree.
 */

/** Ancestor ids of an item, nearest first. */
export async function ancestorIdsOf(db: Database, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH RECURSIVE up(id, depth) AS (
          SELECT parent_id, 1 FROM work_item_parent_links WHERE child_id = ${id}
          UNION ALL
          SELECT pl.parent_id, up.depth + 1 FROM up JOIN work_item_parent_links pl ON pl.child_id = up.id
           WHERE up.depth < 32)
        SELECT id FROM up ORDER BY depth`,
  );
  return rows.map((r) => Number(r.id));
}

/** The ancestors of several items in one statement (the items themselves left out). */
export async function ancestorIdsOfAll(db: Database, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH RECURSIVE up(id, depth) AS (
          SELECT parent_id, 1 FROM work_item_parent_links WHERE ${byKeys(sql`child_id`, ids)}
          UNION
          SELECT pl.parent_id, up.depth + 1 FROM up JOIN work_item_parent_links pl ON pl.child_id = up.id
           WHERE up.depth < 32)
        SELECT DISTINCT id FROM up`,
  );
  return rows.map((r) => Number(r.id));
}

export async function parentOf(db: Database, childId: number) {
  const rows = await db
    .select()
    .from(workItemParentLinks)
    .where(eq(workItemParentLinks.childId, childId));
  return rows[0] ?? null;
}

/** Children of an epic in tree order (position, then id), as (link id, child id, position). */
export async function childLinks(db: Database, parentId: number) {
  return db
    .select()
    .from(workItemParentLinks)
    .where(eq(workItemParentLinks.parentId, parentId))
    .orderBy(
      sql`${workItemParentLinks.relativePosition} ASC NULLS LAST`,
      workItemParentLinks.childId,
    );
}
