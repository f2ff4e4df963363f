import type { RequestContext } from '#server/lib/context.ts';
import {
  groupPermissions,
  projectPermissions,
  type GroupPermissions,
  type ProjectPermissions,
} from '../permissions/index.ts';
import type { NamespaceRow } from './namespaces.repository.ts';

/** The viewer's flags on a group, from the policy and the request's access cache. */
export async function groupPermissionsFor(
  ctx: RequestContext,
  group: NamespaceRow,
): Promise<GroupPermissions> {
  const accessLevel = await ctx.access.levelOn(group.traversalIds);
  return groupPermissions(ctx.viewer.user, { visibility: group.visibility, accessLevel });
}

/** The viewer's flags on a project, from the policy and the request's access cache. */
export async function projectPermissionsFor(
  ctx: RequestContext,
  project: NamespaceRow,
): Promise<ProjectPermissions> {
  const accessLevel = await ctx.access.levelOn(project.traversalIds);
  return projectPermissions(ctx.viewer.user, {
    visibility: project.visibility,
    accessLevel,
    issuesEnabled: project.issuesEnabled,
  });
}
