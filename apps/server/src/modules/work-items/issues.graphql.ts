import { builder } from '../../graphql/builder.ts';
import { encodeGid } from '../../graphql/global-id.ts';
import { IterationRef } from '../iterations/iterations.graphql.ts';
import { readableIteration } from '../iterations/iterations.loaders.ts';
import { LabelConnection } from '../labels/label-ref.ts';
import { MilestoneRef } from '../milestones/milestones.graphql.ts';
import type { IssuePermissions } from '../permissions/index.ts';
import { UserRef } from '../users/users.graphql.ts';
import { userLoader } from '../users/users.service.ts';
import { issuePermissionSet, readableItemById } from './access.ts';
import {
  HealthStatusEnum,
  listConnection,
  UserCoreConnection,
  usersByIds,
} from './common.graphql.ts';
import { EpicRef } from './epics.graphql.ts';
import { readableParent } from './epics.service.ts';
import { descriptionHtml, itemReference, itemWebPath, titleHtml } from './presenters.ts';
import { milestoneViewLoader } from './social.loaders.ts';
import { WorkItemFieldsRef } from './core/work-item.interface.ts';
import {
  assigneeIdsLoader,
  authorIsBanned,
  itemLabelsLoader,
  parentLinkLoader,
} from './work-items.loaders.ts';
import type { WorkItemRow } from './work-items.repository.ts';

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
  'readIssue',
  'canUpdateIssue',
  'canReopenIssue',
  'canCreateIssue',
  'canPromoteToEpic',
  'canReportSpam',
  'canDestroyIssue',
  'canAdminIssue',
  'canAdminRelation',
  'canReadRelation',
  'canLockDiscussion',
  'canSetConfidential',
  'createNote',
  'awardEmoji',
  'createTodo',
  'updateSubscription',
  'canReportAbuse',
] as const satisfies readonly (keyof IssuePermissions)[];

export const IssuePermissionsRef = builder.objectRef<IssuePermissions>('IssuePermissions');
IssuePermissionsRef.implement({
  description: 'Permissions for the current user on an issue (GitLab names, then the spec flags)',
  fields: (t) => ({
    updateIssue: t.boolean({ nullable: false, resolve: (p) => p.canUpdateIssue }),
    reopenIssue: t.boolean({ nullable: false, resolve: (p) => p.canReopenIssue }),
    adminIssue: t.boolean({ nullable: false, resolve: (p) => p.canAdminIssue }),
    destroyIssue: t.boolean({ nullable: false, resolve: (p) => p.canDestroyIssue }),
    ...Object.fromEntries(
      ISSUE_PERMISSION_FIELDS.map((name) => [
        name,
        t.boolean({ nullable: false, resolve: (p) => p[name] }),
      ]),
    ),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type IssueFieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<Types, WorkItemRow>;

/** Fields shared by Issue and EpicIssue. */
export function issueFields(t: IssueFieldBuilder) {
  return {
    iid: t.id({ nullable: false, resolve: (i) => String(i.iid) }),
    title: t.exposeString('title', { nullable: false }),
    titleHtml: t.string({ resolve: (i) => titleHtml(i) }),
    description: t.exposeString('description'),
    descriptionHtml: t.string({ resolve: (i, _a, ctx) => descriptionHtml(ctx, i) }),
    state: t.field({ type: IssueStateEnum, nullable: false, resolve: (i) => i.state }),
    type: t.field({
      type: IssueTypeEnum,
      resolve: (i) => (i.type === 'epic' ? null : i.type),
    }),
    confidential: t.boolean({ nullable: false, resolve: (i) => i.confidential }),
    discussionLocked: t.boolean({ nullable: false, resolve: (i) => i.discussionLocked }),
    webPath: t.string({ nullable: false, resolve: (i, _a, ctx) => itemWebPath(ctx, i) }),
    webUrl: t.string({
      nullable: false,
      resolve: async (i, _a, ctx) => ctx.env.baseUrl + (await itemWebPath(ctx, i)),
    }),
    reference: t.string({
      nullable: false,
      args: { full: t.arg.boolean({ defaultValue: false }) },
      resolve: (i, { full }, ctx) => itemReference(ctx, i, full ?? false),
    }),
    weight: t.int({ resolve: (i) => i.weight }),
    healthStatus: t.field({ type: HealthStatusEnum, resolve: (i) => i.healthStatus }),
    dueDate: t.field({ type: 'Date', resolve: (i) => i.dueDate }),
    relativePosition: t.int({
      resolve: async (i, _a, ctx) =>
        (await parentLinkLoader(ctx).load(i.id))?.relativePosition ?? i.relativePosition,
    }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (i) => i.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (i) => i.updatedAt }),
    closedAt: t.field({ type: 'Time', resolve: (i) => i.closedAt }),
    author: t.field({
      type: UserRef,
      nullable: false,
      resolve: async (i, _a, ctx) => (await userLoader(ctx).load(i.authorId))!,
    }),
    assignees: t.field({
      type: UserCoreConnection,
      args: t.arg.connectionArgs(),
      resolve: async (i, args, ctx) =>
        listConnection(args, await usersByIds(ctx, await assigneeIdsLoader(ctx).load(i.id))),
    }),
    labels: t.field({
      type: LabelConnection,
      args: t.arg.connectionArgs(),
      resolve: async (i, args, ctx) => listConnection(args, await itemLabelsLoader(ctx).load(i.id)),
    }),
    milestone: t.field({
      type: MilestoneRef,
      resolve: (i, _a, ctx) =>
        i.milestoneId ? milestoneViewLoader(ctx).load(i.milestoneId) : null,
    }),
    iteration: t.field({
      type: IterationRef,
      description: 'The iteration, when the viewer may read the group that owns it.',
      resolve: (i, _a, ctx) => readableIteration(ctx, i.iterationId),
    }),
    hidden: t.boolean({
      nullable: false,
      description: 'Indicates the issue is hidden because its author has been banned.',
      resolve: (i, _a, ctx) => authorIsBanned(ctx, i),
    }),
    epic: t.field({
      type: EpicRef,
      description: 'The parent epic, when the viewer may see it.',
      resolve: async (i, _a, ctx) => {
        const parent = await readableParent(ctx, i);
        return parent?.type === 'epic' ? parent : null;
      },
    }),
    hasEpic: t.boolean({
      nullable: false,
      resolve: async (i, _a, ctx) => (await readableParent(ctx, i))?.type === 'epic',
    }),
    hasParent: t.boolean({
      nullable: false,
      resolve: async (i, _a, ctx) => (await parentLinkLoader(ctx).load(i.id)) !== null,
    }),
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
  fields: (t) => issueFields(t),
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
    epicIssueId: t.id({
      nullable: false,
      description: 'ID of the epic-issue relation.',
      resolve: async (i, _a, ctx) =>
        encodeGid('EpicIssue', (await parentLinkLoader(ctx).load(i.id))?.id ?? 0),
    }),
    relationPath: t.string({
      resolve: async (i, _a, ctx) => {
        const link = await parentLinkLoader(ctx).load(i.id);
        const parent = await readableParent(ctx, i);
        return link && parent ? `${await itemWebPath(ctx, parent)}/issues/${link.id}` : null;
      },
    }),
  }),
});

export const EpicIssueConnection = builder.connectionObject(
  { type: EpicIssueRef, name: 'EpicIssueConnection' },
  { name: 'EpicIssueEdge' },
);
