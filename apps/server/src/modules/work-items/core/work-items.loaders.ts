import { memoize, type RequestContext } from '#server/lib/context.ts';
import { eachKey, requestLoader } from '#server/lib/request-loader.ts';
import { bannedUserIds } from '#server/core/namespaces/visibility-sql.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import {
  assigneesByItemIds,
  findWorkItemsByIds,
  parentLinksByChildIds,
  type ParentLinkRow,
  type WorkItemRow,
} from './work-items.repository.ts';
import type { Timeframe } from './work-items.schema.ts';

/** Per-request batch loaders: one statement per kind for a whole page of items. */

function groupBy<K, V>(rows: readonly V[], key: (v: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Rows by id, unchecked: callers filter through the read policy. */
export const workItemLoader = (ctx: RequestContext) =>
  requestLoader<number, WorkItemRow | null>(ctx, 'workItemById', async (ids) => {
    const rows = await findWorkItemsByIds(ctx.db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return eachKey(ids, byId, null);
  });

export const parentLinkLoader = (ctx: RequestContext) =>
  requestLoader<number, ParentLinkRow | null>(ctx, 'parentLinkByChild', async (ids) => {
    const rows = await parentLinksByChildIds(ctx.db, ids);
    const byChild = new Map(rows.map((r) => [r.childId, r]));
    return eachKey(ids, byChild, null);
  });

/**
 * Each item's assignee ids. The statement reads the users' rows too and hands them to the user
 * loader, so showing the assignees costs no second round trip after this one.
 */
export const assigneeIdsLoader = (ctx: RequestContext) =>
  requestLoader<number, number[]>(ctx, 'assigneesByItem', async (ids) => {
    const rows = await assigneesByItemIds(ctx.db, ids);
    const users = userLoader(ctx);
    for (const { user } of rows) users.prime(user.id, user);
    const byItem = groupBy(rows, (r) => r.workItemId);
    return ids.map((id) => (byItem.get(id) ?? []).map((r) => r.user.id));
  });

/**
 * GitLab's `hidden`: the author's account is banned. Read from the request's banned-user ids,
 * the same list the SQL twin (readableItemSql) uses, so no author rows are loaded for it.
 */
export async function authorIsBanned(ctx: RequestContext, item: WorkItemRow): Promise<boolean> {
  const { authorId } = item;
  return authorId !== null && (await bannedUserIds(ctx)).includes(authorId);
}

/**
 * GraphQL's `hidden`, the policy's isHiddenItem on a row: the author is banned or an admin
 * submitted the item as spam.
 */
export async function itemIsHidden(ctx: RequestContext, item: WorkItemRow): Promise<boolean> {
  return item.hiddenAsSpamAt !== null || (await authorIsBanned(ctx, item));
}

/**
 * The `timeframe` argument of the epic connection (`Group.epics`, `Epic.children`, ...) that
 * returned each row, per request: `Epic.hasChildrenWithinTimeframe` without an argument reads
 * it. Each list statement makes fresh row objects, so a row belongs to exactly one connection.
 */
const listTimeframes = (ctx: RequestContext) =>
  memoize(ctx, 'listTimeframeByRow', () => new WeakMap<WorkItemRow, Timeframe>());

/** Remember the list's timeframe (if any) for every node of a page; returns the page. */
export function rememberListTimeframe<P extends { edges: readonly { node: WorkItemRow }[] }>(
  ctx: RequestContext,
  page: P,
  timeframe: Timeframe | undefined,
): P {
  if (timeframe) {
    const byRow = listTimeframes(ctx);
    for (const { node } of page.edges) byRow.set(node, timeframe);
  }
  return page;
}

/** The timeframe of the connection that returned this row, if it had one. */
export const listTimeframeOf = (ctx: RequestContext, row: WorkItemRow): Timeframe | undefined =>
  listTimeframes(ctx).get(row);

export { groupBy };
