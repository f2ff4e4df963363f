import type { RequestContext } from '#server/lib/context.ts';
import { ACCESS_LEVEL } from '#server/core/permissions/index.ts';
import { parseArgs } from '#server/graphql/args.ts';
import { offsetConnection, type PageArgs } from '#server/graphql/paging.ts';
import {
  namespaceOrder,
  namespacesWhere,
  pageOfNamespaces,
} from '#server/core/namespaces/namespace-pages.ts';
import { groupSearchArgs, type GroupListQuery } from './groups.schema.ts';
import {
  namespaceFilterSql,
  type NamespaceFilters,
} from '#server/core/namespaces/namespace-filters.ts';

/**
 * GET /groups and the subgroup listings. As in GitLab, a signed-in non-admin listing all
 * groups sees the groups they belong to unless all_available is set; anonymous viewers and
 * admins see every group they may read. Subgroup listings show every readable subgroup.
 */
export async function listGroups(
  ctx: RequestContext,
  q: GroupListQuery,
  scope: Pick<NamespaceFilters, 'childrenOf' | 'descendantsOf'>,
  page: { limit: number; offset: number },
) {
  const user = ctx.viewer.user;
  const scoped = scope.childrenOf !== undefined || scope.descendantsOf !== undefined;
  const allAvailable = q.all_available ?? (scoped || !user || user.isAdmin);
  const minAccessLevel = q.owned ? ACCESS_LEVEL.owner : q.min_access_level;
  const where = await namespaceFilterSql(ctx, {
    kind: 'group',
    search: q.search,
    topLevelOnly: q.top_level_only,
    ...scope,
    memberOnly: Boolean(user) && !allAvailable,
    minAccessLevel,
  });
  return pageOfNamespaces(ctx.db, where, namespaceOrder(q.order_by, q.sort), page);
}

/** A GraphQL page of readable groups (ordered by name, then id). */
export async function groupConnection(
  ctx: RequestContext,
  args: PageArgs & { search?: string | null },
  scope: Pick<NamespaceFilters, 'childrenOf' | 'descendantsOf' | 'topLevelOnly'>,
) {
  const { search } = parseArgs(groupSearchArgs, { search: args.search });
  const where = await namespaceFilterSql(ctx, { kind: 'group', search, ...scope });
  return offsetConnection(args, (page) =>
    namespacesWhere(ctx.db, where, namespaceOrder('name', 'asc'), page),
  );
}
