import { membershipsChanged, type RequestContext } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { badRequest, forbidden, notFound } from '#server/lib/errors.ts';
import { groupPermissionsFor } from '#server/core/namespaces/namespace-permissions.ts';
import {
  canReadNamespaceRow,
  namespaceLoader,
} from '#server/core/namespaces/namespaces.service.ts';
import { ACCESS_LEVEL } from '#server/core/permissions/index.ts';
import { requireUser } from '#server/core/require-user.ts';
import { insertNamespace } from '../groups/groups.repository.ts';
import { namespacePath } from '../groups/groups.schema.ts';
import { checkPathFree, checkVisibilityUnder } from '../groups/groups.service.ts';
import { addMembership } from '../memberships/memberships.repository.ts';
import { pathFromName, type CreateProjectInput } from './projects.schema.ts';

function nameAndPath(input: CreateProjectInput): { name: string; path: string } {
  if (!input.name && !input.path) {
    throw badRequest('name, path are missing, at least one parameter must be provided', 'name');
  }
  const path = input.path ?? pathFromName(input.name ?? '');
  if (!namespacePath.safeParse(path).success) throw badRequest('Path is invalid', 'path');
  return { name: input.name ?? path, path };
}

/**
 * Creates a project in a group: developers and above of the group (inherited) and admins.
 * The creator is added as a maintainer unless they already hold that much through the group.
 */
export async function createProject(ctx: RequestContext, input: CreateProjectInput) {
  const user = requireUser(ctx);
  const { name, path } = nameAndPath(input);
  const group = await namespaceLoader(ctx).load(input.namespace_id);
  if (!group || group.kind !== 'group' || !(await canReadNamespaceRow(ctx, group))) {
    throw notFound();
  }
  if (!(await groupPermissionsFor(ctx, group)).createProject) throw forbidden();
  const visibility = input.visibility ?? 'private';
  checkVisibilityUnder(visibility, group);
  await checkPathFree(ctx, group, path);
  const inherited = await ctx.access.levelOn(group.traversalIds);
  const created = ctx.db.transaction(async (tx) => {
    const project = await insertNamespace(tx, {
      kind: 'project',
      parent: group,
      name,
      path,
      description: input.description ?? '',
      visibility,
      issuesEnabled: input.issues_enabled ?? true,
    });
    if (inherited < ACCESS_LEVEL.maintainer && !user.isAdmin) {
      await addMembership(tx, {
        namespaceId: project.id,
        userId: user.id,
        accessLevel: ACCESS_LEVEL.maintainer,
      });
    }
    return project;
  });
  const project = await created.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw badRequest('Path has already been taken', 'path');
    throw error;
  });
  membershipsChanged(ctx);
  return project;
}
