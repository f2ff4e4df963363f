// The LIMIT for the issue page and the two writes: one hand-written statement each, with the
// same permission checks the API makes (admin, or the membership level the rule needs on the
// project or a group above it).
import type { SqlQuery } from './sql-baseline.ts';

/** The viewer ($2) holds at least `level` on namespace `n` (inherited), or is an active admin. */
const viewerMay = (level: number) => `(
  EXISTS (SELECT 1 FROM users v WHERE v.id = $2 AND v.is_admin AND v.state = 'active')
  OR EXISTS (SELECT 1 FROM memberships m
             WHERE m.user_id = $2 AND m.namespace_id = ANY (n.traversal_ids) AND m.access_level >= ${level}))`;

const userJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'username', ${alias}.username)`;

/**
 * Everything the issue page reads: the project and its group, the issue with its people,
 * labels, milestone, iteration, parent epic, blocking count, the viewer's subscription, to-dos
 * and access level, and the participants.
 */
export function issuePageQuery(o: { issueId: number; viewerId: number }): SqlQuery {
  const text = `
  SELECT w.*, n.name AS project_name, n.full_path AS project_full_path,
    g.id AS group_id, g.full_path AS group_full_path, g.emails_disabled AS group_emails_disabled,
    ${userJson('a')} AS author, ${userJson('e')} AS last_edited_by,
    (SELECT json_agg(${userJson('u')} ORDER BY u.id) FROM work_item_assignees wa JOIN users u ON u.id = wa.user_id WHERE wa.work_item_id = w.id) AS assignees,
    (SELECT json_agg(json_build_object('id', l.id, 'title', l.title, 'color', l.color, 'description', l.description) ORDER BY l.title)
       FROM work_item_labels wl JOIN labels l ON l.id = wl.label_id WHERE wl.work_item_id = w.id) AS labels,
    to_json(ms) AS milestone,
    json_build_object('iteration', to_json(it), 'cadence', to_json(ic)) AS iteration,
    (SELECT json_build_object('id', p.id, 'iid', p.iid, 'title', p.title, 'group', pn.full_path)
       FROM work_item_parent_links pl JOIN work_items p ON p.id = pl.parent_id JOIN namespaces pn ON pn.id = p.namespace_id
       WHERE pl.child_id = w.id AND p.type = 'epic') AS epic,
    (SELECT count(*) FROM work_item_links k JOIN work_items s ON s.id = k.source_id
       WHERE k.target_id = w.id AND k.link_type = 'blocks' AND s.state = 'opened') AS blocked_by_count,
    (SELECT s.subscribed FROM subscriptions s WHERE s.work_item_id = w.id AND s.user_id = $2) AS subscribed,
    (SELECT json_agg(t.id) FROM todos t WHERE t.work_item_id = w.id AND t.user_id = $2 AND t.state = 'pending') AS todos,
    (SELECT max(m.access_level) FROM memberships m WHERE m.user_id = $2 AND m.namespace_id = ANY (n.traversal_ids)) AS access_level,
    (SELECT json_agg(${userJson('pu')} ORDER BY pu.id) FROM users pu WHERE pu.id IN (
       SELECT w.author_id UNION SELECT wa.user_id FROM work_item_assignees wa WHERE wa.work_item_id = w.id
       UNION SELECT nt.author_id FROM notes nt WHERE nt.work_item_id = w.id AND NOT nt.system)) AS participants
  FROM work_items w
  JOIN namespaces n ON n.id = w.namespace_id
  LEFT JOIN namespaces g ON g.id = n.parent_id
  LEFT JOIN users a ON a.id = w.author_id
  LEFT JOIN users e ON e.id = w.last_edited_by_id
  LEFT JOIN milestones ms ON ms.id = w.milestone_id
  LEFT JOIN iterations it ON it.id = w.iteration_id
  LEFT JOIN iteration_cadences ic ON ic.id = it.cadence_id
  WHERE w.id = $1 AND (n.visibility = 'public' OR ${viewerMay(10)})`;
  return { text, values: [o.issueId, o.viewerId] };
}

/** Planner (GitLab's reporter) and up may edit any issue; its author may too. */
const UPDATE_LEVEL = 15;

/**
 * updateIssue's title change: lock the row, check the right, write the title (lock version,
 * edit stamps), record the system note, announce the change; `title` varies per request.
 */
export function updateIssueTitleQuery(o: { issueId: number; viewerId: number }): SqlQuery {
  const text = `
  WITH target AS (
    SELECT w.id, w.title AS old_title FROM work_items w JOIN namespaces n ON n.id = w.namespace_id
    WHERE w.id = $1 AND (w.author_id = $2 OR ${viewerMay(UPDATE_LEVEL)})
    FOR UPDATE OF w),
  upd AS (
    UPDATE work_items w SET title = $3, lock_version = w.lock_version + 1, updated_at = now(),
      last_edited_at = now(), last_edited_by_id = $2
    FROM target t WHERE w.id = t.id
    RETURNING w.id, w.title, w.description, w.lock_version, w.state, w.closed_at, w.updated_at, t.old_title),
  note AS (
    INSERT INTO notes (work_item_id, author_id, body, system)
    SELECT id, $2, 'changed title from **' || old_title || '** to **' || title || '**', true FROM upd
    RETURNING id)
  SELECT upd.*, (SELECT count(*) FROM note) AS notes,
    (SELECT pg_notify('cairn_bench', json_build_object('id', upd.id, 'kind', 'updated')::text)) AS notified
  FROM upd`;
  return { text, values: [o.issueId, o.viewerId, 'bench title'] };
}

/** createNote: the right to comment (a guest, or anyone on a public project) and the insert. */
export function createNoteQuery(o: { issueId: number; viewerId: number }): SqlQuery {
  const text = `
  WITH target AS (
    SELECT w.id FROM work_items w JOIN namespaces n ON n.id = w.namespace_id
    WHERE w.id = $1 AND NOT w.discussion_locked AND (n.visibility = 'public' OR ${viewerMay(10)})),
  note AS (
    INSERT INTO notes (work_item_id, author_id, body, discussion_id)
    SELECT id, $2, $3, md5(random()::text) FROM target
    RETURNING id, work_item_id)
  SELECT note.work_item_id AS id, note.id AS note_id,
    (SELECT pg_notify('cairn_bench', json_build_object('id', note.work_item_id, 'kind', 'note')::text)) AS notified
  FROM note`;
  return { text, values: [o.issueId, o.viewerId, 'A bench comment'] };
}

/** Tree order: the parent link's position (unpositioned last), then id. */
const TREE_ORDER = 'k.relative_position IS NULL, k.relative_position, k.id';

/**
 * The epic page tree's first page: the epic's roll-up counts and health, its first 100 child
 * epics (with children and issue flags, blocking counts, labels) and first 100 child issues
 * (with milestone, assignees, labels), rows in tree order: epics first, then issues.
 */
export function epicTreeQuery(o: { epicId: number }): SqlQuery {
  const text = `
  WITH RECURSIVE down AS (
    SELECT c.id, c.type, c.state, c.weight, c.health_status FROM work_item_parent_links l
      JOIN work_items c ON c.id = l.child_id WHERE l.parent_id = $1
    UNION ALL
    SELECT c.id, c.type, c.state, c.weight, c.health_status FROM down d
      JOIN work_item_parent_links l ON l.parent_id = d.id JOIN work_items c ON c.id = l.child_id
    WHERE d.type = 'epic'),
  rollup AS (
    SELECT count(*) FILTER (WHERE type = 'epic' AND state = 'opened') AS opened_epics,
      count(*) FILTER (WHERE type = 'epic' AND state = 'closed') AS closed_epics,
      count(*) FILTER (WHERE type <> 'epic' AND state = 'opened') AS opened_issues,
      count(*) FILTER (WHERE type <> 'epic' AND state = 'closed') AS closed_issues,
      coalesce(sum(weight) FILTER (WHERE type <> 'epic' AND state = 'opened'), 0) AS opened_weight,
      coalesce(sum(weight) FILTER (WHERE type <> 'epic' AND state = 'closed'), 0) AS closed_weight,
      count(*) FILTER (WHERE type <> 'epic' AND state = 'opened' AND health_status = 'at_risk') AS at_risk,
      count(*) FILTER (WHERE type <> 'epic' AND state = 'opened' AND health_status = 'on_track') AS on_track,
      count(*) FILTER (WHERE type <> 'epic' AND state = 'opened' AND health_status = 'needs_attention') AS needs_attention
    FROM down),
  kids AS (
    SELECT k.*, row_number() OVER (PARTITION BY k.type = 'epic' ORDER BY ${TREE_ORDER}) AS n FROM (
      SELECT c.id, c.iid, c.type, c.title, c.state, c.confidential, c.start_date, c.due_date, c.weight,
             c.milestone_id, c.namespace_id, pl.relative_position
      FROM work_item_parent_links pl JOIN work_items c ON c.id = pl.child_id
      WHERE pl.parent_id = $1 AND c.type IN ('epic', 'issue', 'incident')) k)
  SELECT k.id, k.type, k.iid, k.title, k.state, k.confidential, k.start_date, k.due_date, k.weight,
    k.relative_position, ns.full_path, r.*,
    EXISTS (SELECT 1 FROM work_item_parent_links x JOIN work_items y ON y.id = x.child_id
            WHERE x.parent_id = k.id AND y.type = 'epic') AS has_children,
    EXISTS (SELECT 1 FROM work_item_parent_links x JOIN work_items y ON y.id = x.child_id
            WHERE x.parent_id = k.id AND y.type <> 'epic') AS has_issues,
    (SELECT count(*) FROM work_item_links b JOIN work_items s ON s.id = b.source_id
      WHERE b.target_id = k.id AND b.link_type = 'blocks' AND s.state = 'opened') AS blocked_by_count,
    (SELECT count(*) FROM work_item_links b JOIN work_items t ON t.id = b.target_id
      WHERE b.source_id = k.id AND b.link_type = 'blocks' AND t.state = 'opened') AS blocking_count,
    (SELECT json_build_object('id', m.id, 'title', m.title) FROM milestones m WHERE m.id = k.milestone_id) AS milestone,
    (SELECT json_agg(${userJson('u')} ORDER BY u.id) FROM work_item_assignees wa JOIN users u ON u.id = wa.user_id
      WHERE wa.work_item_id = k.id) AS assignees,
    (SELECT json_agg(json_build_object('id', l.id, 'title', l.title, 'color', l.color) ORDER BY l.title)
      FROM work_item_labels wl JOIN labels l ON l.id = wl.label_id WHERE wl.work_item_id = k.id) AS labels
  FROM kids k JOIN namespaces ns ON ns.id = k.namespace_id, rollup r
  WHERE k.n <= 101
  ORDER BY k.type <> 'epic', ${TREE_ORDER}`;
  return { text, values: [o.epicId] };
}
