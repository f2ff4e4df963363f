import { builder } from '#server/graphql/builder.ts';
import type { GroupPermissions } from '#server/core/permissions/index.ts';
import { GroupRef } from './group-ref.ts';
import { groupPermissionsFor } from '#server/core/namespaces/namespace-permissions.ts';

const GroupPermissionsRef = builder.objectRef<GroupPermissions>('GroupPermissions');

GroupPermissionsRef.implement({
  description: "The current user's abilities on a group (from the one policy module).",
  fields: (t) => ({
    readGroup: t.exposeBoolean('readGroup', { nullable: false }),
    readEpic: t.exposeBoolean('readEpic', { nullable: false }),
    readConfidentialEpic: t.exposeBoolean('readConfidentialEpic', { nullable: false }),
    createEpic: t.exposeBoolean('canCreateEpic', {
      nullable: false,
      description: 'The roadmap page flag canCreateEpic.',
    }),
    adminEpic: t.exposeBoolean('adminEpic', { nullable: false }),
    adminLabel: t.exposeBoolean('adminLabel', { nullable: false }),
    adminMilestone: t.exposeBoolean('adminMilestone', { nullable: false }),
    shareRoadmapView: t.exposeBoolean('shareRoadmapView', {
      nullable: false,
      description: 'Save roadmap views shared with the group.',
    }),
    adminRoadmapView: t.exposeBoolean('adminRoadmapView', {
      nullable: false,
      description: "Rename, overwrite or delete others' shared roadmap views.",
    }),
    createProjects: t.exposeBoolean('createProject', { nullable: false }),
    createSubgroup: t.exposeBoolean('createSubgroup', { nullable: false }),
    adminGroup: t.exposeBoolean('adminGroup', { nullable: false }),
  }),
});

builder.objectField(GroupRef, 'userPermissions', (t) =>
  t.field({
    type: GroupPermissionsRef,
    nullable: false,
    resolve: (group, _a, ctx) => groupPermissionsFor(ctx, group),
  }),
);
