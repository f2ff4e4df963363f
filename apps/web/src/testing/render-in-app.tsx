import './jsdom-polyfills.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GraphqlClientProvider, type GraphqlClient } from '../lib/graphql/index.ts';

/**
 * Renders `ui` as the page of every URL, under the app's providers (theme, notifications, query
 * cache, GraphQL client, a memory router starting at `url`). Returns the router to navigate.
 */
export function renderInApp(
  ui: () => ReactElement,
  { graphql, url = '/start' }: { graphql: GraphqlClient; url?: string },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const result = render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <GraphqlClientProvider client={graphql}>
          <RouterProvider router={router} />
        </GraphqlClientProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}
