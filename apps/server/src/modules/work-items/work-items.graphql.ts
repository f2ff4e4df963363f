// The work-items module's GraphQL: importing this file registers every type and field.
import { EpicRef } from './epics/epics.graphql.ts';
import { IssueRef } from './issues/issues.graphql.ts';
import { WorkItemRef } from './item-kit/work-item.graphql.ts';
import { ALL_WIDGETS } from './registry/registry.ts';
import { builder } from '#server/graphql/builder.ts';
import { itemWidgets, WorkItemWidgetRef } from './item-kit/work-item-widgets.graphql.ts';
import './core/common.graphql.ts';
import './epics/epics.graphql.ts';
import './surfaces/hierarchy/epic-tree.graphql.ts';
import './epics/epic-social.graphql.ts';
import './item-kit/work-item.graphql.ts';
import './issues/issues.graphql.ts';
import './issues/issue-queries.graphql.ts';
import './surfaces/links/links.graphql.ts';
import './surfaces/social/reactions.graphql.ts';
import './epics/epics.mutations.ts';
import './issues/epic-add-issue.mutations.ts';
import './widgets/hierarchy/epic-tree.mutations.ts';
import './issues/issues.mutations.ts';
import './surfaces/links/links.mutations.ts';
import './surfaces/social/todos.mutations.ts';
import './surfaces/social/issue-social.graphql.ts';
import './surfaces/assignees/assignees.mutations.ts';
import './surfaces/iteration/iteration.mutations.ts';
import './surfaces/weight-health/weight-health.mutations.ts';
import './surfaces/confidentiality-lock/confidentiality-lock.mutations.ts';
import './surfaces/dates/dates.mutations.ts';
import './surfaces/dates/dates-sourcing.graphql.ts';
import './surfaces/hierarchy/issue-set-epic.mutations.ts';
import './surfaces/task-list/task-list.mutations.ts';
import './surfaces/task-list/convert-task.mutations.ts';
import './issues/work-item-create.mutations.ts';
import './surfaces/incident/incident.mutations.ts';
import './todos/todos.graphql.ts';
import './cve-requests/cve-requests.graphql.ts';
import './issues/assigned-issues.graphql.ts';
import './namespace.graphql.ts';
import './issues/promote.mutations.ts';
import './spam/spam.mutations.ts';
import './surfaces/hierarchy/child-items.graphql.ts';

// GitLab's `widgets` list on work items and issues (item-kit/work-item-widgets.graphql.ts).
for (const ref of [WorkItemRef, IssueRef]) {
  builder.objectFields(ref, (t) => ({
    widgets: t.field({
      type: [WorkItemWidgetRef],
      nullable: false,
      description: "The item's widgets (its hierarchy; an issue's time tracking).",
      resolve: (w) => itemWidgets(w),
    }),
  }));
}

// Each widget adds its own fields, types and mutations to the item types (core/item-surface.ts).
const surface = {
  issue: IssueRef,
  epic: EpicRef,
  workItem: WorkItemRef,
  widget: WorkItemWidgetRef,
};
for (const widget of ALL_WIDGETS) widget.graphql?.(surface);
