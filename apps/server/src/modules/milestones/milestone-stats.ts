import { and, eq, sql } from 'drizzle-orm';
import { namespaces, workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import {
  intArray,
  notHiddenSql,
  readableConfidentialSql,
  readableNamespaceSql,
} from '#server/core/namespaces/visibility-sql.ts';
import { requestLoader } from '#server/lib/request-loader.ts';

export interface MilestoneStats {
  totalIssuesCount: number;
  closedIssuesCount: number;
}

/**
 * Issue counts of many milestones in one statement, counting only issues the viewer may see
 * (readable project with issues on; confidential ones only when allowed; hidden ones, by banned
 * authors, for admins only).
 */
async function countIssues(ctx: RequestContext, ids: readonly number[]) {
  const readable = await readableNamespaceSql(ctx, {
    visibility: namespaces.visibility,
    traversalIds: namespaces.traversalIds,
  });
  const confidential = await readableConfidentialSql(ctx, {
    confidential: workItems.confidential,
    authorId: workItems.authorId,
    id: workItems.id,
    traversalIds: namespaces.traversalIds,
  });
  const rows = await ctx.db
    .select({
      milestoneId: workItems.milestoneId,
      total: sql<number>`count(*)`.mapWith(Number),
      closed: sql<number>`count(*) FILTER (WHERE ${workItems.state} = 'closed')`.mapWith(Number),
    })
    .from(workItems)
    .innerJoin(namespaces, eq(namespaces.id, workItems.namespaceId))
    .where(
      and(
        sql`${workItems.milestoneId} = ANY(${intArray(ids)})`,
        sql`${workItems.type} IN ('issue', 'incident')`,
        eq(namespaces.issuesEnabled, true),
        readable,
        confidential,
        (await notHiddenSql(ctx, workItems)) ?? undefined,
      ),
    )
    .groupBy(workItems.milestoneId);
  return new Map(rows.map((r) => [r.milestoneId, r]));
}

export const milestoneStatsLoader = (ctx: RequestContext) =>
  requestLoader<number, MilestoneStats>(ctx, 'milestoneStats', async (ids) => {
    const counts = await countIssues(ctx, ids);
    return ids.map((id) => ({
      totalIssuesCount: counts.get(id)?.total ?? 0,
      closedIssuesCount: counts.get(id)?.closed ?? 0,
    }));
  });
