import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { milestones, namespaces, subscriptions, todos } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { eachKey, requestLoader } from '#server/lib/request-loader.ts';
import type { MilestoneView } from '#server/modules/milestones/milestones.repository.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';
import {
  assigneeIdsLoader,
  groupBy,
  workItemLoader,
} from '#server/modules/work-items/core/work-items.loaders.ts';
import {
  queryRows,
  type WorkItemRow,
} from '#server/modules/work-items/core/work-items.repository.ts';
import { mentionedReaderIds } from './mentioned-participants.ts';

/** Per-viewer and social facts of items (subscriptions, votes, to-dos, participants), batched. */

export type TodoRow = typeof todos.$inferSelect;

const viewerId = (ctx: RequestContext) =>
  ctx.viewer.user?.state === 'active' ? ctx.viewer.user.id : null;

/** Explicit subscription, else participation (author or assignee), as GitLab does. */
export const subscribedLoader = (ctx: RequestContext) =>
  requestLoader<number, boolean>(ctx, 'subscribed', async (ids) => {
    const user = viewerId(ctx);
    if (user === null) return ids.map(() => false);
    const rows = await ctx.db
      .select({ id: subscriptions.workItemId, subscribed: subscriptions.subscribed })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user), byKeys(subscriptions.workItemId, ids)));
    const explicit = new Map(rows.map((r) => [r.id, r.subscribed]));
    return Promise.all(
      ids.map(async (id) => {
        const set = explicit.get(id);
        if (set !== undefined) return set;
        const item = await workItemLoader(ctx).load(id);
        if (item?.authorId === user) return true;
        return (await assigneeIdsLoader(ctx).load(id)).includes(user);
      }),
    );
  });

export interface Votes {
  upvotes: number;
  downvotes: number;
}

export const votesLoader = (ctx: RequestContext) =>
  requestLoader<number, Votes>(ctx, 'votes', async (ids) => {
    const rows = await queryRows<{ id: number; up: number; down: number }>(
      ctx.db,
      sql`SELECT work_item_id AS id,
               count(*) FILTER (WHERE name = 'thumbsup') AS up,
               count(*) FILTER (WHERE name = 'thumbsdown') AS down
          FROM award_emoji WHERE note_id IS NULL AND ${byKeys(sql`work_item_id`, ids)}
         GROUP BY work_item_id`,
    );
    const byId = new Map(
      rows.map((r) => [Number(r.id), { upvotes: Number(r.up), downvotes: Number(r.down) }]),
    );
    return eachKey(ids, byId, { upvotes: 0, downvotes: 0 });
  });

/** The viewer's to-dos on each item (pending, done, or both). */
export const todosLoader = (ctx: RequestContext, state: 'pending' | 'done' | null) =>
  requestLoader<number, TodoRow[]>(ctx, `todos:${state ?? 'all'}`, async (ids) => {
    const user = viewerId(ctx);
    if (user === null) return ids.map(() => []);
    const rows = await ctx.db
      .select()
      .from(todos)
      .where(
        and(
          eq(todos.userId, user),
          byKeys(todos.workItemId, ids),
          state ? eq(todos.state, state) : undefined,
        ),
      )
      .orderBy(todos.id);
    const byItem = groupBy(rows, (r) => r.workItemId);
    return eachKey(ids, byItem, []);
  });

/**
 * Author, assignees and authors of (non-internal) comments, author first, then the users
 * mentioned in the description or those comments who may read the item.
 */
export const participantIdsLoader = (ctx: RequestContext) =>
  requestLoader<number, number[]>(ctx, 'participants', async (ids) => {
    const rows = await queryRows<{ id: number; user_id: number }>(
      ctx.db,
      sql`SELECT work_item_id AS id, user_id FROM work_item_assignees WHERE ${byKeys(sql`work_item_id`, ids)}
        UNION
        SELECT work_item_id, author_id FROM notes
         WHERE ${byKeys(sql`work_item_id`, ids)} AND NOT internal AND NOT system`,
    );
    const byItem = groupBy(rows, (r) => Number(r.id));
    const items = await workItemLoader(ctx).loadMany([...ids]);
    const found = items.filter((i): i is WorkItemRow => i !== null && !(i instanceof Error));
    const mentioned = await mentionedReaderIds(ctx, found);
    return ids.map((id, i) => {
      const item = items[i];
      const author = item && !(item instanceof Error) ? [item.authorId] : [];
      const others = (byItem.get(id) ?? []).map((r) => Number(r.user_id)).sort((a, b) => a - b);
      return [...new Set([...author, ...others, ...(mentioned.get(id) ?? [])])];
    });
  });

/** Milestones by id with the namespace facts the Milestone type reads. */
export const milestoneViewLoader = (ctx: RequestContext) =>
  requestLoader<number, MilestoneView | null>(ctx, 'milestoneView', async (ids) => {
    const rows = await ctx.db
      .select({
        ...getTableColumns(milestones),
        nsKind: namespaces.kind,
        nsFullPath: namespaces.fullPath,
        nsTraversalIds: namespaces.traversalIds,
      })
      .from(milestones)
      .innerJoin(namespaces, eq(namespaces.id, milestones.namespaceId))
      .where(byKeys(milestones.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return eachKey(ids, byId, null);
  });
