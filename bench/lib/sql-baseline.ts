// The LIMIT: the rows each API scenario returns, fetched by hand-written SQL straight through
// `pg` — one round trip per request, roll-ups computed set-wise for the whole page.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { summarize } from './stats.ts';

export interface SqlQuery {
  text: string;
  values: unknown[];
  /**
   * Planned for its values on every run (sent unnamed, as the API sends its statements): its
   * best plan depends on them. A group's epic page walks the sort index of a big group tree but
   * reads a small group by namespace; a cached generic plan cannot tell the two apart and sorts
   * the whole tree of the big group (measured: 110-570 ms instead of under 10 ms).
   */
  customPlan?: boolean;
  /** Writes: fresh values per round trip (a new title each time). */
  next?: () => unknown[];
}

export interface Timeframe {
  start: string;
  end: string;
}

export interface EpicListFilter {
  timeframe: Timeframe;
  limit: number;
  /** Epics of this group and its descendant groups. */
  groupId?: number;
  /** Or: the direct child epics of this epic. */
  parentId?: number;
  labelTitle?: string;
  authorUsername?: string;
  /** Keyset: rows after (start_date, id) in START_DATE_ASC order (undated last). */
  after?: { startDate: string | null; id: number };
}

/**
 * The page of epics in START_DATE_ASC order: the row set itself, without roll-ups. Undated
 * epics come last: the key is `coalesce(start_date, 'infinity')`, the expression of the epic
 * sort index (migration 0001), so the page walks that index in order and stops after `limit`
 * matches, and a keyset cursor is one row comparison the index can seek to.
 */
function pageCte(f: EpicListFilter, values: unknown[]): string {
  const p = (v: unknown) => `$${values.push(v)}`;
  const where = [`w.type = 'epic'`];
  if (f.groupId !== undefined)
    where.push(
      `w.namespace_id IN (SELECT n.id FROM namespaces n WHERE n.traversal_ids @> ARRAY[${p(f.groupId)}::int])`,
    );
  if (f.parentId !== undefined)
    where.push(
      `w.id IN (SELECT pl.child_id FROM work_item_parent_links pl WHERE pl.parent_id = ${p(f.parentId)}::int)`,
    );
  const start = p(f.timeframe.start);
  const end = p(f.timeframe.end);
  where.push(
    `(w.start_date IS NOT NULL OR w.due_date IS NOT NULL)`,
    `(w.start_date IS NULL OR w.start_date <= ${end}::date)`,
    `(w.due_date IS NULL OR w.due_date >= ${start}::date)`,
  );
  if (f.labelTitle !== undefined)
    where.push(
      `EXISTS (SELECT 1 FROM work_item_labels wl JOIN labels l ON l.id = wl.label_id WHERE wl.work_item_id = w.id AND lower(l.title) = lower(${p(f.labelTitle)}))`,
    );
  if (f.authorUsername !== undefined)
    where.push(
      `w.author_id IN (SELECT u.id FROM users u WHERE lower(u.username) = lower(${p(f.authorUsername)}))`,
    );
  if (f.after) {
    const id = p(f.after.id);
    where.push(
      `(coalesce(w.start_date, 'infinity'::date), w.id) > (${f.after.startDate === null ? `'infinity'::date` : `${p(f.after.startDate)}::date`}, ${id}::int)`,
    );
  }
  return `page AS (
    SELECT w.id, w.iid, w.title, w.state, w.created_at, w.closed_at, w.start_date, w.due_date,
           w.color, w.confidential, w.namespace_id
    FROM work_items w
    WHERE ${where.join('\n      AND ')}
    ORDER BY coalesce(w.start_date, 'infinity'::date), w.id
    LIMIT ${p(f.limit)})`;
}

/**
 * Everything a roadmap row reads: group, parent, ancestors, children flags, blocking counts,
 * descendant counts and weights (one recursive walk for the whole page) and labels.
 */
