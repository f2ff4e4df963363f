import { membershipsChanged, type RequestContext } from '#server/lib/context.ts';
import { badRequest, forbidden, notFound } from '#server/lib/errors.ts';
import {
  groupPermissionsFor,
  projectPermissionsFor,
} from '#server/core/namespaces/namespace-permissions.ts';
import { requireUser } from '#server/core/require-user.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { canChangeMember, type MemberAdminFlags } from '#server/core/permissions/index.ts';
import { userLoader } from '../users/users.service.ts';
import {
  addMembership,
  deleteMembership,
  findDirectMembership,
  pageOfMembers,
  type MemberRow,
} from './memberships.repository.ts';
import type { AddMemberInput, UpdateMemberInput } from './memberships.schema.ts';

export function listMembers(
  ctx: RequestContext,
  ns: NamespaceRow,
  inherited: boolean,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  return pageOfMembers(ctx.db, inherited ? ns.traversalIds : [ns.id], search, page);
}

/**
 * Group members are managed by owners, project members by maintainers and above; a member whose
 * role is Owner, and the Owner role, only by owners (core/permissions/membership.ts).
 */
async function requireMemberAdmin(ctx: RequestContext, ns: NamespaceRow) {
  requireUser(ctx);
  const flags: MemberAdminFlags =
    ns.kind === 'group'
      ? await groupPermissionsFor(ctx, ns).then((p) => ({
          adminMembers: p.adminGroup,
          manageOwners: p.manageOwners,
        }))
      : await projectPermissionsFor(ctx, ns).then((p) => ({
          adminMembers: p.adminProject,
          manageOwners: p.manageOwners,
        }));
  if (!flags.adminMembers) throw forbidden();
  const ownLevel = ctx.viewer.user?.isAdmin ? 50 : await ctx.access.levelOn(ns.traversalIds);
  const checkLevel = (level: number) => {
    if (level > ownLevel) {
      throw badRequest('access_level cannot be higher than your own', 'access_level');
    }
  };
  /** 403 unless the viewer may move a member from one level to another (null: none). */
  const checkChange = (from: number | null, to: number | null) => {
    if (!canChangeMember(flags, from, to)) throw forbidden();
  };
  return { checkLevel, checkChange };
}

export async function addMember(ctx: RequestContext, ns: NamespaceRow, input: AddMemberInput) {
  const admin = await requireMemberAdmin(ctx, ns);
  admin.checkLevel(input.access_level);
  admin.checkChange(null, input.access_level);
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

/** A member whose level was changed, with the id of the membership (GraphQL's member id). */
export type ChangedMember = MemberRow & { membershipId: number };

/**
 * New levels for direct members, all or none (GraphQL's `…MemberBulkUpdate`; REST's `PUT
 * …/members/:user_id` is one): an owner's by owners only. Any refusal writes nothing.
 */
export async function updateMembers(
  ctx: RequestContext,
  ns: NamespaceRow,
  userIds: readonly number[],
  input: UpdateMemberInput,
): Promise<ChangedMember[]> {
  const admin = await requireMemberAdmin(ctx, ns);
  admin.checkLevel(input.access_level);
  const found = await Promise.all(
    userIds.map(async (userId) => {
      const membership = await findDirectMembership(ctx.db, ns.id, userId);
      const user = membership && (await userLoader(ctx).load(userId));
      if (!membership || !user) throw notFound();
      admin.checkChange(membership.accessLevel, input.access_level);
      return { membership, user };
    }),
  );
  await ctx.db.transaction(async (tx) => {
    for (const { user } of found) {
      await addMembership(tx, {
        namespaceId: ns.id,
        userId: user.id,
        accessLevel: input.access_level,
      });
    }
  });
  membershipsChanged(ctx);
  return found.map(({ membership, user }) => ({
    ...user,
    accessLevel: input.access_level,
    memberSince: membership.createdAt,
    membershipId: membership.id,
  }));
}

export async function removeMember(ctx: RequestContext, ns: NamespaceRow, userId: number) {
  const admin = await requireMemberAdmin(ctx, ns);
  const membership = await findDirectMembership(ctx.db, ns.id, userId);
  if (!membership) throw notFound();
  admin.checkChange(membership.accessLevel, null);
  if (!(await deleteMembership(ctx.db, ns.id, userId))) throw notFound();
  membershipsChanged(ctx);
}
