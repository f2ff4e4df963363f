import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationName, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { readFrequentItems } from '#web/lib/frequent-items.ts';
import { EpicPage } from './epic-page.tsx';

type Vars = Record<string, unknown>;
type Handler = (vars: Vars) => unknown;

const permissions = (all: boolean) => ({
  canCreate: all,
  canUpdate: all,
  canDestroy: all,
  canAdmin: all,
  canAdminRelation: all,
  canReadRelation: true,
});

const epic = (overrides: Record<string, unknown> = {}) => ({
  id: 'gid://gitlab/Epic/5',
  iid: '3',
  title: 'Platform launch',
  state: 'opened',
  confidential: false,
  imported: false,
  createdAt: '2026-01-02T10:00:00Z',
  closedAt: null,
  startDate: null,
  dueDate: null,
  description: 'Ship it\n\nin March',
  descriptionHtml: '<p>Ship it</p>',
  webPath: '/groups/acme/-/epics/3',
  reference: '&3',
  fullReference: 'acme&3',
  color: '#1068bf',
  lockVersion: 2,
  userPermissions: permissions(true),
  author: { id: 'u1', name: 'Rosa Parks', username: 'rosa', avatarUrl: null, webPath: '/rosa' },
  parent: null,
  labels: { nodes: [] },
  hasParent: false,
  subscribed: false,
  healthStatus: null,
  ancestors: { nodes: [] },
  currentUserTodos: { nodes: [] },
  ...overrides,
});

const details = (overrides: Record<string, unknown> = {}) => ({
  group: {
    id: 'g1',
    name: 'Acme',
    fullPath: 'acme',
    webPath: '/acme',
    allowSubEpics: true,
    emailsDisabled: false,
    epic: epic(overrides),
  },
});

let handlers: Record<string, Handler>;
let calls: { name: string; vars: Vars }[];

function client(): GraphqlClient {
  return {
    request: vi.fn(async (document, vars) => {
      const name = operationName(document as never) ?? '';
      calls.push({ name, vars: vars as Vars });
      // The tree's own queries are not under test here: an empty group answers them.
      return (handlers[name] ?? (() => ({ group: null })))(vars as Vars);
    }) as GraphqlClient['request'],
  };
}

beforeEach(() => {
  calls = [];
  handlers = { EpicDetails: () => details() };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/-/session') {
        const body = { user: { id: 1, username: 'root', name: 'Root' }, csrfToken: 'csrf-1' };
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
  renderInApp(() => <EpicPage fullPath="acme" iid="3" />, { graphql: client() });
  await screen.findByTestId('page-title');
}

const saved = (vars: Vars, lockVersion: number) => ({
  updateEpic: {
    errors: [],
    epic: {
      id: 'gid://gitlab/Epic/5',
      title: vars.title,
      description: vars.description,
      descriptionHtml: `<p>${String(vars.description)}</p>`,
      lockVersion,
      updatedAt: '2026-01-04T10:00:00Z',
    },
  },
});

describe('EpicPage visit', () => {
  it("records the visit in the viewer's recently viewed items, as the issue page does", async () => {
    await open();
    await waitFor(() =>
      expect(readFrequentItems('root')).toMatchObject([
        {
          id: 'gid://gitlab/Epic/5',
          title: 'Platform launch',
          reference: 'acme&3',
          webPath: '/groups/acme/-/epics/3',
          frequency: 1,
        },
      ]),
    );
  });
});

describe('EpicPage title and description edit', () => {
  it('edits in place with the lockVersion, and the header shows the saved title', async () => {
    handlers.UpdateEpicText = (vars) => {
      handlers.EpicDetails = () =>
        details({ title: vars.title, description: vars.description, lockVersion: 3 });
      return saved(vars, 3);
    };
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Ship it\n\nin March',
    );
    fireEvent.change(title, { target: { value: 'Platform launch v2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull());
    expect(calls.find((c) => c.name === 'UpdateEpicText')?.vars).toEqual({
      groupPath: 'acme',
      iid: '3',
      title: 'Platform launch v2',
      description: 'Ship it\n\nin March',
      lockVersion: 2,
    });
    await waitFor(() =>
      expect(screen.getByTestId('page-title').textContent).toBe('Platform launch v2'),
    );
  });

  it('a stale save with an overlapping edit shows the epic conflict text and keeps the text', async () => {
    handlers.UpdateEpicText = () => ({
      updateEpic: { errors: ['Attempted to update a stale object: Epic.'], epic: null },
    });
    handlers.EpicEditSource = () => ({
      group: {
        id: 'g1',
        epic: { id: 'e', title: 'Someone else', description: 'Theirs', lockVersion: 3 },
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: 'Mine' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Someone edited this epic at the same time you did. The description has been updated and you will need to make your changes again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Mine');
  });

  it('a stale save with a disjoint edit is merged and saved with the new lockVersion', async () => {
    let round = 0;
    handlers.UpdateEpicText = (vars) =>
      round++ === 0
        ? { updateEpic: { errors: ['Attempted to update a stale object: Epic.'], epic: null } }
        : saved(vars, 4);
    handlers.EpicEditSource = () => ({
      group: {
        id: 'g1',
        epic: {
          id: 'e',
          title: 'Platform launch',
          description: 'Ship it\n\nin April',
          lockVersion: 3,
        },
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: 'Platform launch v2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull());
    expect(calls.filter((c) => c.name === 'UpdateEpicText').at(-1)?.vars).toMatchObject({
      title: 'Platform launch v2',
      description: 'Ship it\n\nin April',
      lockVersion: 3,
    });
  });

  it('offers no Edit without canUpdate, and shows the imported flag', async () => {
    handlers.EpicDetails = () => details({ userPermissions: permissions(false), imported: true });
    await open();
    expect(screen.getByText('Imported')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
