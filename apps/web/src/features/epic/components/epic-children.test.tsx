import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphqlClientProvider, operationName } from '#web/lib/graphql/index.ts';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderWithTheme } from '#web/testing/render.tsx';
import { EpicChildren } from './epic-children.tsx';
import type { EpicRoadmapSlot } from './epic-roadmap-tab.tsx';

const childrenAnswer = {
  group: {
    id: 'g1',
    epic: {
      id: 'e7',
      confidential: false,
      descendantCounts: { openedEpics: 1, closedEpics: 0, openedIssues: 0, closedIssues: 0 },
      descendantWeightSum: { openedIssues: 0, closedIssues: 0 },
      children: {
        pageInfo: { hasNextPage: false, endCursor: null },
        nodes: [
          {
            id: 'e8',
            iid: '8',
            title: 'Child one',
            state: 'opened',
            confidential: false,
            startDate: null,
            dueDate: null,
            webPath: '/groups/acme/-/epics/8',
            reference: 'acme&8',
            relativePosition: 1,
            hasChildren: false,
            hasIssues: false,
            blocked: false,
            blockedByCount: 0,
            group: { id: 'g1', fullPath: 'acme' },
            userPermissions: { canAdmin: false, canReadRelation: true, adminEpic: false },
            labels: { nodes: [] },
          },
        ],
      },
      issues: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] },
    },
  },
};

const client: GraphqlClient = {
  async request(document) {
    if (operationName(document) === 'EpicTreeChildren') return childrenAnswer as never;
    throw new Error(`unexpected operation ${operationName(document)}`);
  },
};

/** Renders inside a router (the tab's 'View on roadmap' link), the query cache and the client. */
function renderInApp(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/groups/acme/-/epics/7'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <GraphqlClientProvider client={client}>
        <RouterProvider router={router} />
      </GraphqlClientProvider>
    </QueryClientProvider>,
  );
}

async function openRoadmapTab() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Roadmap view' }));
}

beforeEach(() => {
  // The error boundary reports what it caught; keep the test output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // jsdom has no scrolling; the router restores the scroll position on navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('EpicChildren tabs', () => {
  it('renders the roadmap only once its tab is opened, in the fixed-height container', async () => {
    const roadmap = vi.fn<EpicRoadmapSlot>(() => <div data-testid="fake-roadmap">roadmap</div>);
    renderInApp(<EpicChildren fullPath="acme" iid="7" allowSubEpics roadmap={roadmap} />);
    const tree = await screen.findByRole('tab', { name: 'Tree view' });
    expect(tree.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Child one')).toBeTruthy();
    expect(roadmap).not.toHaveBeenCalled();

    await openRoadmapTab();
    const container = await screen.findByTestId('epic-roadmap-container');
    expect(container.contains(await screen.findByTestId('fake-roadmap'))).toBe(true);
    expect(roadmap).toHaveBeenCalledWith({ fullPath: 'acme', iid: '7' });
    expect(screen.getByRole('link', { name: 'View on roadmap' }).getAttribute('href')).toBe(
      '/groups/acme/-/epics/7/roadmap',
    );
  });

  it("says 'Failed to load Roadmap' when the roadmap's code cannot be loaded", async () => {
    const Broken = lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    renderInApp(<EpicChildren fullPath="acme" iid="7" allowSubEpics roadmap={() => <Broken />} />);
    await openRoadmapTab();
    const error = await screen.findByTestId('epic-roadmap-error');
    expect(error.textContent).toBe('Failed to load Roadmap');
    expect(screen.getByTestId('epic-roadmap-container').contains(error)).toBe(true);
  });

  it("says 'Failed to load Roadmap' when the roadmap's first render throws", async () => {
    function Throws(): ReactNode {
      throw new Error('render failed');
    }
    renderInApp(<EpicChildren fullPath="acme" iid="7" allowSubEpics roadmap={() => <Throws />} />);
    await openRoadmapTab();
    expect((await screen.findByTestId('epic-roadmap-error')).textContent).toBe(
      'Failed to load Roadmap',
    );
  });

  it('offers no tabs when the group does not allow sub-epics', async () => {
    const roadmap = vi.fn<EpicRoadmapSlot>(() => null);
    renderInApp(<EpicChildren fullPath="acme" iid="7" allowSubEpics={false} roadmap={roadmap} />);
    expect(await screen.findByText('Child one')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(roadmap).not.toHaveBeenCalled();
  });
});
