import { builder } from '#server/graphql/builder.ts';
import type { ProjectPermissions } from '#server/core/permissions/index.ts';
import { ProjectRef } from './project-ref.ts';
import { projectPermissionsFor } from '#server/core/namespaces/namespace-permissions.ts';

const ProjectPermissionsRef = builder.objectRef<ProjectPermissions>('ProjectPermissions');

ProjectPermissionsRef.implement({
  description: "The current user's abilities on a project (from the one policy module).",
  fields: (t) => ({
    readProject: t.exposeBoolean('readProject', { nullable: false }),
    readIssue: t.exposeBoolean('readIssue', { nullable: false }),
    readConfidentialIssue: t.exposeBoolean('readConfidentialIssue', { nullable: false }),
    createIssue: t.exposeBoolean('canCreateIssue', { nullable: false }),
    createIncident: t.exposeBoolean('canCreateIncident', { nullable: false }),
    adminIssue: t.exposeBoolean('adminIssue', { nullable: false }),
    destroyIssue: t.exposeBoolean('destroyIssue', { nullable: false }),
    adminLabel: t.exposeBoolean('adminLabel', { nullable: false }),
    adminMilestone: t.exposeBoolean('adminMilestone', { nullable: false }),
    adminProject: t.exposeBoolean('adminProject', { nullable: false }),
    removeProject: t.exposeBoolean('removeProject', { nullable: false }),
  }),
});

builder.objectField(ProjectRef, 'userPermissions', (t) =>
  t.field({
    type: ProjectPermissionsRef,
    nullable: false,
    resolve: (project, _a, ctx) => projectPermissionsFor(ctx, project),
  }),
);
