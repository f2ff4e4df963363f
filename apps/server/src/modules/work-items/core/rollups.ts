import { getTableColumns, getTableName, sql, type SQL, type Subquery } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { namespaces, workItems } from '@cairn/db';
import { memoize, type RequestContext } from '#server/lib/context.ts';
import { eachKey, requestLoader } from '#server/lib/request-loader.ts';
import { aliased, readableItemSql } from './access-sql.ts';
import { timeframeSql } from './filters-sql.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';
import { workItemLoader } from './work-items.loaders.ts';
import { queryRows } from './work-items.repository.ts';
import type { Timeframe } from './work-items.schema.ts';

/**
 * Roll-ups the roadmap reads on every row, computed set-wise for every epic of a page: one
 * statement for the whole batch, whatever the depth of the hierarchy (the recursive CTEs walk
 * all levels inside that statement). The descendant roll-up, child flags and blocking counts
 * that one page asks for share a single statement.
 */

/** Guard against a corrupt cycle; GitLab allows 7 levels, so 32 is never reached legitimately. */
const MAX_WALK = 32;

export interface EpicRollup {
  openedEpics: number;
  closedEpics: number;
  openedIssues: number;
  closedIssues: number;
  openedIssuesWeight: number;
  closedIssuesWeight: number;
  issuesOnTrack: number;
  issuesNeedingAttention: number;
  issuesAtRisk: number;
}

const EMPTY: EpicRollup = {
  openedEpics: 0,
  closedEpics: 0,
  openedIssues: 0,
  closedIssues: 0,
  openedIssuesWeight: 0,
  closedIssuesWeight: 0,
  issuesOnTrack: 0,
  issuesNeedingAttention: 0,
  issuesAtRisk: 0,
};

/**
 * `CROSS JOIN LATERAL` the child row of the link `pl`, looked up by key, under `name`. Joined
 * plainly, PostgreSQL hashed every work item in the timeframe (or scanned them all) to meet a
 * page's few hundred links: 2–3 ms of a roadmap page on the small set, growing with the instance;
 * by key it is one index probe per link (0.3 ms). A link has one child, hence LIMIT 1.
 */
const childByKey = (name: string) =>
  sql`CROSS JOIN LATERAL (SELECT * FROM work_items WHERE work_items.id = pl.child_id LIMIT 1) AS ${sql.identifier(name)}`;

export interface BlockingCounts {
  blockedByCount: number;
  blockingCount: number;
}

export interface ChildFlags {
  hasChildren: boolean;
  hasIssues: boolean;
}

type FactPart = 'rollup' | 'flags' | 'blocking';
type FactIds = Record<FactPart, number[]>;
interface Facts {
  rollup: Map<number, EpicRollup>;
  flags: Map<number, ChildFlags>;
  blocking: Map<number, BlockingCounts>;
}
type FactRow = { part: string; id: number } & Record<
  `n${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`,
  string | number | null
>;

/** Nine bigint columns: every part of the facts statement has the same shape for UNION ALL. */
const columns = (values: SQL[]) =>
  sql.join(
    Array.from(
      { length: 9 },
      (_, i) => sql`${values[i] ?? sql`NULL`}::bigint AS ${sql.raw(`n${i + 1}`)}`,
    ),
    sql`, `,
  );

/**
 * The roll-up, child flags and blocking counts a roadmap row reads, in ONE statement for
 * whatever of the three the fields of a page asked for (each loader below registers its batch
 * here; the statement runs once all of the page's loaders have dispatched).
 */
