import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationName, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { IssueTemplatesSettingsPage } from './issue-templates-settings-page.tsx';

const OWN = {
  id: 'gid://gitlab/IssueTemplate/1',
  name: 'Bug',
  content: '## Steps',
  inherited: false,
  sourceName: 'Web',
};
const INHERITED = {
  id: 'gid://gitlab/IssueTemplate/2',
  name: 'Support request',
  content: '## Who',
  inherited: true,
  sourceName: 'Acme',
};
let canAdmin: boolean;
let createErrors: string[];
const calls: { op: string | undefined; variables: unknown }[] = [];
const graphql: GraphqlClient = {
  request: vi.fn(async (document, variables) => {
    const op = operationName(document as never);
    calls.push({ op, variables });
    if (op === 'ProjectIssueTemplates') {
      const project = {
        id: 'p',
        name: 'Web',
        fullPath: 'acme/web',
        canAdminIssueTemplates: canAdmin,
      };
      return { project: { ...project, issueTemplates: [OWN, INHERITED] } };
    }
    if (op === 'IssueTemplateCreate')
      return { issueTemplateCreate: { errors: createErrors, issueTemplate: null } };
    if (op === 'IssueTemplateDestroy') return { issueTemplateDestroy: { errors: [] } };
    throw new Error(`unexpected ${op}`);
  }) as never,
};

beforeEach(() => {
  canAdmin = true;
  createErrors = [];
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ user: null, csrfToken: null })),
  );
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const open = () =>
  renderInApp(() => <IssueTemplatesSettingsPage kind="project" fullPath="acme/web" />, { graphql });

describe('IssueTemplatesSettingsPage', () => {
  it('lists own templates with Edit and Delete, inherited ones read-only with their source', async () => {
    open();
    const own = await screen.findByRole('list', { name: 'Templates of Web' });
    expect(within(own).getByRole('button', { name: 'Edit Bug' })).toBeTruthy();
    const inherited = screen.getByRole('list', { name: 'Inherited templates' });
    expect(within(inherited).getByText('Support request')).toBeTruthy();
    expect(within(inherited).getByText(/From Acme\./)).toBeTruthy();
    expect(within(inherited).queryByRole('button')).toBeNull();
  });

  it('shows the 404 page to those who may not manage templates', async () => {
    canAdmin = false;
    open();
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add template' })).toBeNull();
  });

  it("shows the server's validation error and keeps the form open", async () => {
    createErrors = ["Name can't be blank"];
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add template' }));
    const form = await screen.findByRole('form', { name: 'Add template' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Content' }), {
      target: { value: '## Steps' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add template' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Name can't be blank");
    expect(calls.find((c) => c.op === 'IssueTemplateCreate')?.variables).toEqual({
      input: { projectPath: 'acme/web', name: '', content: '## Steps' },
    });
  });

  it('deletes only after confirmation', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(
      within(dialog).getByText('Are you sure you want to delete the "Bug" template?'),
    ).toBeTruthy();
    expect(calls.some((c) => c.op === 'IssueTemplateDestroy')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText('Template deleted.')).toBeTruthy();
    expect(calls.find((c) => c.op === 'IssueTemplateDestroy')?.variables).toEqual({ id: OWN.id });
  });
});
