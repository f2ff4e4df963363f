import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '@cairn/db';
import { BANNED_USER_IDS, memoize, type RequestContext } from '#server/lib/context.ts';
import { MIN_ACCESS } from '../permissions/index.ts';

const intArray = (ids: readonly number[]) =>
  ids.length
    ? sql`ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`
    : sql`'{}'::int[]`;

/**
 * SQL predicate: the viewer may read namespaces with these columns.
 * Public for everyone, internal for signed-in users, private for members (inherited) and admins.
 */
export async function readableNamespaceSql(
  ctx: RequestContext,
  cols: { visibility: AnyPgColumn; traversalIds: AnyPgColumn },
): Promise<SQL> {
  const user = ctx.viewer.user;
  if (user?.isAdmin) return sql`true`;
  if (!user || user.state !== 'active') return sql`${cols.visibility} = 'public'`;
  const memberOf = await ctx.access.namespaceIdsWithAtLeast(MIN_ACCESS.member);
  return sql`(${cols.visibility} <> 'private' OR ${cols.traversalIds} && ${intArray(memberOf)})`;
}

/**
 * SQL predicate for confidential work items: non-confidential, or the viewer is planner+
 * (inherited), the author, an assignee, or an admin.
 */
export async function readableConfidentialSql(
  ctx: RequestContext,
  cols: {
    confidential: AnyPgColumn;
    authorId: AnyPgColumn;
    id: AnyPgColumn;
    traversalIds: AnyPgColumn;
  },
): Promise<SQL> {
  const user = ctx.viewer.user;
  if (user?.isAdmin) return sql`true`;
  if (!user || user.state !== 'active') return sql`${cols.confidential} = false`;
  const reporterOf = await ctx.access.namespaceIdsWithAtLeast(MIN_ACCESS.readConfidential);
  return sql`(${cols.confidential} = false OR ${cols.authorId} = ${user.id} OR ${cols.traversalIds} && ${intArray(reporterOf)} OR EXISTS (SELECT 1 FROM work_item_assignees wia WHERE wia.work_item_id = ${cols.id} AND wia.user_id = ${user.id}))`;
}

/**
 * Ids of banned users, read once per request (a per-request memo: subscriptions clear it before
 * each event), usually with the viewer (auth/viewer-facts.ts). Banned accounts are rare, so the
 * list is short and usually empty.
 */
export function bannedUserIds(ctx: RequestContext): Promise<readonly number[]> {
  return memoize(ctx, BANNED_USER_IDS, () =>
    ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.state, 'banned'))
      .then((rows) => rows.map((r) => r.id)),
  );
}

/**
 * SQL twin of the policy's isHiddenItem (GitLab's hidden items: the author is banned, or an admin
 * submitted the item as spam): admins see them, nobody else. Null for an admin viewer, so their
 * statements are left exactly as they were; the banned-author test is only emitted when some
 * user is banned.
 */
export async function notHiddenSql(
  ctx: RequestContext,
  item: { authorId: AnyPgColumn; hiddenAsSpamAt: AnyPgColumn },
): Promise<SQL | null> {
  const user = ctx.viewer.user;
  if (user?.isAdmin && user.state === 'active') return null;
  const banned = await bannedUserIds(ctx);
  const notSpam = sql`${item.hiddenAsSpamAt} IS NULL`;
  return banned.length
    ? sql`(${notSpam} AND ${item.authorId} <> ALL(${intArray(banned)}))`
    : notSpam;
}

export { intArray };
