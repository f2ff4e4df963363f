import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { readableNamespaceParam } from '#server/core/namespaces/namespaces.service.ts';
import { activeViewer } from '#server/core/permissions/index.ts';
import { autocompleteUsers, type UserRow } from './users.repository.ts';
import { AUTOCOMPLETE_LIMIT } from './users.schema.ts';

/**
 * User suggestions (authors, assignees): the members of a readable namespace and of its
 * ancestors, plus the current user. Without a namespace, signed-in users get every active user;
 * anonymous viewers get none.
 */
export async function suggestUsers(
  ctx: RequestContext,
  namespace: NamespaceRow | null,
  search: string | null | undefined,
): Promise<UserRow[]> {
  const viewer = activeViewer(ctx.viewer.user);
  if (!namespace && !viewer) return [];
  return autocompleteUsers(ctx.db, {
    chain: namespace ? namespace.traversalIds : null,
    search: search?.trim() ?? '',
    currentUserId: viewer ? Number(viewer.id) : null,
    limit: AUTOCOMPLETE_LIMIT,
  });
}

/** The namespace named by `group_id` / `project_id` (id or full path); 404 when unreadable. */
export async function autocompleteScope(
  ctx: RequestContext,
  q: { group_id?: string | undefined; project_id?: string | undefined },
): Promise<NamespaceRow | null> {
  if (q.project_id) return readableNamespaceParam(ctx, q.project_id, 'project');
  if (q.group_id) return readableNamespaceParam(ctx, q.group_id, 'group');
  return null;
}
