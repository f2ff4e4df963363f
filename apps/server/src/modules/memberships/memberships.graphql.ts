import { builder } from '#server/graphql/builder.ts';
import { encodeGid, gidArgument } from '#server/graphql/global-id.ts';
import { mutationField } from '#server/graphql/mutations.ts';
import { runRecordPayload } from '#server/graphql/record-payload.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { ACCESS_LEVEL, roleForAccessLevel } from '#server/core/permissions/index.ts';
import { readableNamespaceById } from '#server/core/namespaces/namespaces.service.ts';
import { UserRef } from '../users/users.graphql.ts';
import { updateMembers, type ChangedMember } from './memberships.service.ts';

/**
 * GitLab's `projectMemberBulkUpdate` and `groupMemberBulkUpdate`: new access levels for direct
 * members, by the rules of the REST members API (an owner's level is changed by owners only:
 * core/permissions/membership.ts); a refused target is "resource not available", as GitLab's.
 */

const MemberAccessLevel = builder.enumType('MemberAccessLevel', {
  description: 'Access level of a group or project member.',
  values: {
    GUEST: { value: ACCESS_LEVEL.guest },
    PLANNER: { value: ACCESS_LEVEL.planner },
    REPORTER: { value: ACCESS_LEVEL.reporter },
    DEVELOPER: { value: ACCESS_LEVEL.developer },
    MAINTAINER: { value: ACCESS_LEVEL.maintainer },
    OWNER: { value: ACCESS_LEVEL.owner },
  } as const,
});

const AccessLevelRef = builder.objectRef<{ level: number }>('AccessLevel');
AccessLevelRef.implement({
  description: 'A member access level.',
  fields: (t) => ({
    integerValue: t.int({ resolve: (a) => a.level }),
    stringValue: t.string({ resolve: (a) => roleForAccessLevel(a.level)?.toUpperCase() ?? null }),
  }),
});

const memberType = (name: 'ProjectMember' | 'GroupMember') => {
  const ref = builder.objectRef<ChangedMember>(name);
  ref.implement({
    description: `A direct member of a ${name === 'ProjectMember' ? 'project' : 'group'}.`,
    fields: (t) => ({
      id: t.id({ nullable: false, resolve: (m) => encodeGid(name, m.membershipId) }),
      accessLevel: t.field({ type: AccessLevelRef, resolve: (m) => ({ level: m.accessLevel }) }),
      user: t.field({ type: UserRef, resolve: (m) => m }),
      createdAt: t.field({ type: 'Time', resolve: (m) => m.memberSince }),
    }),
  });
  return ref;
};

async function namespaceOf(ctx: RequestContext, kind: 'project' | 'group', gid: string) {
  const typename = kind === 'project' ? 'Project' : 'Group';
  const ns = await readableNamespaceById(ctx, gidArgument(`input.${kind}Id`, gid, typename));
  if (!ns || ns.kind !== kind) throw notFound();
  return ns;
}

for (const kind of ['project', 'group'] as const) {
  const Name = kind === 'project' ? 'Project' : 'Group';
  const Member = memberType(`${Name}Member`);
  const membersField = `${kind}Members`;
  const Payload = builder.objectRef<{
    clientMutationId: string | null;
    errors: string[];
    members: ChangedMember[] | null;
  }>(`${Name}MemberBulkUpdatePayload`);
  Payload.implement({
    fields: (t) => ({
      clientMutationId: t.exposeString('clientMutationId'),
      errors: t.exposeStringList('errors', { nullable: false }),
      [membersField]: t.field({ type: [Member], resolve: (p) => p.members }),
    }),
  });
  const Input = builder.inputType(`${Name}MemberBulkUpdateInput`, {
    fields: (t) => ({
      clientMutationId: t.string(),
      [`${kind}Id`]: t.id({ required: true, description: `Global ID of the ${kind}.` }),
      userIds: t.idList({ required: true, description: 'Global IDs of the members.' }),
      accessLevel: t.field({ type: MemberAccessLevel, required: true }),
    }),
  });
  mutationField(`${kind}MemberBulkUpdate`, (t) =>
    t.field({
      type: Payload,
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        // The input's field names depend on `kind`, so its type is spelled out here.
        const args = input as unknown as Record<string, unknown> & {
          clientMutationId?: string | null;
          userIds: (string | number)[];
          accessLevel: number;
        };
        const userIds = args.userIds.map((id) => gidArgument('input.userIds', String(id), 'User'));
        const result = await runRecordPayload(args.clientMutationId, async () => {
          const ns = await namespaceOf(ctx, kind, String(args[`${kind}Id`]));
          return updateMembers(ctx, ns, userIds, { access_level: args.accessLevel });
        });
        return {
          clientMutationId: result.clientMutationId,
          errors: result.errors,
          members: result.record,
        };
      },
    }),
  );
}
