// The sidebar widgets features compose (one folder each; docs/architecture.md).
export { SidebarLayout, SidebarWidget, type WidgetTarget } from './shell/index.ts';
export { AncestorsWidget } from './ancestors/ancestors-widget.tsx';
export { AssigneesWidget } from './assignees/assignees-widget.tsx';
export { ColorWidget } from './color/color-widget.tsx';
export { ConfidentialityWidget } from './confidentiality/confidentiality-widget.tsx';
export { DueDateWidget } from './dates/due-date-widget.tsx';
export { EpicDateWidget, type InheritedSource } from './dates/epic-date-widget.tsx';
export { EpicHealthWidget, HealthWidget } from './health/health-widget.tsx';
export { IssueEpicWidget } from './issue-epic/issue-epic-widget.tsx';
export { LabelsWidget } from './labels/labels-widget.tsx';
export { LockWidget } from './lock/lock-widget.tsx';
export { MilestoneWidget } from './milestone/milestone-widget.tsx';
export { NotificationsWidget } from './notifications/notifications-widget.tsx';
export { ParentWidget } from './parent/parent-widget.tsx';
export { ParticipantsWidget } from './participants/participants-widget.tsx';
export { TodoWidget } from './todo/todo-widget.tsx';
export { WeightWidget } from './weight/weight-widget.tsx';
export { IterationWidget } from './iteration/iteration-widget.tsx';
