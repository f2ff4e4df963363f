import { incidentFields } from '../widgets/incident/incident.fields.ts';
import { hiddenField, permissionsType, type ItemFieldBuilder } from '../core/field-builder.ts';
import { assigneesField } from '../widgets/assignees/assignees.fields.ts';
import { iterationFields } from '../widgets/iteration/iteration.fields.ts';
import { labelsField } from '../widgets/labels/labels.fields.ts';
import { milestoneFields } from '../widgets/milestone/milestone.fields.ts';
import { issueDueDateField } from '../widgets/dates/dates.fields.ts';
import { epicIssueRelationFields, issueParentFields } from '../epics/parent-epic.fields.ts';
import { weightHealthFields } from '../widgets/weight-health/weight-health.fields.ts';
import { builder } from '#server/graphql/builder.ts';
import { encodeGid } from '#server/graphql/global-id.ts';
import type { IssuePermissions } from '#server/core/permissions/index.ts';
import { UserRef } from '#server/modules/users/users.graphql.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import { issuePermissionSet, readableItemById } from '../core/access.ts';
import { linkFields, textFields } from '../core/link-fields.ts';
import { WorkItemFieldsRef } from '../item-kit/work-item-interface.graphql.ts';
import { closedAsFields } from './closed-as.fields.ts';
import { issueEmailFields } from './issue-email.fields.ts';
import { spamFields } from '../item-kit/spam.fields.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';

/** GitLab's Issue type (issues and incidents; tasks too when reached directly). */

export const IssueStateEnum = builder.enumType('IssueState', {
  values: ['opened', 'closed', 'locked', 'all'] as const,
});

export const IssueTypeEnum = builder.enumType('IssueType', {
  values: {
    ISSUE: { value: 'issue' },
    INCIDENT: { value: 'incident' },
    TASK: { value: 'task' },
  } as const,
});

const ISSUE_PERMISSION_FIELDS = [
  ...['readIssue', 'canUpdateIssue', 'canReopenIssue', 'canCreateIssue', 'canPromoteToEpic'],
  ...[
    'canReportSpam',
    'canMarkAsNotSpam',
    'canDestroyIssue',
    'canAdminIssue',
    'canAdminRelation',
    'canReadRelation',
  ],
  ...['canLockDiscussion', 'canSetConfidential', 'createNote', 'awardEmoji'],
] as const satisfies readonly (keyof IssuePermissions)[];

export const IssuePermissionsRef = permissionsType<IssuePermissions>(
  'IssuePermissions',
  "Permissions for the current user on an issue (GitLab's names, then Cairn's own flags)",
  ISSUE_PERMISSION_FIELDS,
  (t) => ({
    updateIssue: t.boolean({ nullable: false, resolve: (p) => p.canUpdateIssue }),
    reopenIssue: t.boolean({ nullable: false, resolve: (p) => p.canReopenIssue }),
    adminIssue: t.boolean({ nullable: false, resolve: (p) => p.canAdminIssue }),
    destroyIssue: t.boolean({ nullable: false, resolve: (p) => p.canDestroyIssue }),
  }),
);

/** Fields shared by Issue and EpicIssue. */
export function issueFields(t: ItemFieldBuilder) {
  return {
    ...textFields(t),
    state: t.field({ type: IssueStateEnum, nullable: false, resolve: (i) => i.state }),
    type: t.field({
      type: IssueTypeEnum,
      resolve: (i) => (i.type === 'epic' ? null : i.type),
    }),
    confidential: t.boolean({ nullable: false, resolve: (i) => i.confidential }),
    discussionLocked: t.boolean({ nullable: false, resolve: (i) => i.discussionLocked }),
    ...linkFields(t),
    ...weightHealthFields(t),
    ...incidentFields(t),
    dueDate: issueDueDateField(t),
    ...issueParentFields(t),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (i) => i.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (i) => i.updatedAt }),
    closedAt: t.field({ type: 'Time', resolve: (i) => i.closedAt }),
    author: t.field({
      type: UserRef,
      nullable: false,
      resolve: async (i, _a, ctx) => (await userLoader(ctx).load(i.authorId))!,
    }),
    assignees: assigneesField(t),
    labels: labelsField(t),
    ...milestoneFields(t),
    ...iterationFields(t),
    hidden: hiddenField(t, 'issue'),
    ...spamFields(t),
    userPermissions: t.field({
      type: IssuePermissionsRef,
      nullable: false,
      resolve: (i, _a, ctx) => issuePermissionSet(ctx, i),
    }),
  };
}

export const IssueRef = builder.objectRef<WorkItemRow>('Issue');
builder.node(IssueRef, {
  interfaces: [WorkItemFieldsRef],
  id: { resolve: (i) => i.id },
  loadOne: async (id, ctx) => {
    const item = await readableItemById(ctx, Number(id));
    return item && item.type !== 'epic' ? item : null;
  },
  isTypeOf: (v) =>
    typeof (v as WorkItemRow).type === 'string' && (v as WorkItemRow).type !== 'epic',
  fields: (t) => ({ ...issueFields(t), ...closedAsFields(t, IssueRef), ...issueEmailFields(t) }),
});

export const IssueConnection = builder.connectionObject(
  { type: IssueRef, name: 'IssueConnection' },
  { name: 'IssueEdge' },
);

/** An issue as a child of an epic (GitLab's EpicIssue). */
export const EpicIssueRef = builder.objectRef<WorkItemRow>('EpicIssue');
EpicIssueRef.implement({
  interfaces: [WorkItemFieldsRef],
  fields: (t) => ({
    ...issueFields(t),
    id: t.id({ nullable: false, resolve: (i) => encodeGid('Issue', i.id) }),
    ...epicIssueRelationFields(t),
  }),
});

export const EpicIssueConnection = builder.connectionObject(
  { type: EpicIssueRef, name: 'EpicIssueConnection' },
  { name: 'EpicIssueEdge' },
);
