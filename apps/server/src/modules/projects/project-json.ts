import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { namespaceLoader, namespaceWebPath } from '#server/core/namespaces/namespaces.service.ts';

/** GitLab's REST namespace JSON (a project's `namespace`, and `GET /namespaces/:id`). */
export const namespaceJson = (ctx: RequestContext, g: NamespaceRow) => ({
  id: g.id,
  name: g.name,
  path: g.path,
  kind: g.kind,
  full_path: g.fullPath,
  parent_id: g.parentId,
  avatar_url: g.avatarUrl,
  web_url: ctx.env.baseUrl + namespaceWebPath(g),
});

/** GitLab's REST project JSON; `parent` is the project's group. */
export function projectJson(ctx: RequestContext, p: NamespaceRow, parent: NamespaceRow | null) {
  const api = `${ctx.env.baseUrl}/api/v4/projects/${p.id}`;
  return {
    id: p.id,
    description: p.description,
    name: p.name,
    name_with_namespace: p.fullName,
    path: p.path,
    path_with_namespace: p.fullPath,
    created_at: p.createdAt,
    default_branch: null,
    tag_list: [],
    topics: [],
    web_url: ctx.env.baseUrl + namespaceWebPath(p),
    avatar_url: p.avatarUrl,
    last_activity_at: p.updatedAt,
    namespace: parent ? namespaceJson(ctx, parent) : null,
    visibility: p.visibility,
    issues_enabled: p.issuesEnabled,
    archived: false,
    empty_repo: true,
    _links: { self: api, issues: `${api}/issues`, labels: `${api}/labels` },
  };
}

/** Serialises projects with their groups, loading all the groups in one query. */
export async function projectsJson(ctx: RequestContext, rows: readonly NamespaceRow[]) {
  const parents = await namespaceLoader(ctx).loadMany(rows.map((p) => p.parentId ?? 0));
  return rows.map((p, i) => {
    const parent = parents[i];
    return projectJson(ctx, p, parent && !(parent instanceof Error) ? parent : null);
  });
}