async function queryFacts(ctx: RequestContext, ids: FactIds): Promise<Facts> {
  const parts: SQL[] = [];
  let tree: SQL | null = null;
  if (ids.rollup.length) {
    // All descendants (GitLab counts children the viewer may not see: "Counts reflect children
    // you may not have access to"; only numbers leave this function). Issues are issues and
    // incidents; health counts are of open issues.
    tree = sql`WITH RECURSIVE tree(root_id, item_id, item_type, state, weight, health, depth) AS (
            SELECT pl.parent_id, c.id, c.type, c.state, c.weight, c.health_status, 1
              FROM work_item_parent_links pl JOIN work_items c ON c.id = pl.child_id
             WHERE ${byKeys(sql`pl.parent_id`, ids.rollup)}
            UNION ALL
            SELECT t.root_id, c.id, c.type, c.state, c.weight, c.health_status, t.depth + 1
              FROM tree t
              JOIN work_item_parent_links pl ON pl.parent_id = t.item_id
              JOIN work_items c ON c.id = pl.child_id
             WHERE t.item_type = 'epic' AND t.depth < ${MAX_WALK}
          ) `;
    const issue = sql`item_type IN ('issue', 'incident')`;
    parts.push(
      sql`SELECT 'rollup' AS part, root_id AS id, ${columns([
        sql`count(*) FILTER (WHERE item_type = 'epic' AND state = 'opened')`,
        sql`count(*) FILTER (WHERE item_type = 'epic' AND state = 'closed')`,
        sql`count(*) FILTER (WHERE ${issue} AND state = 'opened')`,
        sql`count(*) FILTER (WHERE ${issue} AND state = 'closed')`,
        sql`coalesce(sum(weight) FILTER (WHERE ${issue} AND state = 'opened'), 0)`,
        sql`coalesce(sum(weight) FILTER (WHERE ${issue} AND state = 'closed'), 0)`,
        sql`count(*) FILTER (WHERE ${issue} AND state = 'opened' AND health = 'on_track')`,
        sql`count(*) FILTER (WHERE ${issue} AND state = 'opened' AND health = 'needs_attention')`,
        sql`count(*) FILTER (WHERE ${issue} AND state = 'opened' AND health = 'at_risk')`,
      ])} FROM tree GROUP BY root_id`,
    );
  }
  if (ids.flags.length) {
    // Child epics / child issues the viewer can see.
    const c = alias(workItems, 'fc');
    const { table: cn, from: cnFrom } = aliased(namespaces, 'fcn');
    const visible = await readableItemSql(ctx, c, cn);
    parts.push(sql`SELECT 'flags' AS part, pl.parent_id AS id, ${columns([
      sql`bool_or(${c.type} = 'epic')::int`,
      sql`bool_or(${c.type} <> 'epic')::int`,
    ])}
                FROM work_item_parent_links pl ${childByKey('fc')} JOIN ${cnFrom} ON ${cn.id} = ${c.namespaceId}
               WHERE ${byKeys(sql`pl.parent_id`, ids.flags)} AND ${visible}
               GROUP BY pl.parent_id`);
  }
  if (ids.blocking.length) {
    // Open, visible linked items that block an item / that it blocks.
    const { table: o, from: oFrom } = aliased(workItems, 'bo');
    const { table: on, from: onFrom } = aliased(namespaces, 'bon');
    const visible = await readableItemSql(ctx, o, on);
    const n = columns([sql`count(*)`]);
    parts.push(sql`SELECT 'by' AS part, l.target_id AS id, ${n}
                FROM work_item_links l JOIN ${oFrom} ON ${o.id} = l.source_id JOIN ${onFrom} ON ${on.id} = ${o.namespaceId}
               WHERE l.link_type = 'blocks' AND ${byKeys(sql`l.target_id`, ids.blocking)} AND ${o.state} = 'opened' AND ${visible}
               GROUP BY l.target_id`);
    parts.push(sql`SELECT 'blocking' AS part, l.source_id AS id, ${n}
                FROM work_item_links l JOIN ${oFrom} ON ${o.id} = l.target_id JOIN ${onFrom} ON ${on.id} = ${o.namespaceId}
               WHERE l.link_type = 'blocks' AND ${byKeys(sql`l.source_id`, ids.blocking)} AND ${o.state} = 'opened' AND ${visible}
               GROUP BY l.source_id`);
  }
  const facts: Facts = { rollup: new Map(), flags: new Map(), blocking: new Map() };
  if (!parts.length) return facts;
  const rows = await queryRows<FactRow>(
    ctx.db,
    sql`${tree ?? sql``}${sql.join(parts, sql` UNION ALL `)}`,
  );
  const num = (v: string | number | null) => Number(v ?? 0);
  for (const r of rows) {
    const id = Number(r.id);
    if (r.part === 'rollup') {
      facts.rollup.set(id, {
        openedEpics: num(r.n1),
        closedEpics: num(r.n2),
        openedIssues: num(r.n3),
        closedIssues: num(r.n4),
        openedIssuesWeight: num(r.n5),
        closedIssuesWeight: num(r.n6),
        issuesOnTrack: num(r.n7),
        issuesNeedingAttention: num(r.n8),
        issuesAtRisk: num(r.n9),
      });
    } else if (r.part === 'flags') {
      facts.flags.set(id, { hasChildren: num(r.n1) > 0, hasIssues: num(r.n2) > 0 });
    } else {
      const entry = facts.blocking.get(id) ?? { blockedByCount: 0, blockingCount: 0 };
      if (r.part === 'by') entry.blockedByCount = num(r.n1);
      else entry.blockingCount = num(r.n1);
      facts.blocking.set(id, entry);
    }
  }
  return facts;
}

/**
 * Collects the batches the three fact loaders dispatch for one wave of fields and answers them
 * with one statement. DataLoader dispatches each loader in its own tick of the same wave;
 * `setImmediate` runs after all of them.
 */
const factsFor = (ctx: RequestContext) =>
  memoize(ctx, 'epicFacts', () => {
    let open: { ids: FactIds; result: Promise<Facts> } | null = null;
    return (part: FactPart, ids: readonly number[]): Promise<Facts> => {
      if (!open) {
        const batch: { ids: FactIds; result: Promise<Facts> } = {
          ids: { rollup: [], flags: [], blocking: [] },
          result: new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
            open = null;
            return queryFacts(ctx, batch.ids);
          }),
        };
        open = batch;
      }
      open.ids[part].push(...ids);
      return open.result;
    };
  });

