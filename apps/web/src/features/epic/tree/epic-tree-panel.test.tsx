import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphqlClientProvider, operationName } from '#web/lib/graphql/index.ts';
import type { GraphqlClient } from '#web/lib/graphql/index.ts';
import { sessionQueryKey } from '#web/lib/session/index.ts';
import { renderWithTheme } from '#web/testing/render.tsx';

/**
 * The treeitem whose own title link is `title` (a treeitem is named by its content, which for an
 * expanded epic includes its children).
 */
async function findRow(title: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: title });
  const row = link.closest<HTMLElement>('[role="treeitem"]');
  if (!row) throw new Error(`no treeitem holds the link ${title}`);
  return row;
}
import { EpicTreePanel } from './epic-tree-panel.tsx';

const page = (info: { hasNextPage?: boolean } = {}) => ({
  hasNextPage: info.hasNextPage ?? false,
  endCursor: null,
});
const epicChild = (id: string, title: string, position: number, hasChildren = false) => ({
  id,
  iid: id.replace(/\D/g, ''),
  title,
  state: 'opened',
  confidential: false,
  startDate: null,
  dueDate: null,
  webPath: `/groups/acme/-/epics/${id}`,
  reference: `acme&${id}`,
  relativePosition: position,
  hasChildren,
  hasIssues: false,
  blocked: false,
  blockedByCount: 0,
  group: { id: 'g1', fullPath: 'acme' },
  userPermissions: { canAdmin: true, canReadRelation: true, adminEpic: true },
  labels: { nodes: [] },
});
const answer = (children: unknown[]) => ({
  group: {
    id: 'g1',
    epic: {
      id: 'gid://cairn/Epic/7',
      confidential: false,
      descendantCounts: { openedEpics: 2, closedEpics: 1, openedIssues: 3, closedIssues: 4 },
      descendantWeightSum: { openedIssues: 5, closedIssues: 6 },
      children: { pageInfo: page(), nodes: children },
      issues: { pageInfo: page(), nodes: [] },
    },
  },
});

let requests: { name: string | undefined; variables: unknown }[] = [];
let reorderFails = false;
let removeFails = false;
let rootChildren: unknown[] = [];

const client: GraphqlClient = {
  async request(document, variables) {
    const name = operationName(document);
    requests.push({ name, variables });
    if (name === 'EpicTreeChildren') {
      const iid = (variables as { iid: string }).iid;
      return (
        iid === '7' ? answer(rootChildren) : answer([epicChild('e9', 'Grandchild', 1)])
      ) as never;
    }
    if (name === 'SetEpicParent') {
      if (removeFails) return { updateEpic: { errors: ['refused'], epic: null } } as never;
      rootChildren = [];
      return { updateEpic: { errors: [], epic: { id: 'e1' } } } as never;
    }
    if (name === 'EpicAddIssue') {
      // The epic it went into now has an issue.
      rootChildren = rootChildren.map((c) => ({ ...(c as object), hasIssues: true }));
      return { epicAddIssue: { errors: [] } } as never;
    }
    if (name === 'EpicTreeReorder') {
      return { epicTreeReorder: { errors: reorderFails ? ['refused'] : [] } } as never;
    }
    throw new Error(`unexpected operation ${name}`);
  },
};

function renderPanel(signedIn: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, {
    user: signedIn ? { id: 1, username: 'owner', name: 'Owner' } : null,
    csrfToken: signedIn ? 'token' : null,
  });
  const ui = (
    <EpicTreePanel
      fullPath="acme"
      iid="7"
      title="Root"
      permissions={{ canAdmin: true, canAdminRelation: true }}
      headingId="tree-heading"
    />
  );
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <h2 id="tree-heading">Child issues and epics</h2>
        {ui}
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/groups/acme/-/epics/7'] }),
  });
  return renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <GraphqlClientProvider client={client}>
        <RouterProvider router={router} />
      </GraphqlClientProvider>
    </QueryClientProvider>,
  );
}

const titles = () =>
  within(screen.getByRole('tree'))
    .getAllByTestId('tree-title')
    .map((a) => a.textContent);

