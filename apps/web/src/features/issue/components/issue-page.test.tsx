import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationName, type GraphqlClient } from '../../../lib/graphql/index.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { IssuePage } from './issue-page.tsx';

type Vars = { input?: Record<string, unknown> } & Record<string, unknown>;
type Handler = (vars: Vars) => unknown;

const permissions = (all: boolean) => ({
  canUpdateIssue: all,
  canReopenIssue: all,
  canCreateIssue: all,
  canDestroyIssue: all,
});

function issue(overrides: Record<string, unknown> = {}) {
  return {
    id: 'gid://cairn/Issue/9',
    iid: '7',
    title: 'Fix the login page',
    description: 'Steps\n\n1. open',
    descriptionHtml: '<p>Steps</p>',
    lockVersion: 3,
    state: 'opened',
    confidential: false,
    discussionLocked: false,
    blocked: false,
    blockedByCount: 0,
    createdAt: '2026-01-02T10:00:00Z',
    updatedAt: '2026-01-03T10:00:00Z',
    closedAt: null,
    dueDate: null,
    weight: null,
    healthStatus: null,
    webPath: '/acme/web/-/issues/7',
    webUrl: 'http://localhost/acme/web/-/issues/7',
    reference: '#7',
    type: 'ISSUE',
    userPermissions: permissions(true),
    author: { id: 'u1', name: 'Rosa Parks', username: 'rosa', avatarUrl: null, webPath: '/rosa' },
    assignees: { nodes: [] },
    labels: { nodes: [] },
    milestone: null,
    epic: null,
    ...overrides,
  };
}

let handlers: Record<string, Handler>;
let calls: { name: string; vars: Vars }[];
let signedIn: boolean;

function client(): GraphqlClient {
  return {
    request: vi.fn(async (document, vars) => {
      const name = operationName(document as never) ?? '';
      calls.push({ name, vars: vars as Vars });
      const handler = handlers[name];
      if (!handler) throw new Error(`unexpected ${name}`);
      return handler(vars as Vars);
    }) as GraphqlClient['request'],
  };
}

const details = (overrides: Record<string, unknown> = {}) => ({
  project: {
    id: 'p1',
    name: 'Web',
    fullPath: 'acme/web',
    webPath: '/acme/web',
    issue: issue(overrides),
  },
});

