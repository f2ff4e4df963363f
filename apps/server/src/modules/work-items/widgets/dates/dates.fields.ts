import type { ItemFieldBuilder } from '#server/modules/work-items/core/field-builder.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';

/** The dates widget's GraphQL fields: an epic's fixed / inherited dates, an issue's due date. */

type DateColumn = {
  [K in keyof WorkItemRow]: WorkItemRow[K] extends string | null ? K : never;
}[keyof WorkItemRow];

const dateField = (t: ItemFieldBuilder, column: DateColumn, description?: string) =>
  t.field({ type: 'Date', description, resolve: (w) => w[column] });

const inherited = (end: string) =>
  `Inherited ${end} date (from milestones of its issues and from child epics).`;

export const epicDateFields = (t: ItemFieldBuilder) => ({
  startDate: dateField(t, 'startDate', 'Effective start date.'),
  dueDate: dateField(t, 'dueDate', 'Effective due date.'),
  startDateIsFixed: t.exposeBoolean('startDateIsFixed'),
  dueDateIsFixed: t.exposeBoolean('dueDateIsFixed'),
  startDateFixed: dateField(t, 'startDateFixed'),
  dueDateFixed: dateField(t, 'dueDateFixed'),
  startDateFromMilestones: dateField(t, 'startDateFromInherited', inherited('start')),
  dueDateFromMilestones: dateField(t, 'dueDateFromInherited', inherited('due')),
  startDateFromInheritedSource: dateField(t, 'startDateFromInherited'),
  dueDateFromInheritedSource: dateField(t, 'dueDateFromInherited'),
});

export const issueDueDateField = (t: ItemFieldBuilder) => dateField(t, 'dueDate');

/** A WorkItem's effective dates, whatever its type. */
export const workItemDateFields = (t: ItemFieldBuilder) => ({
  startDate: dateField(t, 'startDate'),
  dueDate: dateField(t, 'dueDate'),
});