beforeEach(() => {
  requests = [];
  reorderFails = false;
  removeFails = false;
  rootChildren = [epicChild('e1', 'First', 1, true), epicChild('e2', 'Second', 2)];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // Mantine reads the frame id inside its callback: run callbacks asynchronously, like a browser.
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation(
    (cb) => setTimeout(() => cb(0), 0) as unknown as number,
  );
  // ...and cancel them as a browser would, or a frame queued before unmount outlives the test file.
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => clearTimeout(id));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('EpicTreePanel', () => {
  it('shows the empty state with its help link when there are no children', async () => {
    rootChildren = [];
    renderPanel(false);
    expect(
      await screen.findByText(
        "Link child issues and epics together to show that they're related, or that one blocks another.",
        { exact: false },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn more.' }).getAttribute('href')).toBe(
      '/help/user/group/epics/manage_epics#manage-issues-assigned-to-an-epic',
    );
  });

  it('is a tree: counts, levels, expand on Right fetching the children, Down moves focus', async () => {
    renderPanel(false);
    const first = await findRow('First');
    expect(screen.getByTestId('tree-counts').textContent).toContain('Epics 2 open, 1 closed');
    expect(screen.getByTestId('tree-counts').textContent).toContain('Weight 5 open, 6 closed');
    expect(first.getAttribute('aria-level')).toBe('1');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(first.getAttribute('tabindex')).toBe('0');
    expect((await findRow('Second')).getAttribute('tabindex')).toBe('-1');

    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const grandchild = await findRow('Grandchild');
    expect(grandchild.getAttribute('aria-level')).toBe('2');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(requests.filter((r) => r.name === 'EpicTreeChildren').length).toBe(2);

    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(grandchild));
    // Anonymous: no drag handles and no row menus (no relation rights).
    expect(screen.queryAllByTestId('drag-handle')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Actions for First' })).toBeNull();
  });

  it('Alt+ArrowDown reorders at once, saves with epicTreeReorder and announces it', async () => {
    renderPanel(true);
    const first = await findRow('First');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    await waitFor(() =>
      expect(screen.getByTestId('tree-announcer').textContent).toBe(
        'First moved to position 2 of 2.',
      ),
    );
    expect(titles()).toEqual(['Second', 'First']);
    expect(requests.find((r) => r.name === 'EpicTreeReorder')?.variables).toEqual({
      input: {
        baseEpicId: 'gid://cairn/Epic/7',
        moved: { id: 'e1', adjacentReferenceId: 'e2', relativePosition: 'before' },
      },
    });
  });

  it("rolls a failed reorder back with 'Something went wrong while ordering item.'", async () => {
    reorderFails = true;
    renderPanel(true);
    const first = await findRow('First');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong while ordering item.',
    );
    expect(titles()).toEqual(['First', 'Second']);
  });

  it("keeps 'Show labels' under gl-show-board-labels", async () => {
    renderPanel(false);
    await findRow('First');
    fireEvent.click(screen.getByRole('switch', { name: 'Show labels' }));
    expect(localStorage.getItem('gl-show-board-labels')).toBe('false');
  });

  it('removes a child after a confirmation naming it, then shows the empty state', async () => {
    rootChildren = [epicChild('e1', 'Only child', 1)];
    renderPanel(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Only child' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This will remove Only child (acme&e1) from Root.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No child items yet', { exact: false })).toBeTruthy();
    expect(requests.find((r) => r.name === 'SetEpicParent')?.variables).toEqual({
      groupPath: 'acme',
      iid: '1',
      parentId: null,
    });
  });

  it('puts the child back when the removal fails', async () => {
    removeFails = true;
    rootChildren = [epicChild('e1', 'Only child', 1)];
    renderPanel(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Only child' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong while removing the epic.',
    );
    expect(titles()).toEqual(['Only child']);
  });

  it('adds into a child epic from its row menu, the form under that row, then expands it', async () => {
    renderPanel(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Second' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add an existing issue' }));
    const row = await findRow('Second');
    const input = within(row).getByLabelText('Issue references or URLs');
    fireEvent.paste(input, { clipboardData: { getData: () => 'web#4' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(within(row).queryByLabelText('Issue references or URLs')).toBeNull(),
    );
    expect(requests.find((r) => r.name === 'EpicAddIssue')?.variables).toEqual({
      input: { groupPath: 'acme', iid: '2', projectPath: 'acme/web', issueIid: '4' },
    });
    await waitFor(() => expect(row.getAttribute('aria-expanded')).toBe('true'));
  });
});
