import { builder } from '../../graphql/builder.ts';
import { LabelConnection } from '../labels/label-ref.ts';
import type { EpicPermissionSet } from '../permissions/index.ts';
import { ProjectRef } from '../projects/project-ref.ts';
import { epicPermissionSet } from './access.ts';
import {
  listConnection,
  TodoConnection,
  TodoStateEnum,
  UserCoreConnection,
  usersByIds,
} from './common.graphql.ts';
import { EpicRef } from './epics.graphql.ts';
import { defaultProjectForIssues, userNotesCountLoader } from './social.service.ts';
import { participantIdsLoader, todosLoader } from './social.loaders.ts';
import { itemLabelsLoader } from './work-items.loaders.ts';

/** Epic fields that depend on the viewer or on people: permissions, to-dos, votes, labels. */

const EPIC_PERMISSION_FIELDS = [
  'readEpic',
  'readEpicIid',
  'updateEpic',
  'adminEpic',
  'destroyEpic',
  'createEpic',
  'createNote',
  'awardEmoji',
  'adminEpicRelation',
  'canUpdate',
  'canAdmin',
  'canDestroy',
  'canCreate',
  'allowSubEpics',
  'canAdminRelation',
  'canReadRelation',
  'adminEpicTreeRelation',
  'createTodo',
  'updateSubscription',
  'canReportAbuse',
] as const satisfies readonly (keyof EpicPermissionSet)[];

export const EpicPermissionsRef = builder.objectRef<EpicPermissionSet>('EpicPermissions');
EpicPermissionsRef.implement({
  description: 'Check permissions for the current user on an epic (GitLab fields, then page flags)',
  fields: (t) =>
    Object.fromEntries(
      EPIC_PERMISSION_FIELDS.map((name) => [
        name,
        t.boolean({ nullable: false, resolve: (p) => p[name] }),
      ]),
    ),
});

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
  currentUserTodos: t.field({
    type: TodoConnection,
    nullable: false,
    args: { ...t.arg.connectionArgs(), state: t.arg({ type: TodoStateEnum }) },
    resolve: async (e, args, ctx) =>
      listConnection(args, await todosLoader(ctx, args.state ?? null).load(e.id)),
  }),
  participants: t.field({
    type: UserCoreConnection,
    args: t.arg.connectionArgs(),
    resolve: async (e, args, ctx) =>
      listConnection(args, await usersByIds(ctx, await participantIdsLoader(ctx).load(e.id))),
  }),
  labels: t.field({
    type: LabelConnection,
    args: t.arg.connectionArgs(),
    resolve: async (e, args, ctx) => listConnection(args, await itemLabelsLoader(ctx).load(e.id)),
  }),
  defaultProjectForIssueCreation: t.field({
    type: ProjectRef,
    description:
      'The readable project with issues in the epic group tree that the viewer may create issues in (first by path).',
    resolve: (e, _a, ctx) => defaultProjectForIssues(ctx, e),
  }),
}));
