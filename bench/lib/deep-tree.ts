// The epic tree a user reaches last: one epic with 10,000 descendants over the 7 levels
// an epic tree may have, in a top-level group of its own so the roadmap scenarios (the group with
// the most epics) and their fixtures stay as they were. Seeded into the bench's small and large
// sets after `cairn seed`, by a few set-wise statements (about a second).
//
// Shape: a complete ternary tree of epics, root (level 1) to level 7: 3 + 9 + … + 729 = 1,092
// descendant epics; 8,908 issues in one project: 100 under the root (its first page is full),
// the other 8,808 spread over the 1,092 descendant epics (8 or 9 each). Every fourth issue is
// closed; issues carry weights and health statuses, so the roll-ups have something to add up.
import type pg from 'pg';

export const DEEP_TREE_GROUP = 'bench-deep-tree';
const PROJECT_PATH = 'items';
/** Epics of a complete ternary tree of 7 levels: (3^7 - 1) / 2. */
export const DEEP_TREE_EPICS = 1_093;
export const DEEP_TREE_DESCENDANTS = 10_000;
const ROOT_ISSUES = 100;
/** The first level-6 epic (ternary tree: level L starts at index (3^(L-1) - 1) / 2). */
const DEEP_EPIC_INDEX = (3 ** 5 - 1) / 2;

export interface DeepTreeFixture {
  groupPath: string;
  root: { id: number; iid: number; descendants: number };
  /** A level-6 epic: five ancestors above it, its own small subtree below. */
  deep: { id: number; iid: number; level: number; descendants: number };
}

/** Writes the deep tree (refuses when its group exists: the database is seeded once). */
export async function seedDeepTree(client: pg.Client): Promise<number> {
  const issues = DEEP_TREE_DESCENDANTS - (DEEP_TREE_EPICS - 1);
  await client.query('BEGIN');
  try {
    const group = await client.query<{ id: number }>(
      `INSERT INTO namespaces (kind, name, path, full_path, full_name, visibility, traversal_ids)
       VALUES ('group', 'Bench deep tree', $1, $1, 'Bench deep tree', 'private', '{}') RETURNING id`,
      [DEEP_TREE_GROUP],
    );
    const groupId = group.rows[0]!.id;
    const project = await client.query<{ id: number }>(
      `INSERT INTO namespaces (kind, parent_id, name, path, full_path, full_name, visibility, traversal_ids)
       VALUES ('project', $1, 'Items', $2, $3, 'Bench deep tree / Items', 'private', ARRAY[$1::int])
       RETURNING id`,
      [groupId, PROJECT_PATH, `${DEEP_TREE_GROUP}/${PROJECT_PATH}`],
    );
    const projectId = project.rows[0]!.id;
    await client.query(
      `UPDATE namespaces SET traversal_ids = traversal_ids || id WHERE id = ANY ($1::int[])`,
      [[groupId, projectId]],
    );
    const author = `(SELECT id FROM users WHERE username = 'root')`;
    const seq = `pg_get_serial_sequence('work_items', 'id')`;
    // Index k of the ternary tree: parent (k - 1) / 3, level 1 + floor(log3(2k + 1)).
    await client.query(
      `CREATE TEMP TABLE tree_epics ON COMMIT DROP AS
       SELECT k, nextval(${seq})::int AS id,
              1 + floor(log(3, 2 * k + 1) + 1e-9)::int AS level
       FROM generate_series(0, $1::int - 1) k`,
      [DEEP_TREE_EPICS],
    );
    await client.query(
      `CREATE TEMP TABLE tree_issues ON COMMIT DROP AS
       SELECT j, nextval(${seq})::int AS id,
              CASE WHEN j < $2 THEN 0 ELSE 1 + (j - $2) % ($3::int - 1) END AS epic
       FROM generate_series(0, $1::int - 1) j`,
      [issues, ROOT_ISSUES, DEEP_TREE_EPICS],
    );
    await client.query(
      `INSERT INTO work_items (id, type, namespace_id, iid, title, author_id)
       SELECT id, 'epic', $1, k + 1, 'Deep tree epic ' || (k + 1) || ' (level ' || level || ')', ${author}
       FROM tree_epics`,
      [groupId],
    );
    await client.query(
      `INSERT INTO work_items (id, type, namespace_id, iid, title, author_id, state, closed_at,
                               weight, health_status)
       SELECT id, 'issue', $1, j + 1, 'Deep tree issue ' || (j + 1), ${author},
              CASE WHEN j % 4 = 0 THEN 'closed' ELSE 'opened' END::work_item_state,
              CASE WHEN j % 4 = 0 THEN now() END, 1 + j % 5,
              (ARRAY[NULL, 'on_track', 'needs_attention', 'at_risk'])[1 + j % 4]::health_status
       FROM tree_issues`,
      [projectId],
    );
    await client.query(
      `INSERT INTO work_item_parent_links (parent_id, child_id, relative_position)
       SELECT p.id, c.id, c.k * 1024 FROM tree_epics c JOIN tree_epics p ON p.k = (c.k - 1) / 3
       WHERE c.k > 0
       UNION ALL
       SELECT e.id, i.id, (${DEEP_TREE_EPICS} + i.j) * 1024 FROM tree_issues i JOIN tree_epics e ON e.k = i.epic`,
    );
    await client.query(
      `INSERT INTO internal_ids (namespace_id, usage, last_value)
       VALUES ($1, 'work_items', $3), ($2, 'work_items', $4)`,
      [groupId, projectId, DEEP_TREE_EPICS, issues],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  return DEEP_TREE_EPICS + issues;
}

/** The tree's root and its first level-6 epic, with their descendant counts. */
export async function findDeepTree(client: pg.Client): Promise<DeepTreeFixture | null> {
  const descendants = `(WITH RECURSIVE down AS (
      SELECT child_id AS id FROM work_item_parent_links WHERE parent_id = w.id
      UNION ALL SELECT l.child_id FROM down d JOIN work_item_parent_links l ON l.parent_id = d.id)
    SELECT count(*) FROM down)`;
  const r = await client.query<{ id: number; iid: number; descendants: string }>(
    `SELECT w.id, w.iid, ${descendants} AS descendants
     FROM work_items w JOIN namespaces n ON n.id = w.namespace_id
     WHERE lower(n.full_path) = $1 AND w.type = 'epic' AND w.iid IN (1, $2)
     ORDER BY w.iid`,
    [DEEP_TREE_GROUP, DEEP_EPIC_INDEX + 1],
  );
  const [root, deep] = r.rows;
  if (!root || !deep) return null;
  return {
    groupPath: DEEP_TREE_GROUP,
    root: { id: root.id, iid: root.iid, descendants: Number(root.descendants) },
    deep: { id: deep.id, iid: deep.iid, level: 6, descendants: Number(deep.descendants) },
  };
}
