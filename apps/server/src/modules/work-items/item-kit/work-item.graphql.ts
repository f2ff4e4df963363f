import { assigneesField } from '../widgets/assignees/assignees.fields.ts';
import { iterationFields } from '../widgets/iteration/iteration.fields.ts';
import { workItemDateFields } from '../widgets/dates/dates.fields.ts';
import { weightField } from '../widgets/weight-health/weight-health.fields.ts';
import { milestoneFields } from '../widgets/milestone/milestone.fields.ts';
import { WorkItemFieldsRef } from './work-item-interface.graphql.ts';
import { builder } from '#server/graphql/builder.ts';
import { encodeGid } from '#server/graphql/global-id.ts';
import { UserRef } from '#server/modules/users/users.graphql.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import { titleHtml } from '../core/presenters.ts';
import { linkFields } from '../core/link-fields.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { hiddenField } from '../core/field-builder.ts';
import { spamFields } from './spam.fields.ts';

/**
 * A minimal GitLab `WorkItem` (any epic, issue, incident or task): what linked-item popovers
 * and their metadata rows read.
 */

export const WorkItemStateEnum = builder.enumType('WorkItemState', {
  values: { OPEN: { value: 'opened' }, CLOSED: { value: 'closed' } } as const,
});

/** GitLab's base work item type ids. */
const TYPES = {
  issue: { id: 1, name: 'Issue', iconName: 'issue-type-issue' },
  incident: { id: 2, name: 'Incident', iconName: 'issue-type-incident' },
  task: { id: 5, name: 'Task', iconName: 'issue-type-task' },
  epic: { id: 8, name: 'Epic', iconName: 'issue-type-epic' },
} as const;
export type WorkItemTypeShape = (typeof TYPES)[keyof typeof TYPES];
export const workItemTypeOf = (type: WorkItemRow['type']): WorkItemTypeShape => TYPES[type];

/** The types a namespace holds: epics in groups; issues, incidents and tasks in projects. */
export const workItemTypesOf = (kind: 'group' | 'project'): WorkItemTypeShape[] =>
  kind === 'group' ? [TYPES.epic] : [TYPES.issue, TYPES.incident, TYPES.task];

/** The work item type a `WorkItems::Type` database id names, if any. */
export const workItemTypeById = (id: number): WorkItemRow['type'] | undefined =>
  (Object.keys(TYPES) as WorkItemRow['type'][]).find((type) => TYPES[type].id === id);

export const WorkItemTypeRef = builder.objectRef<WorkItemTypeShape>('WorkItemType');
WorkItemTypeRef.implement({
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (w) => encodeGid('WorkItems::Type', w.id) }),
    name: t.string({ nullable: false, resolve: (w) => w.name }),
    iconName: t.string({ resolve: (w) => w.iconName }),
  }),
});

export const WorkItemRef = builder.objectRef<WorkItemRow>('WorkItem');
WorkItemRef.implement({
  interfaces: [WorkItemFieldsRef],
  description: 'An epic, issue, incident or task',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (w) => encodeGid('WorkItem', w.id) }),
    iid: t.id({ nullable: false, resolve: (w) => String(w.iid) }),
    title: t.exposeString('title', { nullable: false }),
    titleHtml: t.string({ resolve: (w) => titleHtml(w) }),
    state: t.field({ type: WorkItemStateEnum, nullable: false, resolve: (w) => w.state }),
    confidential: t.boolean({ nullable: false, resolve: (w) => w.confidential }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (w) => w.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (w) => w.updatedAt }),
    closedAt: t.field({ type: 'Time', resolve: (w) => w.closedAt }),
    ...linkFields(t, true),
    workItemType: t.field({
      type: WorkItemTypeRef,
      nullable: false,
      resolve: (w) => TYPES[w.type],
    }),
    weight: weightField(t),
    ...workItemDateFields(t),
    ...milestoneFields(t),
    author: t.field({
      type: UserRef,
      resolve: (w, _a, ctx) => userLoader(ctx).load(w.authorId),
    }),
    ...iterationFields(t),
    hidden: hiddenField(t, 'work item'),
    ...spamFields(t, 'work item'),
    assignees: assigneesField(t),
  }),
});
