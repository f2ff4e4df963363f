import { and, eq, sql } from 'drizzle-orm';
import { namespaces } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { eachKey, requestLoader } from '#server/lib/request-loader.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { readableNamespaceSql } from '#server/core/namespaces/visibility-sql.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';
import {
  queryRows,
  type WorkItemRow,
} from '#server/modules/work-items/core/work-items.repository.ts';

/** Comments by people (system notes excluded) on each item, batched. */
export const userNotesCountLoader = (ctx: RequestContext) =>
  requestLoader<number, number>(ctx, 'userNotesCount', async (ids) => {
    const rows = await queryRows<{ id: number; n: number }>(
      ctx.db,
      sql`SELECT work_item_id AS id, count(*) AS n FROM notes
         WHERE ${byKeys(sql`work_item_id`, ids)} AND NOT system AND NOT internal
         GROUP BY work_item_id`,
    );
    const byId = new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
    return eachKey(ids, byId, 0);
  });

/**
 * Where "create issue" in the epic tree points: the readable project with issues in the epic's
 * group tree where the viewer last created an issue, else the first by path. Signed-in only.
 */
export async function defaultProjectForIssues(
  ctx: RequestContext,
  epic: WorkItemRow,
): Promise<NamespaceRow | null> {
  const user = ctx.viewer.user;
  if (!user || user.state !== 'active') return null;
  const readable = await readableNamespaceSql(ctx, namespaces);
  const rows = await ctx.db
    .select()
    .from(namespaces)
    .where(
      and(
        eq(namespaces.kind, 'project'),
        eq(namespaces.issuesEnabled, true),
        sql`${namespaces.traversalIds} @> ARRAY[${epic.namespaceId}]::int[]`,
        readable,
      ),
    )
    .orderBy(
      sql`(SELECT max(w.created_at) FROM work_items w WHERE w.namespace_id = ${namespaces.id} AND w.author_id = ${user.id}) DESC NULLS LAST`,
      sql`lower(${namespaces.fullPath})`,
    )
    .limit(1);
  return rows[0] ?? null;
}
