// Every page is a dynamic import so each route downloads only its own code (the roadmap's chunk
// stays small). Features are composed here and nowhere else (web-feature-wall, scripts/import-rules/web.cjs).
import { lazy } from 'react';

export const SignInPage = lazy(() =>
  import('../features/auth/index.ts').then((m) => ({ default: m.SignInPage })),
);
export const ExploreGroupsPage = lazy(() =>
  import('../features/groups/index.ts').then((m) => ({ default: m.ExploreGroupsPage })),
);
export const GroupOverviewPage = lazy(() =>
  import('../features/groups/index.ts').then((m) => ({ default: m.GroupOverviewPage })),
);
export const GroupFrame = lazy(() =>
  import('../features/groups/index.ts').then((m) => ({ default: m.GroupFrame })),
);
export const EpicPage = lazy(() =>
  import('../features/epic/index.ts').then((m) => ({ default: m.EpicPage })),
);
export const NewEpicPage = lazy(() =>
  import('../features/epic/index.ts').then((m) => ({ default: m.NewEpicPage })),
);
export const NewEpicButton = lazy(() =>
  import('../features/epic/index.ts').then((m) => ({ default: m.NewEpicButton })),
);
/** The child-epics roadmap of the epic page's 'Roadmap view' tab (loaded when the tab opens). */
export const EpicRoadmap = lazy(() => import('./epic-roadmap.tsx'));
export const ProjectPage = lazy(() =>
  import('../features/projects/index.ts').then((m) => ({ default: m.ProjectPage })),
);
export const IssuePage = lazy(() =>
  import('../features/issue/index.ts').then((m) => ({ default: m.IssuePage })),
);
export const IssueListPage = lazy(() =>
  import('../features/issue/index.ts').then((m) => ({ default: m.IssueListPage })),
);
export const NewIssuePage = lazy(() =>
  import('../features/issue/index.ts').then((m) => ({ default: m.NewIssuePage })),
);
export const TodoListPage = lazy(() =>
  import('../features/todos/index.ts').then((m) => ({ default: m.TodoListPage })),
);
export const IssueTemplatesSettingsPage = lazy(() =>
  import('../features/issue-templates/index.ts').then((m) => ({
    default: m.IssueTemplatesSettingsPage,
  })),
);
export const EscalationPoliciesPage = lazy(() =>
  import('../features/escalation-policies/index.ts').then((m) => ({
    default: m.EscalationPoliciesPage,
  })),
);
export const CveRequestsPage = lazy(() =>
  import('../features/admin-cve-requests/index.ts').then((m) => ({ default: m.CveRequestsPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard/index.ts').then((m) => ({ default: m.DashboardPage })),
);
export const AbuseReportsPage = lazy(() =>
  import('../features/admin/index.ts').then((m) => ({ default: m.AbuseReportsPage })),
);
