import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { queryRows } from './sql.ts';

/**
 * Read-only checks over a seeded workspace (all namespaces below a top group), used by the seed
 * tests and handy when inspecting a benchmark database.
 */
const inWorkspace = (root: string) =>
  sql`n.traversal_ids[1] = (SELECT id FROM namespaces WHERE full_path = ${root} AND parent_id IS NULL)`;

/**
 * A digest of the workspace's content that ignores database ids and the top group's path, so
 * equal seeds give equal digests and different seeds different ones.
 */
export async function workspaceFingerprint(db: Database, root: string): Promise<string> {
  const rows = await queryRows<{ part: string; digest: string | null }>(
    db,
    sql`
      SELECT 'items' AS part, md5(string_agg(concat_ws('|', regexp_replace(n.full_path, '^[^/]+', ''), w.type, w.iid, w.title,
               md5(w.description), w.state, w.confidential, w.start_date_is_fixed,
               w.start_date_fixed, w.due_date_is_fixed, w.due_date_fixed, w.start_date, w.due_date,
               w.weight, w.health_status, w.color, w.relative_position, w.created_at,
               regexp_replace(pn.full_path, '^[^/]+', ''), p.iid, pl.relative_position, m.title),
             E'\n' ORDER BY regexp_replace(n.full_path, '^[^/]+', ''), w.iid)) AS digest
      FROM work_items w
      JOIN namespaces n ON n.id = w.namespace_id
      LEFT JOIN work_item_parent_links pl ON pl.child_id = w.id
      LEFT JOIN work_items p ON p.id = pl.parent_id
      LEFT JOIN namespaces pn ON pn.id = p.namespace_id
      LEFT JOIN milestones m ON m.id = w.milestone_id
      WHERE ${inWorkspace(root)}
      UNION ALL
      SELECT 'relations', md5(string_agg(x, E'\n' ORDER BY x)) FROM (
        SELECT concat_ws('|', 'label', regexp_replace(n.full_path, '^[^/]+', ''), w.iid, l.title) AS x
        FROM work_item_labels wl JOIN work_items w ON w.id = wl.work_item_id
        JOIN labels l ON l.id = wl.label_id JOIN namespaces n ON n.id = w.namespace_id
        WHERE ${inWorkspace(root)}
        UNION ALL
        SELECT concat_ws('|', 'link', regexp_replace(n.full_path, '^[^/]+', ''), w.iid, regexp_replace(tn.full_path, '^[^/]+', ''), t.iid, k.link_type)
        FROM work_item_links k JOIN work_items w ON w.id = k.source_id
        JOIN work_items t ON t.id = k.target_id JOIN namespaces n ON n.id = w.namespace_id
        JOIN namespaces tn ON tn.id = t.namespace_id
        WHERE ${inWorkspace(root)}
        UNION ALL
        SELECT concat_ws('|', 'emoji', regexp_replace(n.full_path, '^[^/]+', ''), w.iid, u.username, e.name)
        FROM award_emoji e JOIN work_items w ON w.id = e.work_item_id
        JOIN users u ON u.id = e.user_id JOIN namespaces n ON n.id = w.namespace_id
        WHERE ${inWorkspace(root)}
        UNION ALL
        SELECT concat_ws('|', 'assignee', regexp_replace(n.full_path, '^[^/]+', ''), w.iid, u.username)
        FROM work_item_assignees a JOIN work_items w ON w.id = a.work_item_id
        JOIN users u ON u.id = a.user_id JOIN namespaces n ON n.id = w.namespace_id
        WHERE ${inWorkspace(root)}
      ) relations`,
  );
  return rows.map((r) => `${r.part}:${r.digest ?? '-'}`).join(' ');
}

/** Number of epics per hierarchy level (1 = no parent epic). */
export async function epicLevels(db: Database, root: string): Promise<Map<number, number>> {
  const rows = await queryRows<{ level: number | string; epics: number | string }>(
    db,
    sql`
      WITH RECURSIVE tree (id, level) AS (
        SELECT w.id, 1 FROM work_items w JOIN namespaces n ON n.id = w.namespace_id
        WHERE w.type = 'epic' AND ${inWorkspace(root)}
          AND NOT EXISTS (SELECT 1 FROM work_item_parent_links pl WHERE pl.child_id = w.id)
        UNION ALL
        SELECT c.id, t.level + 1 FROM tree t
        JOIN work_item_parent_links pl ON pl.parent_id = t.id
        JOIN work_items c ON c.id = pl.child_id AND c.type = 'epic'
        WHERE t.level < 50
      )
      SELECT level, count(*) AS epics FROM tree GROUP BY level ORDER BY level`,
  );
  return new Map(rows.map((r) => [Number(r.level), Number(r.epics)]));
}

