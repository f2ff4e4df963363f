import { and, desc, eq, sql } from 'drizzle-orm';
import { timelogs, type Database } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';
import { eachKey, requestLoader } from '#server/lib/request-loader.ts';

export type TimelogRow = typeof timelogs.$inferSelect;

/** The total time spent on one item (the sum of its entries, negative ones subtract). */
export async function totalTimeSpent(db: Database, workItemId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${timelogs.timeSpent})` })
    .from(timelogs)
    .where(eq(timelogs.workItemId, workItemId));
  return Number(row?.total ?? 0);
}

/** Each item's total time spent, one statement for a page of items. */
export const totalTimeSpentLoader = (ctx: RequestContext) =>
  requestLoader<number, number>(ctx, 'timeSpentByItem', async (ids) => {
    const rows = await ctx.db
      .select({ id: timelogs.workItemId, total: sql<string>`sum(${timelogs.timeSpent})` })
      .from(timelogs)
      .where(byKeys(timelogs.workItemId, ids))
      .groupBy(timelogs.workItemId);
    return eachKey(ids, new Map(rows.map((r) => [r.id, Number(r.total)])), 0);
  });

/** Each item's time entries, newest spent-at first (GitLab's timelogs order). */
export const timelogsLoader = (ctx: RequestContext) =>
  requestLoader<number, TimelogRow[]>(ctx, 'timelogsByItem', async (ids) => {
    const rows = await ctx.db
      .select()
      .from(timelogs)
      .where(byKeys(timelogs.workItemId, ids))
      .orderBy(desc(timelogs.spentAt), desc(timelogs.id));
    const byItem = new Map<number, TimelogRow[]>();
    for (const row of rows)
      byItem.set(row.workItemId, [...(byItem.get(row.workItemId) ?? []), row]);
    return eachKey(ids, byItem, []);
  });

export async function timelogById(db: Database, id: number): Promise<TimelogRow | undefined> {
  const [row] = await db.select().from(timelogs).where(eq(timelogs.id, id));
  return row;
}

/** Deletes one entry of the item; the deleted row, or undefined when it is not the item's. */
export async function deleteTimelog(db: Database, workItemId: number, id: number) {
  const [row] = await db
    .delete(timelogs)
    .where(and(eq(timelogs.id, id), eq(timelogs.workItemId, workItemId)))
    .returning();
  return row;
}