/** Descendant counts, weights and health of each epic (all descendants, any visibility). */
export const rollupLoader = (ctx: RequestContext) =>
  requestLoader<number, EpicRollup>(ctx, 'epicRollup', async (epicIds) => {
    const facts = await factsFor(ctx)('rollup', epicIds);
    return eachKey(epicIds, facts.rollup, EMPTY);
  });

/** Open, visible linked items that block an item / that it blocks. */
export const blockingLoader = (ctx: RequestContext) =>
  requestLoader<number, BlockingCounts>(ctx, 'blockingCounts', async (itemIds) => {
    const facts = await factsFor(ctx)('blocking', itemIds);
    return itemIds.map((id) => facts.blocking.get(id) ?? { blockedByCount: 0, blockingCount: 0 });
  });

/** Whether an epic has child epics / child issues the viewer can see. */
export const childFlagsLoader = (ctx: RequestContext) =>
  requestLoader<number, ChildFlags>(ctx, 'childFlags', async (epicIds) => {
    const facts = await factsFor(ctx)('flags', epicIds);
    return eachKey(epicIds, facts.flags, { hasChildren: false, hasIssues: false });
  });

/** Whether an epic has visible child epics whose dates overlap the timeframe (one loader per range). */
export const childrenInTimeframeLoader = (ctx: RequestContext, t: Timeframe) =>
  requestLoader<number, boolean>(
    ctx,
    `childrenInTimeframe:${t.start}:${t.end}`,
    async (epicIds) => {
      const visible = await readableItemSql(ctx);
      const rows = await queryRows<{ id: number }>(
        ctx.db,
        sql`SELECT DISTINCT pl.parent_id AS id
          FROM work_item_parent_links pl ${childByKey(getTableName(workItems))}
          JOIN ${namespaces} ON ${namespaces.id} = ${workItems.namespaceId}
         WHERE ${byKeys(sql`pl.parent_id`, epicIds)} AND ${workItems.type} = 'epic'
           AND ${timeframeSql(t)} AND ${visible}`,
      );
      const found = new Set(rows.map((r) => Number(r.id)));
      return epicIds.map((id) => found.has(id));
    },
  );

/** A lateral row's columns under the subquery's alias, decoded as the table's columns are. */
const columnsOf = (row: Subquery<string, Record<string, unknown>>) =>
  Object.fromEntries(
    Object.keys(getTableColumns(workItems)).map((key) => [key, row[key as keyof typeof row]]),
  ) as unknown as typeof workItems._.columns;

/**
 * Ancestor ids of each item, nearest first (unchecked: callers filter visibility). The same
 * statement reads the ancestors' rows into the work item loader, so a page's parents and
 * ancestors cost no second round trip.
 *
 * Each step and each ancestor's row is a LATERAL lookup by key: PostgreSQL cannot estimate a
 * recursive walk (it guessed 1,720 rows for 26), and with plain joins it hashed the whole
 * work_items and parent-link tables for every page (13 ms of a 30 ms roadmap page on the small
 * set, growing with the instance). A child has one parent (unique child_id), hence LIMIT 1.
 */
export const ancestorIdsLoader = (ctx: RequestContext) =>
  requestLoader<number, number[]>(ctx, 'ancestorIds', async (itemIds) => {
    const up = sql`(WITH RECURSIVE up(item_id, ancestor_id, depth) AS (
          SELECT pl.child_id, pl.parent_id, 1 FROM work_item_parent_links pl
           WHERE ${byKeys(sql`pl.child_id`, itemIds)}
          UNION ALL
          SELECT up.item_id, next.parent_id, up.depth + 1
            FROM up CROSS JOIN LATERAL (
              SELECT pl.parent_id FROM work_item_parent_links pl
               WHERE pl.child_id = up.ancestor_id LIMIT 1) next
           WHERE up.depth < ${MAX_WALK}
        ) SELECT item_id, ancestor_id, depth FROM up) AS up`;
    const row = ctx.db
      .select()
      .from(workItems)
      .where(sql`${workItems.id} = up.ancestor_id`)
      .limit(1)
      .as('ancestor');
    const rows = await ctx.db
      .select({ itemId: sql<number>`up.item_id`.mapWith(Number), ancestor: columnsOf(row) })
      .from(up)
      .crossJoinLateral(row)
      .orderBy(sql`up.item_id`, sql`up.depth`);
    const byId = new Map<number, number[]>();
    const items = workItemLoader(ctx);
    for (const { itemId, ancestor } of rows) {
      const list = byId.get(itemId) ?? [];
      list.push(ancestor.id);
      byId.set(itemId, list);
      items.prime(ancestor.id, ancestor);
    }
    return eachKey(itemIds, byId, []);
  });
