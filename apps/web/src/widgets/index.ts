// The sidebar widgets features compose (one folder each; docs/architecture.md).
export {
  attributeReadFailure,
  ReadFailure,
  readFailureOf,
  SidebarLayout,
  SidebarWidget,
  type ReadFailureTexts,
  type WidgetTarget,
} from './shell/index.ts';
export { ANCESTORS_READ_ERROR, AncestorsWidget } from './ancestors/ancestors-widget.tsx';
export { AssigneesWidget } from './assignees/assignees-widget.tsx';
export { COLOR_READ_ERROR, ColorWidget } from './color/color-widget.tsx';
export {
  ConfidentialityWidget,
  confidentialityReadError,
} from './confidentiality/confidentiality-widget.tsx';
export { DueDateWidget } from './dates/due-date-widget.tsx';
export { EpicDateWidget } from './dates/epic-date-widget.tsx';
export { DETAILS_READ_ERROR } from './dates/date-messages.ts';
export { EpicHealthWidget, HEALTH_READ_ERROR, HealthWidget } from './health/health-widget.tsx';
export { IssueEpicWidget } from './issue-epic/issue-epic-widget.tsx';
export { LabelsWidget } from './labels/labels-widget.tsx';
export { LockWidget } from './lock/lock-widget.tsx';
// The issue header's menu toggles the same fields as these widgets, with their mutations.
export { issueSetLockedMutation } from './lock/issue-set-locked.mutation.ts';
export { issueSetConfidentialMutation } from './confidentiality/issue-set-confidential.mutation.ts';
export { MilestoneWidget } from './milestone/milestone-widget.tsx';
// The fragments of the widgets that own one (widgets/fragments.ts, free of components).
export * from './fragments.ts';
export { NotificationsWidget } from './notifications/notifications-widget.tsx';
export { ParentWidget } from './parent/parent-widget.tsx';
export { ParticipantsWidget } from './participants/participants-widget.tsx';
export { TimeTrackingWidget } from './time-tracking/time-tracking-widget.tsx';
export { TodoWidget } from './todo/todo-widget.tsx';
export { WeightWidget } from './weight/weight-widget.tsx';
export { IterationWidget } from './iteration/iteration-widget.tsx';
