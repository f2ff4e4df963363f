import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

/**
 * Epic date roll-up (GitLab's "inherited" dates), maintained on write so the roadmap can filter
 * and sort by the effective `start_date` / `due_date` columns with an index.
 *
 * For an epic:
 * - inherited start = the earliest of the start dates of the milestones of its direct child
 *   issues (any non-epic child: issue, incident, task) and the effective start dates of its
 *   direct child epics; inherited due = the latest of the milestones' due dates and the child
 *   epics' effective due dates. The source is recorded in `*_sourcing_milestone_id` or
 *   `*_sourcing_epic_id`; ties prefer milestones, then the lowest id.
 * - effective start = `start_date_fixed` when `start_date_is_fixed`, else the inherited start;
 *   the same for due.
 *
 * The work is set-wise: one query finds the epics to refresh and their depth, then one UPDATE
 * per depth level, deepest first (a child epic's effective dates are final before its parent
 * reads them): a 7-level hierarchy costs one query and 7 UPDATEs whatever the number of epics.
 * Rows whose dates do not change are not rewritten.
 *
 * @param epicIds epics whose children or own fixed dates changed (for a moved child, pass both
 *   the old and the new parent). They and all their ancestors are recomputed. Without it, every
 *   epic is recomputed.
 */
export async function recomputeEpicDates(db: Database, epicIds?: readonly number[]): Promise<void> {
  if (epicIds !== undefined && epicIds.length === 0) return;
  const levels = await epicsByDepth(db, epicIds);
  for (let depth = levels.length - 1; depth >= 0; depth--) {
    const ids = levels[depth];
    if (ids && ids.length > 0) await db.execute(updateLevel(ids));
  }
}

/** A bound `int[]` parameter, sent as an array literal so both drivers accept any length. */
function intArray(ids: readonly number[]): SQL {
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new Error(`Invalid epic id: ${String(id)}`);
  }
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** Epic ids grouped by depth (0 = no parent epic). */
async function epicsByDepth(
  db: Database,
  epicIds: readonly number[] | undefined,
): Promise<number[][]> {
  const query = epicIds === undefined ? allEpicsWithDepth() : ancestorsWithDepth(epicIds);
  const result = (await db.execute(query)) as unknown as {
    rows: { id: number | string; depth: number | string }[];
  };
  const levels: number[][] = [];
  for (const row of result.rows) {
    const depth = Number(row.depth);
    (levels[depth] ??= []).push(Number(row.id));
  }
  return levels;
}

/** Every epic, walking down from the roots (epics without a parent epic). */
function allEpicsWithDepth(): SQL {
  return sql`
    WITH RECURSIVE tree (id, depth) AS (
      SELECT e.id, 0
      FROM work_items e
      WHERE e.type = 'epic'
        AND NOT EXISTS (
          SELECT 1 FROM work_item_parent_links pl
          JOIN work_items p ON p.id = pl.parent_id AND p.type = 'epic'
          WHERE pl.child_id = e.id)
      UNION ALL
      SELECT c.id, t.depth + 1
      FROM tree t
      JOIN work_item_parent_links pl ON pl.parent_id = t.id
      JOIN work_items c ON c.id = pl.child_id AND c.type = 'epic'
      WHERE t.depth < 100
    )
    SELECT id, depth FROM tree`;
}

/**
 * The given epics and their ancestors. Walking up from each start, an epic's depth is the
 * start's chain length minus the steps taken to reach it (the same for every chain through it).
 */
