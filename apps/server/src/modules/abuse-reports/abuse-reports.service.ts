import { and, desc, eq, sql } from 'drizzle-orm';
import { abuseReports, users } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { badRequest, forbidden, notFound, refused } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import { readableItemById } from '../work-items/core/access.ts';
import type { CreateAbuseReportInput } from './abuse-reports.schema.ts';

export type AbuseReportRow = typeof abuseReports.$inferSelect;

export const CANNOT_REPORT_SELF = 'You cannot report yourself.';

/** Admins only (active ones: a banned admin has no rights). */
function requireAdmin(ctx: RequestContext) {
  const user = requireUser(ctx);
  if (!user.isAdmin || user.state !== 'active') throw forbidden();
  return user;
}

/**
 * Report abuse: any signed-in user but the reported one. From an item, the item must be readable
 * (404 otherwise, no leak) and the reported user is its author.
 */
export async function createAbuseReport(ctx: RequestContext, input: CreateAbuseReportInput) {
  const reporter = requireUser(ctx);
  let userId = input.user_id;
  if (input.work_item_id === undefined && userId === undefined) {
    throw badRequest('user_id is missing', 'user_id');
  }
  if (input.work_item_id !== undefined) {
    const item = await readableItemById(ctx, input.work_item_id);
    if (!item) throw notFound('404 Work item Not Found');
    userId = item.authorId;
  }
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId!));
  if (!user) throw notFound('404 User Not Found');
  if (user.id === reporter.id) throw refused(422, CANNOT_REPORT_SELF);
  const [row] = await ctx.db
    .insert(abuseReports)
    .values({
      reporterId: reporter.id,
      userId: user.id,
      workItemId: input.work_item_id ?? null,
      category: input.category,
      message: input.message,
      reportedFromUrl: input.reported_from_url ?? null,
    })
    .returning();
  return row!;
}

/** Admin list, newest first, optionally by status. */
export async function listAbuseReports(
  ctx: RequestContext,
  status: 'open' | 'closed' | undefined,
  page: { limit: number; offset: number },
) {
  requireAdmin(ctx);
  const where = status ? eq(abuseReports.status, status) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(abuseReports)
      .where(where)
      .orderBy(desc(abuseReports.id))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(abuseReports)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Close (or reopen) a report; closing records who and when. */
export async function setAbuseReportStatus(
  ctx: RequestContext,
  id: number,
  status: 'open' | 'closed',
) {
  const admin = requireAdmin(ctx);
  const closed = status === 'closed';
  const [row] = await ctx.db
    .update(abuseReports)
    .set({
      status,
      resolvedById: closed ? admin.id : null,
      resolvedAt: closed ? ctx.clock.now() : null,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(abuseReports.id, id))
    .returning();
  if (!row) throw notFound('404 Abuse report Not Found');
  return row;
}

/**
 * GitLab's POST /users/:id/ban: the user's items become hidden (seen by admins only) and their
 * open reports are closed. Admins cannot ban themselves or another admin.
 */
export async function banUser(ctx: RequestContext, userId: number) {
  const admin = requireAdmin(ctx);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('404 User Not Found');
  if (user.id === admin.id || user.isAdmin)
    throw forbidden('403 Forbidden - You cannot ban an admin');
  if (user.state === 'banned') throw refused(422, 'You cannot ban banned users.');
  if (user.state !== 'active') throw refused(422, 'You cannot ban blocked users.');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ state: 'banned', updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId));
    await tx
      .update(abuseReports)
      .set({ status: 'closed', resolvedById: admin.id, resolvedAt: ctx.clock.now() })
      .where(and(eq(abuseReports.userId, userId), eq(abuseReports.status, 'open')));
  });
  ctx.memo.clear();
}
