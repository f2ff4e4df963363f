// Groups: the group-specific API — creating groups, the rules for placing a subgroup or a
// project under a group (path, visibility), and the REST/GraphQL surfaces of groups. Looking a
// group or project up (by id, path or REST `:id`), its visibility and the viewer's access on it
// are shared namespace facts in core/namespaces, which every module uses instead of this one.
import { membershipsChanged, type RequestContext } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { badRequest, forbidden, notFound } from '#server/lib/errors.ts';
import { groupPermissionsFor } from '#server/core/namespaces/namespace-permissions.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import {
  canReadNamespaceRow,
  namespaceLoader,
} from '#server/core/namespaces/namespaces.service.ts';
import {
  ACCESS_LEVEL,
  visibilityAllowedUnder,
  type Visibility,
} from '#server/core/permissions/index.ts';
import { requireUser } from '#server/core/require-user.ts';
import { addMembership } from '../memberships/memberships.repository.ts';
import { fullPathTaken, insertNamespace } from './groups.repository.ts';
import { isReservedTopLevelPath, type CreateGroupInput } from './groups.schema.ts';

/** GitLab's message when a child would be more open than its parent. */
export function checkVisibilityUnder(child: Visibility, parent: NamespaceRow) {
  if (!visibilityAllowedUnder(child, parent.visibility)) {
    throw badRequest(
      `${child} is not allowed since the parent group has a ${parent.visibility} visibility.`,
      'visibility',
    );
  }
}

export async function checkPathFree(
  ctx: RequestContext,
  parent: NamespaceRow | null,
  path: string,
) {
  if (!parent && isReservedTopLevelPath(path)) throw badRequest('Path is reserved', 'path');
  const fullPath = parent ? `${parent.fullPath}/${path}` : path;
  if (await fullPathTaken(ctx.db, fullPath))
    throw badRequest('Path has already been taken', 'path');
}

/**
 * Creates a group; the creator becomes its owner. Top-level groups: any signed-in user.
 * Subgroups: maintainers and owners of the parent (inherited) and admins.
 */
export async function createGroup(ctx: RequestContext, input: CreateGroupInput) {
  const user = requireUser(ctx);
  let parent: NamespaceRow | null = null;
  if (input.parent_id != null) {
    parent = await namespaceLoader(ctx).load(input.parent_id);
    if (!parent || parent.kind !== 'group' || !(await canReadNamespaceRow(ctx, parent))) {
      throw notFound();
    }
    if (!(await groupPermissionsFor(ctx, parent)).createSubgroup) throw forbidden();
  }
  const visibility = input.visibility ?? 'private';
  if (parent) checkVisibilityUnder(visibility, parent);
  await checkPathFree(ctx, parent, input.path);
  const created = ctx.db.transaction(async (tx) => {
    const group = await insertNamespace(tx, {
      kind: 'group',
      parent,
      name: input.name,
      path: input.path,
      description: input.description ?? '',
      visibility,
    });
    await addMembership(tx, {
      namespaceId: group.id,
      userId: user.id,
      accessLevel: ACCESS_LEVEL.owner,
    });
    return group;
  });
  const group = await created.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw badRequest('Path has already been taken', 'path');
    throw error;
  });
  membershipsChanged(ctx);
  return group;
}
