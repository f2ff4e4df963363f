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
