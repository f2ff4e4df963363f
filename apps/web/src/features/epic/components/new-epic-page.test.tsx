import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GraphqlClientProvider,
  operationName,
  type GraphqlClient,
} from '#web/lib/graphql/index.ts';
import { renderWithTheme } from '#web/testing/render.tsx';
import { NewEpicPage } from './new-epic-page.tsx';

const formData = (createEpic: boolean) => ({
  group: {
    id: 'g1',
    name: 'Acme',
    fullPath: 'acme',
    allowSubEpics: true,
    userPermissions: { createEpic },
    labels: { nodes: [] },
    epics: { nodes: [] },
  },
});

let calls: unknown[] = [];
let canCreate = true;
const client: GraphqlClient = {
  async request(document, variables) {
    const name = operationName(document);
    calls.push([name, variables]);
    if (name === 'NewEpicFormData') return formData(canCreate) as never;
    if (name === 'CreateEpic') {
      return {
        createEpic: { errors: [], epic: { id: 'e9', iid: '9', webPath: '/groups/acme/-/epics/9' } },
      } as never;
    }
    throw new Error(`unexpected ${name}`);
  },
};

function renderPage() {
  const rootRoute = createRootRoute({ component: () => <NewEpicPage fullPath="acme" /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/groups/acme/-/epics/new'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <GraphqlClientProvider client={client}>
        <RouterProvider router={router} />
      </GraphqlClientProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  calls = [];
  canCreate = true;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NewEpicPage', () => {
  it('creates the epic with the trimmed title and lands on it', async () => {
    const router = renderPage();
    const create = await screen.findByRole('button', { name: 'Create epic' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: '  Launch  ' },
    });
    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/acme/-/epics/9'));
    expect(calls[1]).toEqual([
      'CreateEpic',
      {
        input: {
          groupPath: 'acme',
          title: 'Launch',
          description: '',
          confidential: false,
          color: '#1068bf',
        },
      },
    ]);
  });

  it('answers the not-found page without the right to create epics', async () => {
    canCreate = false;
    renderPage();
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create epic' })).toBeNull();
  });
});
