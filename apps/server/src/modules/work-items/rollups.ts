import DataLoader from 'dataloader';
import { sql, type SQL } from 'drizzle-orm';
import { namespaces, workItems } from '@cairn/db';
import { memoize, type RequestContext } from '../../lib/context.ts';
import { aliased, readableItemSql } from './access-sql.ts';
import { idListSql, timeframeSql } from './filters-sql.ts';
import { workItemLoader } from './work-items.loaders.ts';
import { queryRows } from './work-items.repository.ts';
import type { Timeframe } from './work-items.schema.ts';

/**
 * Roll-ups the roadmap reads on every row, computed set-wise for every epic of a page: each
 * loader issues ONE statement for the whole batch, whatever the depth of the hierarchy (the
 * recursive CTEs walk all levels inside that statement).
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

const idIn = (expr: SQL, list: readonly number[]) => idListSql(expr, list);

/**
 * All descendants (GitLab counts children the viewer may not see: "Counts reflect children you
 * may not have access to"; only numbers leave this function). Issues are issues and incidents;
 * health counts are of open issues.
 */
export const rollupLoader = (ctx: RequestContext) =>
  memoize(
    ctx,
    'epicRollup',
    () =>
      new DataLoader<number, EpicRollup>(async (epicIds) => {
        const rows = await queryRows<Record<string, string | number | null>>(
          ctx.db,
          sql`WITH RECURSIVE tree(root_id, item_id, item_type, state, weight, health, depth) AS (
            SELECT pl.parent_id, c.id, c.type, c.state, c.weight, c.health_status, 1
              FROM work_item_parent_links pl JOIN work_items c ON c.id = pl.child_id
             WHERE ${idIn(sql`pl.parent_id`, epicIds)}
            UNION ALL
            SELECT t.root_id, c.id, c.type, c.state, c.weight, c.health_status, t.depth + 1
              FROM tree t
              JOIN work_item_parent_links pl ON pl.parent_id = t.item_id
              JOIN work_items c ON c.id = pl.child_id
             WHERE t.item_type = 'epic' AND t.depth < ${MAX_WALK}
          )
          SELECT root_id AS id,
            count(*) FILTER (WHERE item_type = 'epic' AND state = 'opened') AS opened_epics,
            count(*) FILTER (WHERE item_type = 'epic' AND state = 'closed') AS closed_epics,
            count(*) FILTER (WHERE item_type IN ('issue', 'incident') AND state = 'opened') AS opened_issues,
            count(*) FILTER (WHERE item_type IN ('issue', 'incident') AND state = 'closed') AS closed_issues,
            coalesce(sum(weight) FILTER (WHERE item_type IN ('issue', 'incident') AND state = 'opened'), 0) AS opened_weight,
            coalesce(sum(weight) FILTER (WHERE item_type IN ('issue', 'incident') AND state = 'closed'), 0) AS closed_weight,
            count(*) FILTER (WHERE item_type IN ('issue', 'incident') AND state = 'opened' AND health = 'on_track') AS on_track,
            count(*) FILTER (WHERE item_type IN ('issue', 'incident') AND state = 'opened' AND health = 'needs_attention') AS needs_attention,
            count(*) FILTER (WHERE item_type IN ('issue', 'incident') AND state = 'opened' AND health = 'at_risk') AS at_risk
          FROM tree GROUP BY root_id`,
        );
        const byId = new Map(
          rows.map((r) => [
            Number(r.id),
            {
              openedEpics: Number(r.opened_epics),
              closedEpics: Number(r.closed_epics),
              openedIssues: Number(r.opened_issues),
              closedIssues: Number(r.closed_issues),
              openedIssuesWeight: Number(r.opened_weight),
              closedIssuesWeight: Number(r.closed_weight),
              issuesOnTrack: Number(r.on_track),
              issuesNeedingAttention: Number(r.needs_attention),
              issuesAtRisk: Number(r.at_risk),
            },
          ]),
        );
        return epicIds.map((id) => byId.get(id) ?? EMPTY);
      }),
  );

export interface BlockingCounts {
  blockedByCount: number;
  blockingCount: number;
}

/** Open, visible linked items that block an item / that it blocks. */
export const blockingLoader = (ctx: RequestContext) =>
  memoize(
    ctx,
    'blockingCounts',
    () =>
      new DataLoader<number, BlockingCounts>(async (itemIds) => {
        const { table: o, from: oFrom } = aliased(workItems, 'bo');
        const { table: on, from: onFrom } = aliased(namespaces, 'bon');
        const visible = await readableItemSql(ctx, o, on);
        const rows = await queryRows<{ id: number; kind: string; n: number | string }>(
          ctx.db,
          sql`SELECT l.target_id AS id, 'by' AS kind, count(*) AS n
                FROM work_item_links l JOIN ${oFrom} ON ${o.id} = l.source_id JOIN ${onFrom} ON ${on.id} = ${o.namespaceId}
               WHERE l.link_type = 'blocks' AND ${idIn(sql`l.target_id`, itemIds)} AND ${o.state} = 'opened' AND ${visible}
               GROUP BY l.target_id
              UNION ALL
              SELECT l.source_id AS id, 'blocking' AS kind, count(*) AS n
                FROM work_item_links l JOIN ${oFrom} ON ${o.id} = l.target_id JOIN ${onFrom} ON ${on.id} = ${o.namespaceId}
               WHERE l.link_type = 'blocks' AND ${idIn(sql`l.source_id`, itemIds)} AND ${o.state} = 'opened' AND ${visible}
               GROUP BY l.source_id`,
        );
        const byId = new Map<number, BlockingCounts>();
        for (const r of rows) {
          const entry = byId.get(Number(r.id)) ?? { blockedByCount: 0, blockingCount: 0 };
          if (r.kind === 'by') entry.blockedByCount = Number(r.n);
          else entry.blockingCount = Number(r.n);
          byId.set(Number(r.id), entry);
        }
        return itemIds.map((id) => byId.get(id) ?? { blockedByCount: 0, blockingCount: 0 });
      }),
  );

