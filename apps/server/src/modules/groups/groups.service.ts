import type { RequestContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { namespaceIdParam } from '../../rest/params.ts';
import type { ViewerUser } from '../../auth/viewer.ts';
import type { NamespaceRow } from '../namespaces/namespaces.repository.ts';
import { canReadNamespaceRow, namespaceLoader } from '../namespaces/namespaces.service.ts';
import {
  ACCESS_LEVEL,
  activeViewer,
  groupPermissions,
  visibilityAllowedUnder,
  type GroupPermissions,
  type Visibility,
} from '../permissions/index.ts';
import {
  addMembership,
  findNamespaceByParam,
  fullPathTaken,
  insertNamespace,
} from './groups.repository.ts';
import { isReservedTopLevelPath, type CreateGroupInput } from './groups.schema.ts';

/** The signed-in, active user, or a 401. */
export function requireUser(ctx: RequestContext): ViewerUser {
  const user = ctx.viewer.user;
  if (!user || !activeViewer(user)) throw unauthorized();
  return user;
}

export async function groupPermissionsFor(
  ctx: RequestContext,
  group: NamespaceRow,
): Promise<GroupPermissions> {
  const accessLevel = await ctx.access.levelOn(group.traversalIds);
  return groupPermissions(ctx.viewer.user, { visibility: group.visibility, accessLevel });
}

/** A group or project named by a REST `:id` (numeric id or full path) that the viewer may read. */
export async function readableNamespaceParam(
  ctx: RequestContext,
  raw: string,
  kind: 'group' | 'project',
): Promise<NamespaceRow> {
  const parsed = namespaceIdParam.safeParse(raw);
  if (!parsed.success) throw notFound();
  const ns = await findNamespaceByParam(ctx.db, parsed.data, kind);
  if (!ns || !(await canReadNamespaceRow(ctx, ns))) throw notFound();
  namespaceLoader(ctx).prime(ns.id, ns);
  return ns;
}

export const readableGroupParam = (ctx: RequestContext, raw: string) =>
  readableNamespaceParam(ctx, raw, 'group');

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
  return created.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw badRequest('Path has already been taken', 'path');
    throw error;
  });
}
