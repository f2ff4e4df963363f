import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { operationName, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { IssuePage } from './issue-page.tsx';

/** The issue page under test: a scripted GraphQL client and session, shared by its tests. */

export type Vars = { input?: Record<string, unknown> } & Record<string, unknown>;
export type Handler = (vars: Vars) => unknown;

export const permissions = (all: boolean) => ({
  canUpdateIssue: all,
  canReopenIssue: all,
  canCreateIssue: all,
  canDestroyIssue: all,
  canPromoteToEpic: all,
  canReportSpam: false,
  canMarkAsNotSpam: false,
  canReportAbuse: all,
});

export function issue(overrides: Record<string, unknown> = {}) {
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
    hidden: false,
    hiddenAsSpam: false,
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
    milestoneHidden: false,
    iteration: null,
    iterationHidden: false,
    epic: null,
    subscribed: false,
    currentUserTodos: { nodes: [] },
    createNoteEmail: null,
    lastEditedAt: null,
    lastEditedBy: null,
    promotedToEpic: null,
    duplicatedTo: null,
    movedTo: null,
    ...overrides,
  };
}

export const page = {
  handlers: {} as Record<string, Handler>,
  calls: [] as { name: string; vars: Vars }[],
  signedIn: true,
};

function client(): GraphqlClient {
  return {
    request: vi.fn(async (document, vars) => {
      const name = operationName(document as never) ?? '';
      page.calls.push({ name, vars: vars as Vars });
      const handler = page.handlers[name];
      if (!handler) throw new Error(`unexpected ${name}`);
      return handler(vars as Vars);
    }) as GraphqlClient['request'],
  };
}

export const details = (overrides: Record<string, unknown> = {}) => ({
  project: {
    id: 'p1',
    name: 'Web',
    fullPath: 'acme/web',
    webPath: '/acme/web',
    group: null,
    issue: issue(overrides),
  },
});

export function resetPage() {
  page.calls = [];
  page.signedIn = true;
  page.handlers = {
    IssueDetails: () => details(),
    IssueWeightUpdated: () => ({}),
    IssueChildItems: () => ({ project: null }),
    IssueParticipants: () => ({ project: null }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/-/session') {
        const body = page.signedIn
          ? { user: { id: 1, username: 'root', name: 'Root' }, csrfToken: 'csrf-1' }
          : { user: null, csrfToken: null };
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
}

export async function open() {
  const rendered = renderInApp(() => <IssuePage fullPath="acme/web" iid="7" />, {
    graphql: client(),
  });
  await screen.findByTestId('page-title');
  return rendered;
}

/** Opens the desktop actions menu and returns it. */
export async function menu() {
  // The first is the desktop menu's button (jsdom applies no CSS, so the mobile one shows too).
  fireEvent.click(screen.getAllByRole('button', { name: 'Issue actions' })[0]!);
  const dropdown = await screen.findByTestId('issue-actions-desktop');
  await waitFor(() => expect(within(dropdown).getAllByRole('menuitem').length).toBeGreaterThan(0));
  return dropdown;
}
