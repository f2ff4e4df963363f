import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationName, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { NewIssuePage } from './new-issue-page.tsx';

type Vars = { input?: Record<string, unknown> } & Record<string, unknown>;
let handlers: Record<string, (vars: Vars) => unknown>;
let calls: { name: string; vars: Vars }[];

const project = (createIssue = true, createIncident = false) => ({
  currentUser: { id: 'gid://cairn/User/2' },
  project: {
    id: 'p1',
    name: 'Web',
    fullPath: 'acme/web',
    userPermissions: { createIssue, createIncident },
  },
});

const client = (): GraphqlClient => ({
  request: vi.fn(async (document, vars) => {
    const name = operationName(document as never) ?? '';
    calls.push({ name, vars: vars as Vars });
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected ${name}`);
    return handler(vars as Vars);
  }) as GraphqlClient['request'],
});

beforeEach(() => {
  calls = [];
  handlers = {
    NewIssueProject: () => project(),
    CreateIssue: () => ({
      createIssue: {
        errors: [],
        issue: { id: 'gid://cairn/Issue/50', iid: '15', webPath: '/acme/web/-/issues/15' },
      },
    }),
  };
});
afterEach(() => {
  cleanup();
  notifications.clean();
});

async function open(url = '/acme/web/-/issues/new') {
  const app = renderInApp(() => <NewIssuePage fullPath="acme/web" />, { graphql: client(), url });
  await screen.findByRole('textbox', { name: 'Title' });
  return app;
}

const createButton = () => screen.getByRole('button', { name: 'Create issue' });

describe('NewIssuePage', () => {
  it('creates an issue and lands on it', async () => {
    const { router } = await open();
    expect(createButton()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: '  Broken link  ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'On the home page' },
    });
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'This issue is confidential and should only be visible to team members with at least the Planner role.',
      }),
    );
    fireEvent.click(createButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/web/-/issues/15'));
    expect(calls.find((c) => c.name === 'CreateIssue')?.vars.input).toEqual({
      projectPath: 'acme/web',
      title: 'Broken link',
      description: 'On the home page',
      type: 'ISSUE',
      confidential: true,
    });
  });

  it('prefills from the query string and links a new related issue', async () => {
    handlers.IssueReference = () => ({
      project: { id: 'p1', issue: { id: 'gid://cairn/Issue/9', reference: 'acme/web#7' } },
    });
    handlers.AddRelatedIssue = () => ({ workItemAddLinkedItems: { errors: [] } });
    const { router } = await open(
      '/acme/web/-/issues/new?issue[title]=Follow-up&issue[description]=More%20work&add_related_issue=7',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Follow-up');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'More work',
    );
    expect(screen.getByRole('link', { name: '#7' }).getAttribute('href')).toBe(
      '/acme/web/-/issues/7',
    );
    fireEvent.click(createButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/web/-/issues/15'));
    expect(calls.find((c) => c.name === 'AddRelatedIssue')?.vars.input).toEqual({
      id: 'gid://cairn/Issue/50',
      workItemsIds: ['gid://cairn/Issue/9'],
      linkType: 'RELATED',
    });
  });

  it('offers incident only to those who may create incidents', async () => {
    handlers.NewIssueProject = () => project(true, true);
    await open();
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Issue',
      'Incident',
    ]);
    fireEvent.change(select, { target: { value: 'INCIDENT' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Down' } });
    fireEvent.click(createButton());
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'CreateIssue')?.vars.input?.type).toBe('INCIDENT'),
    );
  });

  it('shows the error text with the server errors when creating fails', async () => {
    handlers.CreateIssue = () => ({ createIssue: { errors: ['Title is too long'], issue: null } });
    await open();
    const select = screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Issue']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'x' } });
    fireEvent.click(createButton());
    expect(await screen.findByText('Something went wrong while creating issue.')).toBeTruthy();
    expect(screen.getByText('Title is too long')).toBeTruthy();
  });

  it('is the 404 page for viewers who may not create issues', async () => {
    handlers.NewIssueProject = () => project(false);
    renderInApp(() => <NewIssuePage fullPath="acme/web" />, { graphql: client() });
    expect(await screen.findByText(/not found/i)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });

  it('sends signed-out visitors to sign in, and back here afterwards', async () => {
    handlers.NewIssueProject = () => ({ ...project(false), currentUser: null });
    const { router } = renderInApp(() => <NewIssuePage fullPath="acme/web" />, {
      graphql: client(),
      url: '/acme/web/-/issues/new?issuable_template=Bug',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/sign_in'));
    expect(router.state.location.search).toEqual({
      redirect: '/acme/web/-/issues/new?issuable_template=Bug',
    });
  });
});