export function epicPageQuery(f: EpicListFilter): SqlQuery {
  const values: unknown[] = [];
  const page = pageCte(f, values);
  const start = `$${values.push(f.timeframe.start)}::date`;
  const end = `$${values.push(f.timeframe.end)}::date`;
  const text = `WITH RECURSIVE ${page},
  down AS (
    SELECT p.id AS root, 1 AS depth, c.id, c.type, c.state, c.weight, c.start_date, c.due_date
    FROM page p JOIN work_item_parent_links l ON l.parent_id = p.id JOIN work_items c ON c.id = l.child_id
    UNION ALL
    SELECT d.root, d.depth + 1, c.id, c.type, c.state, c.weight, NULL::date, NULL::date
    FROM down d JOIN work_item_parent_links l ON l.parent_id = d.id JOIN work_items c ON c.id = l.child_id
    WHERE d.type = 'epic'
  ),
  rollup AS (
    SELECT root,
      count(*) FILTER (WHERE type = 'epic' AND state = 'opened') AS opened_epics,
      count(*) FILTER (WHERE type = 'epic' AND state = 'closed') AS closed_epics,
      count(*) FILTER (WHERE type IN ('issue', 'incident') AND state = 'opened') AS opened_issues,
      count(*) FILTER (WHERE type IN ('issue', 'incident') AND state = 'closed') AS closed_issues,
      coalesce(sum(weight) FILTER (WHERE type IN ('issue', 'incident') AND state = 'opened'), 0) AS opened_weight,
      coalesce(sum(weight) FILTER (WHERE type IN ('issue', 'incident') AND state = 'closed'), 0) AS closed_weight,
      bool_or(depth = 1 AND type = 'epic') AS has_children,
      bool_or(depth = 1 AND type = 'epic' AND (start_date IS NOT NULL OR due_date IS NOT NULL)
              AND (start_date IS NULL OR start_date <= ${end})
              AND (due_date IS NULL OR due_date >= ${start})) AS has_children_within_timeframe
    FROM down
    GROUP BY root
  ),
  up AS (
    SELECT p.id AS root, l.parent_id AS id, 1 AS depth FROM page p JOIN work_item_parent_links l ON l.child_id = p.id
    UNION ALL
    SELECT u.root, l.parent_id, u.depth + 1 FROM up u JOIN work_item_parent_links l ON l.child_id = u.id
  ),
  ancestors AS (SELECT root, array_agg(id ORDER BY depth DESC) AS ids FROM up GROUP BY root)
  SELECT p.*, g.name AS group_name, g.full_name AS group_full_name, g.full_path AS group_full_path,
    par.id AS parent_id, par.start_date AS parent_start_date, par.due_date AS parent_due_date,
    a.ids AS ancestor_ids,
    coalesce(r.has_children, false) AS has_children,
    coalesce(r.has_children_within_timeframe, false) AS has_children_within_timeframe,
    (SELECT count(*) FROM work_item_links k JOIN work_items s ON s.id = k.source_id
      WHERE k.target_id = p.id AND k.link_type = 'blocks' AND s.state = 'opened') AS blocked_by_count,
    (SELECT count(*) FROM work_item_links k JOIN work_items t ON t.id = k.target_id
      WHERE k.source_id = p.id AND k.link_type = 'blocks' AND t.state = 'opened') AS blocking_count,
    r.opened_epics, r.closed_epics, r.opened_issues, r.closed_issues, r.opened_weight, r.closed_weight,
    (SELECT json_agg(json_build_object('id', lb.id, 'title', lb.title, 'description', lb.description,
                                       'color', lb.color) ORDER BY lb.title COLLATE "C", lb.id)
       FROM work_item_labels wl JOIN labels lb ON lb.id = wl.label_id WHERE wl.work_item_id = p.id) AS labels
  FROM page p
  JOIN namespaces g ON g.id = p.namespace_id
  LEFT JOIN work_item_parent_links pl ON pl.child_id = p.id
  LEFT JOIN work_items par ON par.id = pl.parent_id
  LEFT JOIN rollup r ON r.root = p.id
  LEFT JOIN ancestors a ON a.root = p.id
  ORDER BY p.start_date, p.id`;
  return { text, values, customPlan: f.groupId !== undefined };
}

/** Just the keys of a page (for walking to a deep page by keyset). */
export function epicKeysQuery(f: EpicListFilter): SqlQuery {
  const values: unknown[] = [];
  const text = `WITH ${pageCte(f, values)} SELECT id, to_char(start_date, 'YYYY-MM-DD') AS start_date FROM page ORDER BY page.start_date, page.id`;
  return { text, values };
}

/** The roadmap's milestones: active, in the timeframe, of the group's ancestors and descendants. */
export function milestonesQuery(o: {
  groupId: number;
  timeframe: Timeframe;
  limit: number;
}): SqlQuery {
  const text = `WITH g AS (SELECT id, traversal_ids FROM namespaces WHERE id = $1)
  SELECT m.id, m.title, m.start_date, m.due_date, n.full_path, n.kind,
         (n.kind = 'group') AS group_milestone, (n.kind = 'group' AND n.id <> g.id) AS subgroup_milestone,
         (n.kind = 'project') AS project_milestone
  FROM milestones m JOIN namespaces n ON n.id = m.namespace_id, g
  WHERE (n.traversal_ids @> ARRAY[g.id] OR n.id = ANY (g.traversal_ids))
    AND m.state = 'active'
    AND (m.start_date IS NOT NULL OR m.due_date IS NOT NULL)
    AND (m.start_date IS NULL OR m.start_date <= $3::date)
    AND (m.due_date IS NULL OR m.due_date >= $2::date)
  ORDER BY m.due_date NULLS LAST, m.id
  LIMIT $4`;
  return { text, values: [o.groupId, o.timeframe.start, o.timeframe.end, o.limit] };
}

/**
 * Named statements: PostgreSQL parses and plans them once per connection (a generic plan after
 * five custom ones when that is no worse), as a well-tuned server would; except `customPlan`
 * queries, planned for their values each time.
 */
export function statementName(text: string): string {
  return `bench_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

export interface LoopResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rows: number;
}

/**
 * Runs the query back to back from `concurrency` workers for `seconds` (or, with `amount`, until
 * that many completed); latency per round trip.
 */
export async function sqlLoop(
  pool: pg.Pool,
  query: SqlQuery,
  concurrency: number,
  seconds: number,
  amount?: number,
): Promise<LoopResult> {
  const latencies: number[] = [];
  let errors = 0;
  let rows = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (amount ? latencies.length + errors < amount : performance.now() < deadline) {
      const t = performance.now();
      try {
        const r = await pool.query({
          ...(query.customPlan ? {} : { name: statementName(query.text) }),
          text: query.text,
          values: query.next?.() ?? query.values,
        });
        rows = r.rowCount ?? 0;
        latencies.push(performance.now() - t);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const s = summarize(latencies);
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: s.p50,
    p99: s.p99,
    errors,
    rows,
  };
}
