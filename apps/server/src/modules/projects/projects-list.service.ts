import type { RequestContext } from '#server/lib/context.ts';
import { parseArgs } from '#server/graphql/args.ts';
import { offsetConnection, type PageArgs } from '#server/graphql/paging.ts';
import {
  namespaceOrder,
  namespacesWhere,
  pageOfNamespaces,
  type NamespaceOrder,
} from '#server/core/namespaces/namespace-pages.ts';
import { groupSearchArgs } from '../groups/groups.schema.ts';
import {
  namespaceFilterSql,
  type NamespaceFilters,
} from '#server/core/namespaces/namespace-filters.ts';
import { ACCESS_LEVEL } from '#server/core/permissions/index.ts';
import type { ProjectListQuery } from './projects.schema.ts';

type ProjectScope = Pick<NamespaceFilters, 'childrenOf' | 'descendantsOf' | 'memberOnly'>;

const ORDER: Record<ProjectListQuery['order_by'], NamespaceOrder> = {
  id: 'id',
  name: 'name',
  path: 'path',
  created_at: 'created_at',
  updated_at: 'updated_at',
  last_activity_at: 'updated_at',
};

/** GET /projects and GET /groups/:id/projects: readable projects only. */
export async function listProjects(
  ctx: RequestContext,
  q: ProjectListQuery,
  scope: ProjectScope,
  page: { limit: number; offset: number },
) {
  const where = await namespaceFilterSql(ctx, {
    kind: 'project',
    search: q.search,
    visibility: q.visibility,
    childrenOf: scope.childrenOf,
    descendantsOf: scope.descendantsOf,
    memberOnly: Boolean(q.membership) || Boolean(scope.memberOnly),
    minAccessLevel: q.owned ? ACCESS_LEVEL.owner : q.min_access_level,
  });
  return pageOfNamespaces(ctx.db, where, namespaceOrder(ORDER[q.order_by], q.sort), page);
}

/** A GraphQL page of readable projects (ordered by name, then id). */
export async function projectConnection(
  ctx: RequestContext,
  args: PageArgs & { search?: string | null },
  scope: ProjectScope,
) {
  const { search } = parseArgs(groupSearchArgs, { search: args.search });
  const where = await namespaceFilterSql(ctx, { kind: 'project', search, ...scope });
  return offsetConnection(args, (page) =>
    namespacesWhere(ctx.db, where, namespaceOrder('name', 'asc'), page),
  );
}