/**
 * Parent links that break GitLab's rules: a child epic outside its parent's group subtree, an
 * issue in a project outside its epic's group subtree, or an epic under a non-epic.
 */
export async function hierarchyViolations(db: Database, root: string): Promise<number> {
  const rows = await queryRows<{ violations: number | string }>(
    db,
    sql`
      SELECT count(*) AS violations
      FROM work_item_parent_links pl
      JOIN work_items p ON p.id = pl.parent_id
      JOIN work_items c ON c.id = pl.child_id
      JOIN namespaces n ON n.id = c.namespace_id
      WHERE ${inWorkspace(root)}
        AND (p.type <> 'epic' OR NOT (p.namespace_id = ANY(n.traversal_ids)))`,
  );
  return Number(rows[0]?.violations ?? 0);
}

/** Namespaces whose iid counters are behind their items or milestones. */
export async function internalIdMismatches(db: Database, root: string): Promise<number> {
  const rows = await queryRows<{ mismatches: number | string }>(
    db,
    sql`
      SELECT count(*) AS mismatches FROM (
        SELECT n.id, 'work_items' AS usage, max(w.iid) AS top
        FROM work_items w JOIN namespaces n ON n.id = w.namespace_id
        WHERE ${inWorkspace(root)} GROUP BY n.id
        UNION ALL
        SELECT n.id, 'milestones', max(m.iid)
        FROM milestones m JOIN namespaces n ON n.id = m.namespace_id
        WHERE ${inWorkspace(root)} GROUP BY n.id
      ) used
      LEFT JOIN internal_ids i ON i.namespace_id = used.id AND i.usage = used.usage
      WHERE i.last_value IS NULL OR i.last_value <> used.top`,
  );
  return Number(rows[0]?.mismatches ?? 0);
}

/** Epic date columns, to compare before and after `recomputeEpicDates`. */
export async function epicDateColumns(db: Database): Promise<string[]> {
  const rows = await queryRows<{ line: string }>(
    db,
    sql`
      SELECT concat_ws('|', id, start_date, due_date, start_date_from_inherited,
             due_date_from_inherited, start_date_sourcing_milestone_id,
             due_date_sourcing_milestone_id, start_date_sourcing_epic_id,
             due_date_sourcing_epic_id) AS line
      FROM work_items WHERE type = 'epic' ORDER BY id`,
  );
  return rows.map((r) => r.line);
}

/** Foreign keys the seeders fill; checked because bulk loads may skip the trigger checks. */
const REFERENCES: readonly (readonly [string, string, string])[] = [
  ['namespaces', 'parent_id', 'namespaces'],
  ['memberships', 'namespace_id', 'namespaces'],
  ['memberships', 'user_id', 'users'],
  ['milestones', 'namespace_id', 'namespaces'],
  ['labels', 'namespace_id', 'namespaces'],
  ['work_items', 'namespace_id', 'namespaces'],
  ['work_items', 'author_id', 'users'],
  ['work_items', 'closed_by_id', 'users'],
  ['work_items', 'milestone_id', 'milestones'],
  ['work_items', 'start_date_sourcing_milestone_id', 'milestones'],
  ['work_items', 'due_date_sourcing_milestone_id', 'milestones'],
  ['work_items', 'start_date_sourcing_epic_id', 'work_items'],
  ['work_items', 'due_date_sourcing_epic_id', 'work_items'],
  ['work_item_parent_links', 'parent_id', 'work_items'],
  ['work_item_parent_links', 'child_id', 'work_items'],
  ['work_item_links', 'source_id', 'work_items'],
  ['work_item_links', 'target_id', 'work_items'],
  ['work_item_labels', 'work_item_id', 'work_items'],
  ['work_item_labels', 'label_id', 'labels'],
  ['work_item_assignees', 'work_item_id', 'work_items'],
  ['work_item_assignees', 'user_id', 'users'],
  ['award_emoji', 'work_item_id', 'work_items'],
  ['award_emoji', 'user_id', 'users'],
  ['internal_ids', 'namespace_id', 'namespaces'],
];

/** Rows pointing at rows that do not exist, per `table.column` (empty when all is well). */
export async function danglingReferences(db: Database): Promise<Record<string, number>> {
  const checks = REFERENCES.map(
    ([table, column, target]) =>
      `SELECT '${table}.${column}' AS ref, count(*) AS n FROM ${table} s
       WHERE s.${column} IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM ${target} t WHERE t.id = s.${column})`,
  );
  const rows = await queryRows<{ ref: string; n: number | string }>(
    db,
    sql.raw(checks.join(' UNION ALL ')),
  );
  return Object.fromEntries(rows.filter((r) => Number(r.n) > 0).map((r) => [r.ref, Number(r.n)]));
}
