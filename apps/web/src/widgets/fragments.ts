// The fragments of the widgets that own one, without their components (and their styles): the
// page queries spread them, and plain-Node readers of the queries (bench/queries) load them.
export { SidebarMilestoneFragment } from './milestone/milestone.fragment.ts';
export { SidebarIterationFragment } from './iteration/iteration.fragment.ts';
export { SidebarWeightFragment } from './weight/weight.fragment.ts';
export { SidebarHealthFragment } from './health/health.fragment.ts';
export { SidebarEpicHealthFragment } from './health/epic-health.fragment.ts';
export { SidebarDueDateFragment } from './dates/due-date.fragment.ts';
export { SidebarEpicDatesFragment } from './dates/epic-dates.fragment.ts';
export { SidebarLabelFragment } from './labels/label.fragment.ts';
export { SidebarAssigneeFragment } from './assignees/assignee.fragment.ts';
export { SidebarLockFragment } from './lock/lock.fragment.ts';
export { SidebarConfidentialityFragment } from './confidentiality/confidentiality.fragment.ts';
export { SidebarEpicConfidentialityFragment } from './confidentiality/epic-confidentiality.fragment.ts';
export { SidebarIncidentFragment } from './incident/incident.fragment.ts';
export { SidebarParentFragment } from './parent/parent.fragment.ts';
export { SidebarAncestorsFragment } from './ancestors/ancestors.fragment.ts';
export { SidebarColorFragment } from './color/color.fragment.ts';
export { SidebarParticipantFragment } from './participants/participant.fragment.ts';
export { SidebarTodoFragment } from './todo/todo.fragment.ts';
export { SidebarEpicTodoFragment } from './todo/epic-todo.fragment.ts';
export { SidebarNotificationsFragment } from './notifications/notifications.fragment.ts';
export { SidebarIssueEpicFragment } from './issue-epic/issue-epic.fragment.ts';
