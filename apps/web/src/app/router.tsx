import {
  createRootRoute,
  createRoute,
  createRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { ErrorPage, NotFoundPage } from '../components/error-pages.tsx';
import { parseListState } from '../components/state-tabs.tsx';
import { parseQueryString, stringifyQueryString } from '../lib/query-string.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { ExploreGroupsRoute } from './routes/explore-groups-route.tsx';
import { GroupRoutes } from './routes/group-routes.tsx';
import { ProjectRoutes } from './routes/project-routes.tsx';
import { HomeRoute } from './routes/home-route.tsx';
import { SignInRoute } from './routes/sign-in-route.tsx';
import { Suspended } from './routes/suspended.tsx';
import { AbuseReportsPage, CveRequestsPage, TodoListPage } from './pages.ts';

// GitLab-style URLs. Group and project paths have any number of segments, so /groups/$ and /$
// are catch-all routes whose components split the path on '/-/' (lib/paths.ts):
//   /groups/<group>                      group page
//   /groups/<group>/-/roadmap            roadmap (features/roadmap when present)
//   /groups/<group>/-/epics              epics list
//   /groups/<group>/-/epics/new          new epic form
//   /groups/<group>/-/epics/<iid>        epic page
//   /groups/<group>/-/epics/<iid>/roadmap  the epic's child-epics roadmap
//   /<project>                           project page
//   /<project>/-/issues[/<iid>]          issue list and issue page
//   /admin/abuse_reports                 abuse reports (admins)

/** Search params pass through untouched (pages such as the roadmap keep their own keys). */
type OpenSearch = Record<string, unknown> & { state?: string };
const openSearch = (search: Record<string, unknown>): OpenSearch => ({
  ...search,
  state: typeof search.state === 'string' ? search.state : undefined,
});

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error, reset }: ErrorComponentProps) => (
    <ErrorPage error={error} onRetry={reset} />
  ),
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomeRoute,
});

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  component: HomeRoute,
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users/sign_in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: function SignIn() {
    const { redirect: target } = signInRoute.useSearch();
    return <SignInRoute redirect={target} />;
  },
});

const exploreGroupsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/explore/groups',
  validateSearch: (search: Record<string, unknown>): { filter?: string } =>
    typeof search.filter === 'string' && search.filter ? { filter: search.filter } : {},
  component: function ExploreGroups() {
    const { filter } = exploreGroupsRoute.useSearch();
    return <ExploreGroupsRoute filter={filter ?? ''} />;
  },
});

const todosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/todos',
  component: function Todos() {
    return (
      <Suspended>
        <TodoListPage />
      </Suspended>
    );
  },
});

const cveRequestsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/cve_requests',
  component: function CveRequests() {
    return (
      <Suspended>
        <CveRequestsPage />
      </Suspended>
    );
  },
});

const abuseReportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/abuse_reports',
  component: function AbuseReports() {
    return (
      <Suspended>
        <AbuseReportsPage />
      </Suspended>
    );
  },
});

const groupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/groups/$',
  validateSearch: openSearch,
  component: function Groups() {
    const { _splat } = groupRoute.useParams();
    const { state } = groupRoute.useSearch();
    return <GroupRoutes splat={_splat ?? ''} state={parseListState(state)} />;
  },
});

const projectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$',
  validateSearch: openSearch,
  component: function Projects() {
    const { _splat } = projectRoute.useParams();
    const { state } = projectRoute.useSearch();
    return <ProjectRoutes splat={_splat ?? ''} state={parseListState(state)} />;
  },
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  dashboardRoute,
  signInRoute,
  exploreGroupsRoute,
  todosRoute,
  cveRequestsRoute,
  abuseReportsRoute,
  groupRoute,
  projectRoute,
]);

export function createAppRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: false,
    // GitLab-style query strings (label_name[]=a&label_name[]=b), not the router's JSON format.
    parseSearch: parseQueryString,
    stringifySearch: stringifyQueryString,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
