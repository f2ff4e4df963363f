import { and, eq, sql } from 'drizzle-orm';
import { workItemParentLinks, type Database } from '@cairn/db';
import type { AppError } from '#server/lib/errors.ts';
import { refused } from '#server/lib/errors.ts';
import { idListSql } from '#server/lib/id-list-sql.ts';
import { ancestorIdsOf, childLinks, parentOf } from '#server/modules/work-items/core/tree-links.ts';
import {
  lockWorkItem,
  queryRows,
  type WorkItemRow,
} from '#server/modules/work-items/core/work-items.repository.ts';

/** Epic -> child epic and epic -> issue rules, and the parent-link writes. */

/** GitLab's limit: an epic tree is at most 7 levels deep (epics only; issues do not count). */
export const MAX_EPIC_LEVELS = 7;
/** The position gap between children appended to a tree. */
export const POSITION_GAP = 1024;

export const HIERARCHY_ERRORS = {
  tooDeep: 'Epic hierarchy level too deep',
  confidentialParent:
    'The parent epic is confidential and can only contain confidential epics and issues',
  self: 'This epic cannot be added. An epic cannot be added to itself.',
  ancestor: 'This epic cannot be added. It is already an ancestor of the parent epic.',
  notAnEpic: 'Only epics can be parents of epics and issues',
  confidentialChildren:
    'Cannot make the epic confidential: it contains non-confidential issues or child epics',
} as const;

/** Levels of epics in the subtree rooted at an epic, itself included (a leaf epic is 1). */
export async function epicSubtreeLevels(db: Database, id: number): Promise<number> {
  const rows = await queryRows<{ levels: number }>(
    db,
    sql`WITH RECURSIVE down(id, depth) AS (
          SELECT ${id}::int, 1
          UNION ALL
          SELECT pl.child_id, down.depth + 1 FROM down
            JOIN work_item_parent_links pl ON pl.parent_id = down.id
            JOIN work_items c ON c.id = pl.child_id AND c.type = 'epic'
           WHERE down.depth < 32)
        SELECT max(depth) AS levels FROM down`,
  );
  return Number(rows[0]?.levels ?? 1);
}

/** Why `child` cannot go under `parent`, or null when it can. */
export async function epicParentProblem(
  db: Database,
  child: WorkItemRow,
  parent: WorkItemRow,
): Promise<AppError | null> {
  if (parent.type !== 'epic') return refused(422, HIERARCHY_ERRORS.notAnEpic);
  if (child.id === parent.id) return refused(409, HIERARCHY_ERRORS.self);
  const parentAncestors = await ancestorIdsOf(db, parent.id);
  if (parentAncestors.includes(child.id)) return refused(409, HIERARCHY_ERRORS.ancestor);
  if (parent.confidential && !child.confidential) {
    return refused(422, HIERARCHY_ERRORS.confidentialParent);
  }
  if (child.type === 'epic') {
    const levels = parentAncestors.length + 1 + (await epicSubtreeLevels(db, child.id));
    if (levels > MAX_EPIC_LEVELS) return refused(409, HIERARCHY_ERRORS.tooDeep);
  }
  return null;
}

/** Whether an epic has non-confidential children (it then cannot become confidential). */
export async function hasPublicChildren(db: Database, epicId: number): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*) AS n FROM work_item_parent_links pl JOIN work_items c ON c.id = pl.child_id
         WHERE pl.parent_id = ${epicId} AND c.confidential = false`,
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

/**
 * Puts `childId` under `parentId` (moving it when it had another parent), appended after the
 * last child. Returns the link and the previous parent id.
 */
export async function setParentLink(db: Database, childId: number, parentId: number) {
  // Positions are computed from the siblings: writers to one parent go one at a time (the
  // pipeline locks the child, not always the parent).
  await lockWorkItem(db, parentId);
  const previous = await parentOf(db, childId);
  if (previous?.parentId === parentId) return { link: previous, previousParentId: parentId };
  const last = await queryRows<{ pos: number | null }>(
    db,
    sql`SELECT max(relative_position) AS pos FROM work_item_parent_links WHERE parent_id = ${parentId}`,
  );
  const lastPosition = last[0]?.pos;
  const position = lastPosition == null ? 0 : Number(lastPosition) + POSITION_GAP;
  const [link] = await db
    .insert(workItemParentLinks)
    .values({ parentId, childId, relativePosition: position })
    .onConflictDoUpdate({
      target: workItemParentLinks.childId,
      set: { parentId, relativePosition: position, createdAt: sql`now()` },
    })
    .returning();
  return { link: link!, previousParentId: previous?.parentId ?? null };
}

export async function removeParentLink(db: Database, childId: number, parentId?: number) {
  const rows = await db
    .delete(workItemParentLinks)
    .where(
      and(
        eq(workItemParentLinks.childId, childId),
        parentId === undefined ? undefined : eq(workItemParentLinks.parentId, parentId),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Places `moved` between `before` and `after` (either may be absent) among the children of
 * one parent. Uses the gap between neighbours when there is one, otherwise renumbers the
 * siblings in one statement.
 */
export async function placeChild(
  db: Database,
  parentId: number,
  movedChildId: number,
  target: { afterChildId?: number | null; beforeChildId?: number | null },
) {
  await lockWorkItem(db, parentId); // see setParentLink
  const siblings = (await childLinks(db, parentId)).filter((l) => l.childId !== movedChildId);
  let index = siblings.length;
  if (target.afterChildId != null) {
    const i = siblings.findIndex((l) => l.childId === target.afterChildId);
    if (i < 0) throw refused(404, 'The adjacent item is not a child of this parent');
    index = i + 1;
  } else if (target.beforeChildId != null) {
    const i = siblings.findIndex((l) => l.childId === target.beforeChildId);
    if (i < 0) throw refused(404, 'The adjacent item is not a child of this parent');
    index = i;
  }
  const prev = siblings[index - 1]?.relativePosition;
  const next = siblings[index]?.relativePosition;
  let position: number | null = null;
  if (prev != null && next != null && next - prev > 1) position = Math.floor((prev + next) / 2);
  else if (prev != null && next === undefined) position = prev + POSITION_GAP;
  else if (prev === undefined && next != null) position = next - POSITION_GAP;
  else if (prev === undefined && next === undefined) position = 0;
  if (position !== null && Math.abs(position) < 2_000_000_000) {
    await db
      .update(workItemParentLinks)
      .set({ relativePosition: position })
      .where(eq(workItemParentLinks.childId, movedChildId));
    return;
  }
  const order = siblings.map((l) => l.childId);
  order.splice(index, 0, movedChildId);
  const values = sql.join(
    order.map((id, i) => sql`(${id}::int, ${i * POSITION_GAP}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE work_item_parent_links pl SET relative_position = v.pos FROM (VALUES ${values}) AS v(id, pos)
         WHERE pl.child_id = v.id AND pl.parent_id = ${parentId} AND ${idListSql(sql`pl.child_id`, order)}`,
  );
}
