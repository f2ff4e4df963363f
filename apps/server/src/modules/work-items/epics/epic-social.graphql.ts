import { permissionsType } from '../core/field-builder.ts';
import { labelsField } from '../widgets/labels/labels.fields.ts';
import { builder } from '#server/graphql/builder.ts';
import type { EpicPermissionSet } from '#server/core/permissions/index.ts';
import { ProjectRef } from '#server/modules/projects/project-ref.ts';
import { epicPermissionSet } from '../core/access.ts';
import { EpicRef } from './epics.graphql.ts';
import { defaultProjectForIssues, userNotesCountLoader } from '../widgets/social/social.service.ts';
import { peopleFields } from '../widgets/social/social.fields.ts';

/** Epic fields that depend on the viewer or on people: permissions, to-dos, votes, labels. */

const EPIC_PERMISSION_FIELDS = [
  ...['readEpic', 'readEpicIid', 'updateEpic', 'adminEpic', 'destroyEpic', 'createEpic'],
  ...['createNote', 'awardEmoji', 'adminEpicRelation'],
  ...['canUpdate', 'canAdmin', 'canDestroy', 'canCreate', 'allowSubEpics'],
  ...['canAdminRelation', 'canReadRelation', 'adminEpicTreeRelation'],
] as const satisfies readonly (keyof EpicPermissionSet)[];

export const EpicPermissionsRef = permissionsType<EpicPermissionSet>(
  'EpicPermissions',
  'Check permissions for the current user on an epic (GitLab fields, then page flags)',
  EPIC_PERMISSION_FIELDS,
);

builder.objectFields(EpicRef, (t) => ({
  userPermissions: t.field({
    type: EpicPermissionsRef,
    nullable: false,
    resolve: (e, _a, ctx) => epicPermissionSet(ctx, e),
  }),
  userNotesCount: t.int({
    nullable: false,
    resolve: (e, _a, ctx) => userNotesCountLoader(ctx).load(e.id),
  }),
  ...peopleFields(t),
  labels: labelsField(t),
  defaultProjectForIssueCreation: t.field({
    type: ProjectRef,
    description:
      'The readable project with issues in the epic group tree that the viewer may create issues in (first by path).',
    resolve: (e, _a, ctx) => defaultProjectForIssues(ctx, e),
  }),
}));