export interface ChildFlags {
  hasChildren: boolean;
  hasIssues: boolean;
}

/** Whether an epic has child epics / child issues the viewer can see. */
export const childFlagsLoader = (ctx: RequestContext) =>
  memoize(
    ctx,
    'childFlags',
    () =>
      new DataLoader<number, ChildFlags>(async (epicIds) => {
        const { table: c, from: cFrom } = aliased(workItems, 'fc');
        const { table: cn, from: cnFrom } = aliased(namespaces, 'fcn');
        const visible = await readableItemSql(ctx, c, cn);
        const rows = await queryRows<{ id: number; children: boolean; issues: boolean }>(
          ctx.db,
          sql`SELECT pl.parent_id AS id, bool_or(${c.type} = 'epic') AS children, bool_or(${c.type} <> 'epic') AS issues
                FROM work_item_parent_links pl JOIN ${cFrom} ON ${c.id} = pl.child_id JOIN ${cnFrom} ON ${cn.id} = ${c.namespaceId}
               WHERE ${idIn(sql`pl.parent_id`, epicIds)} AND ${visible}
               GROUP BY pl.parent_id`,
        );
        const byId = new Map(
          rows.map((r) => [Number(r.id), { hasChildren: !!r.children, hasIssues: !!r.issues }]),
        );
        return epicIds.map((id) => byId.get(id) ?? { hasChildren: false, hasIssues: false });
      }),
  );

/** Whether an epic has visible child epics whose dates overlap the timeframe (one loader per range). */
export const childrenInTimeframeLoader = (ctx: RequestContext, t: Timeframe) =>
  memoize(
    ctx,
    `childrenInTimeframe:${t.start}:${t.end}`,
    () =>
      new DataLoader<number, boolean>(async (epicIds) => {
        const visible = await readableItemSql(ctx);
        const rows = await queryRows<{ id: number }>(
          ctx.db,
          sql`SELECT DISTINCT pl.parent_id AS id
                FROM work_item_parent_links pl
                JOIN ${workItems} ON ${workItems.id} = pl.child_id
                JOIN ${namespaces} ON ${namespaces.id} = ${workItems.namespaceId}
               WHERE ${idIn(sql`pl.parent_id`, epicIds)} AND ${workItems.type} = 'epic'
                 AND ${timeframeSql(t)} AND ${visible}`,
        );
        const found = new Set(rows.map((r) => Number(r.id)));
        return epicIds.map((id) => found.has(id));
      }),
  );

/**
 * Ancestor ids of each item, nearest first (unchecked: callers filter visibility). The same
 * statement reads the ancestors' rows into the work item loader, so a page's parents and
 * ancestors cost no second round trip.
 */
export const ancestorIdsLoader = (ctx: RequestContext) =>
  memoize(
    ctx,
    'ancestorIds',
    () =>
      new DataLoader<number, number[]>(async (itemIds) => {
        const up = sql`(WITH RECURSIVE up(item_id, ancestor_id, depth) AS (
                SELECT pl.child_id, pl.parent_id, 1 FROM work_item_parent_links pl
                 WHERE ${idIn(sql`pl.child_id`, itemIds)}
                UNION ALL
                SELECT up.item_id, pl.parent_id, up.depth + 1
                  FROM up JOIN work_item_parent_links pl ON pl.child_id = up.ancestor_id
                 WHERE up.depth < ${MAX_WALK}
              ) SELECT item_id, ancestor_id, depth FROM up) AS up`;
        const rows = await ctx.db
          .select({ itemId: sql<number>`up.item_id`.mapWith(Number), ancestor: workItems })
          .from(workItems)
          .innerJoin(up, sql`up.ancestor_id = ${workItems.id}`)
          .orderBy(sql`up.item_id`, sql`up.depth`);
        const byId = new Map<number, number[]>();
        const items = workItemLoader(ctx);
        for (const { itemId, ancestor } of rows) {
          const list = byId.get(itemId) ?? [];
          list.push(ancestor.id);
          byId.set(itemId, list);
          items.prime(ancestor.id, ancestor);
        }
        return itemIds.map((id) => byId.get(id) ?? []);
      }),
  );
