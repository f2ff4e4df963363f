import { membershipsChanged, type RequestContext } from '../../lib/context.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import {
  groupPermissionsFor,
  projectPermissionsFor,
} from '../../core/namespaces/namespace-permissions.ts';
import { requireUser } from '../../core/require-user.ts';
import type { NamespaceRow } from '../../core/namespaces/namespaces.repository.ts';
import { userLoader } from '../users/users.service.ts';
import {
  addMembership,
  deleteMembership,
  findDirectMembership,
  pageOfMembers,
} from './memberships.repository.ts';
import type { AddMemberInput } from './memberships.schema.ts';

export function listMembers(
  ctx: RequestContext,
  ns: NamespaceRow,
  inherited: boolean,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  return pageOfMembers(ctx.db, inherited ? ns.traversalIds : [ns.id], search, page);
}

/** Group members are managed by owners, project members by maintainers and above. */
async function requireMemberAdmin(ctx: RequestContext, ns: NamespaceRow) {
  requireUser(ctx);
  const allowed =
    ns.kind === 'group'
      ? (await groupPermissionsFor(ctx, ns)).adminGroup
      : (await projectPermissionsFor(ctx, ns)).adminProject;
  if (!allowed) throw forbidden();
  return ctx.viewer.user?.isAdmin ? 50 : ctx.access.levelOn(ns.traversalIds);
}

export async function addMember(ctx: RequestContext, ns: NamespaceRow, input: AddMemberInput) {
  const ownLevel = await requireMemberAdmin(ctx, ns);
  if (input.access_level > ownLevel) {
    throw badRequest('access_level cannot be higher than your own', 'access_level');
  }
  const user = await userLoader(ctx).load(input.user_id);
  if (!user) throw notFound();
  if (await findDirectMembership(ctx.db, ns.id, user.id)) {
    throw badRequest('Member already exists', 'user_id');
  }
  await addMembership(ctx.db, {
    namespaceId: ns.id,
    userId: user.id,
    accessLevel: input.access_level,
  });
  membershipsChanged(ctx);
  return { ...user, accessLevel: input.access_level, memberSince: new Date() };
}

export async function removeMember(ctx: RequestContext, ns: NamespaceRow, userId: number) {
  await requireMemberAdmin(ctx, ns);
  if (!(await deleteMembership(ctx.db, ns.id, userId))) throw notFound();
  membershipsChanged(ctx);
}