beforeEach(() => {
  calls = [];
  signedIn = true;
  handlers = {
    IssueDetails: () => details(),
    IssueWeightUpdated: () => ({}),
    IssueChildItems: () => ({ project: null }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/-/session') {
        const body = signedIn
          ? { user: { id: 1, username: 'root', name: 'Root' }, csrfToken: 'csrf-1' }
          : { user: null, csrfToken: null };
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function open() {
  renderInApp(() => <IssuePage fullPath="acme/web" iid="7" />, { graphql: client() });
  await screen.findByTestId('page-title');
}

/** Opens the desktop actions menu and returns it. */
async function menu() {
  // The first is the desktop menu's button (jsdom applies no CSS, so the mobile one shows too).
  fireEvent.click(screen.getAllByRole('button', { name: 'Issue actions' })[0]!);
  const dropdown = await screen.findByTestId('issue-actions-desktop');
  await waitFor(() => expect(within(dropdown).getAllByRole('menuitem').length).toBeGreaterThan(0));
  return dropdown;
}

const badge = () => screen.getByTestId('state-badge').textContent;

describe('IssuePage header', () => {
  it('gives a signed-in updater Edit, Close and every menu action of §6', async () => {
    await open();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Issue actions' })).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close issue' })).toBeTruthy();
    const items = within(await menu())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'New related issue',
      'Lock discussion',
      'Turn on confidentiality',
      'Copy reference',
      'Delete issue',
    ]);
    const related = screen.getByRole('menuitem', { name: 'New related issue' });
    expect(related.getAttribute('href')).toBe('/acme/web/-/issues/new?add_related_issue=7');
  });

  it('gives a signed-out viewer without rights no control', async () => {
    signedIn = false;
    handlers.IssueDetails = () => details({ userPermissions: permissions(false) });
    await open();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close issue' })).toBeNull();
  });

  it('asks before closing a blocked issue; Yes, close issue closes it', async () => {
    handlers.IssueDetails = () => details({ blocked: true, blockedByCount: 2 });
    handlers.UpdateIssue = () => {
      const closed = { state: 'closed', closedAt: '2026-01-04T00:00:00Z' };
      handlers.IssueDetails = () => details({ blocked: true, blockedByCount: 2, ...closed });
      return { updateIssue: { errors: [], issue: { ...issue(), ...closed } } };
    };
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close issue' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to close this blocked issue?',
    });
    expect(within(dialog).getByText('This issue is blocked by 2 open items.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, close issue' }));
    await waitFor(() => expect(badge()).toBe('Closed'));
    expect(calls.find((c) => c.name === 'UpdateIssue')?.vars.input).toEqual({
      projectPath: 'acme/web',
      iid: '7',
      stateEvent: 'CLOSE',
    });
  });

  it('puts the state back and says so when closing fails', async () => {
    handlers.UpdateIssue = () => ({ updateIssue: { errors: ['Nope'], issue: null } });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close issue' }));
    expect(await screen.findByText('Error occurred while updating the issue status')).toBeTruthy();
    expect(badge()).toBe('Open');
  });

  it('locks the discussion with a toast; a failure reverts with the §8 text', async () => {
    handlers.IssueSetLocked = (vars) => ({
      issueSetLocked: {
        errors: [],
        issue: { id: 'gid://cairn/Issue/9', discussionLocked: vars.input?.locked, lockVersion: 4 },
      },
    });
    await open();
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Lock discussion' }));
    expect(await screen.findByText('Issue locked.')).toBeTruthy();
    handlers.IssueSetLocked = () => {
      throw new Error('boom');
    };
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Unlock discussion' }));
    expect(
      await screen.findByText(
        'Something went wrong trying to change the locked state of the discussion',
      ),
    ).toBeTruthy();
    expect(within(await menu()).getByRole('menuitem', { name: 'Unlock discussion' })).toBeTruthy();
  });

  it('toggles confidentiality with toasts; a refusal shows the first server error', async () => {
    handlers.IssueSetConfidential = (vars) => ({
      issueSetConfidential: {
        errors: [],
        issue: {
          id: 'gid://cairn/Issue/9',
          confidential: vars.input?.confidential,
          lockVersion: 4,
        },
      },
    });
    await open();
    fireEvent.click(
      within(await menu()).getByRole('menuitem', { name: 'Turn on confidentiality' }),
    );
    expect(await screen.findByText('Confidentiality turned on.')).toBeTruthy();
    handlers.IssueSetConfidential = () => ({
      issueSetConfidential: { errors: ['Not allowed'], issue: null },
    });
    fireEvent.click(
      within(await menu()).getByRole('menuitem', { name: 'Turn off confidentiality' }),
    );
    expect(await screen.findByText('Not allowed')).toBeTruthy();
    handlers.IssueSetConfidential = () => {
      throw new Error('down');
    };
    fireEvent.click(
      within(await menu()).getByRole('menuitem', { name: 'Turn off confidentiality' }),
    );
    expect(
      await screen.findByText('Something went wrong while setting issue confidentiality.'),
    ).toBeTruthy();
  });

  it('copies the full reference; a failed fetch shows the §8 text', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    handlers.IssueReference = () => ({
      project: { id: 'p1', issue: { id: 'gid://cairn/Issue/9', reference: 'acme/web#7' } },
    });
    await open();
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Copy reference' }));
    expect(await screen.findByText('Reference copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('acme/web#7');
    handlers.IssueReference = () => ({ project: null });
    fireEvent.click(within(await menu()).getByRole('menuitem', { name: 'Copy reference' }));
    expect(await screen.findByText('An error occurred while fetching reference')).toBeTruthy();
  });

  it('edits title and description in place, sending the lockVersion', async () => {
    handlers.UpdateIssue = (vars) => {
      const saved = { title: vars.input?.title, description: vars.input?.description };
      handlers.IssueDetails = () => details({ ...saved, lockVersion: 4 });
      return { updateIssue: { errors: [], issue: { ...issue(), ...saved, lockVersion: 4 } } };
    };
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Steps\n\n1. open',
    );
    fireEvent.change(title, { target: { value: 'Fix the sign-in page' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull());
    expect(calls.find((c) => c.name === 'UpdateIssue')?.vars.input).toEqual({
      projectPath: 'acme/web',
      iid: '7',
      title: 'Fix the sign-in page',
      description: 'Steps\n\n1. open',
      lockVersion: 3,
    });
    expect(screen.getByTestId('page-title').textContent).toBe('Fix the sign-in page');
  });
});