function ancestorsWithDepth(epicIds: readonly number[]): SQL {
  return sql`
    WITH RECURSIVE up (start_id, id, dist) AS (
      SELECT e.id, e.id, 0
      FROM work_items e
      WHERE e.id = ANY(${intArray(epicIds)}) AND e.type = 'epic'
      UNION ALL
      SELECT up.start_id, p.id, up.dist + 1
      FROM up
      JOIN work_item_parent_links pl ON pl.child_id = up.id
      JOIN work_items p ON p.id = pl.parent_id AND p.type = 'epic'
      WHERE up.dist < 100
    ),
    chain AS (SELECT start_id, MAX(dist) AS len FROM up GROUP BY start_id)
    SELECT up.id, MAX(chain.len - up.dist) AS depth
    FROM up JOIN chain ON chain.start_id = up.start_id
    GROUP BY up.id`;
}

/** Recomputes the epics of one depth level from their direct children. */
function updateLevel(ids: readonly number[]): SQL {
  return sql`
    WITH targets AS (SELECT DISTINCT unnest(${intArray(ids)}) AS id),
    candidates AS (
      -- One pass over the children: epics offer their effective dates, the others their
      -- milestone's dates.
      SELECT pl.parent_id AS epic_id,
             CASE WHEN c.type = 'epic' THEN c.start_date ELSE m.start_date END AS start_date,
             CASE WHEN c.type = 'epic' THEN c.due_date ELSE m.due_date END AS due_date,
             m.id AS milestone_id,
             CASE WHEN c.type = 'epic' THEN c.id END AS child_epic_id
      FROM targets t
      JOIN work_item_parent_links pl ON pl.parent_id = t.id
      JOIN work_items c ON c.id = pl.child_id
      LEFT JOIN milestones m ON m.id = c.milestone_id AND c.type <> 'epic'
    ),
    starts AS (
      SELECT DISTINCT ON (epic_id) epic_id, start_date, milestone_id, child_epic_id
      FROM candidates WHERE start_date IS NOT NULL
      ORDER BY epic_id, start_date, milestone_id NULLS LAST, child_epic_id
    ),
    dues AS (
      SELECT DISTINCT ON (epic_id) epic_id, due_date, milestone_id, child_epic_id
      FROM candidates WHERE due_date IS NOT NULL
      ORDER BY epic_id, due_date DESC, milestone_id NULLS LAST, child_epic_id
    ),
    computed AS (
      SELECT t.id,
             s.start_date AS start_inherited, s.milestone_id AS start_milestone_id,
             s.child_epic_id AS start_epic_id,
             d.due_date AS due_inherited, d.milestone_id AS due_milestone_id,
             d.child_epic_id AS due_epic_id
      FROM targets t
      LEFT JOIN starts s ON s.epic_id = t.id
      LEFT JOIN dues d ON d.epic_id = t.id
    )
    UPDATE work_items w SET
      start_date_from_inherited = c.start_inherited,
      start_date_sourcing_milestone_id = c.start_milestone_id,
      start_date_sourcing_epic_id = c.start_epic_id,
      due_date_from_inherited = c.due_inherited,
      due_date_sourcing_milestone_id = c.due_milestone_id,
      due_date_sourcing_epic_id = c.due_epic_id,
      start_date = CASE WHEN w.start_date_is_fixed THEN w.start_date_fixed ELSE c.start_inherited END,
      due_date = CASE WHEN w.due_date_is_fixed THEN w.due_date_fixed ELSE c.due_inherited END
    FROM computed c
    WHERE w.id = c.id AND w.type = 'epic'
      AND (w.start_date_from_inherited, w.start_date_sourcing_milestone_id,
           w.start_date_sourcing_epic_id, w.due_date_from_inherited,
           w.due_date_sourcing_milestone_id, w.due_date_sourcing_epic_id,
           w.start_date, w.due_date)
        IS DISTINCT FROM
          (c.start_inherited, c.start_milestone_id, c.start_epic_id,
           c.due_inherited, c.due_milestone_id, c.due_epic_id,
           CASE WHEN w.start_date_is_fixed THEN w.start_date_fixed ELSE c.start_inherited END,
           CASE WHEN w.due_date_is_fixed THEN w.due_date_fixed ELSE c.due_inherited END)`;
}
