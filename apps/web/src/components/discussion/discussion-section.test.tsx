import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationName, type GraphqlClient } from '#web/lib/graphql/index.ts';
import { renderInApp } from '#web/testing/render-in-app.tsx';
import { DiscussionSection } from './discussion-section.tsx';

type Vars = { input?: Record<string, unknown> } & Record<string, unknown>;
let handlers: Record<string, (vars: Vars) => unknown>;
let calls: { name: string; vars: Vars }[];

const user = { id: 'u1', username: 'rosa', name: 'Rosa Parks', avatarUrl: null, webPath: '/rosa' };
const note = (id: number, body: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Note',
  id: `gid://cairn/Note/${id}`,
  body,
  bodyHtml: `<p>${body}</p>`,
  system: false,
  systemNoteIconName: null,
  internal: false,
  resolvable: false,
  resolved: false,
  createdAt: '2026-11-20T10:00:00Z',
  lastEditedAt: null,
  author: user,
  userPermissions: { adminNote: true, destroyNote: true, resolveNote: false, awardEmoji: true },
  awardEmoji: { nodes: [] },
  systemNoteMetadata: null,
  ...extra,
});
const thread = (n: ReturnType<typeof note>) => ({
  id: `gid://cairn/Discussion/${String(n.id).slice(-1).padStart(40, '0')}`,
  resolvable: false,
  resolved: false,
  notes: { nodes: [n] },
});

function answer(createNote: boolean) {
  return {
    project: {
      id: 'p1',
      issue: {
        id: 'gid://cairn/Issue/9',
        userPermissions: { createNote },
        discussions: {
          pageInfo: { hasNextPage: false, endCursor: null },
          nodes: [
            thread(
              note(1, 'changed the description', {
                system: true,
                systemNoteIconName: 'pencil',
                systemNoteMetadata: {
                  action: 'description',
                  descriptionVersion: {
                    id: 'v',
                    description: 'new words',
                    previousDescription: 'old words',
                  },
                },
              }),
            ),
            thread(note(2, 'Looks good')),
          ],
        },
      },
    },
  };
}

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

beforeEach(() => {
  calls = [];
  handlers = {
    IssueDiscussion: () => answer(true),
    CreateNote: () => ({ createNote: { errors: [], note: { id: 'gid://cairn/Note/3' } } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/-/session'
        ? new Response(
            JSON.stringify({ user: { id: 1, username: 'rosa', name: 'Rosa' }, csrfToken: 'c' }),
            {
              headers: { 'content-type': 'application/json' },
            },
          )
        : new Response('{}', { status: 404 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const stateRun = vi.fn(async () => undefined);
function open(event: 'close' | 'reopen' = 'close') {
  renderInApp(
    () => (
      <DiscussionSection
        source={{ kind: 'issue', fullPath: 'acme/web', iid: '7' }}
        canWriteInternal
        stateAction={{ event, run: stateRun }}
      />
    ),
    { graphql: client() },
  );
}

describe('DiscussionSection', () => {
  it('shows history between comments and the previous description on request', async () => {
    open();
    expect(await screen.findByText('Looks good', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Compare with previous version' }));
    const diff = screen.getByLabelText('Changes to the description');
    expect(within(diff).getByText('old', { selector: 'del' })).toBeTruthy();
    expect(within(diff).getByText('new', { selector: 'ins' })).toBeTruthy();
  });

  it('comments, then closes with Comment & close', async () => {
    open();
    const box = await screen.findByRole('textbox', { name: 'Comment' }, { timeout: 5000 });
    expect(box.getAttribute('data-shortcut')).toBe('comment');
    const closeButton = screen.getByRole('button', { name: 'Comment & close' });
    expect((closeButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Done here' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /internal note/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Comment & close' }));
    await waitFor(() => expect(stateRun).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.name === 'CreateNote')?.vars.input).toEqual({
      noteableId: 'gid://cairn/Issue/9',
      body: 'Done here',
      internal: true,
    });
  });

  it('comments, then reopens with Comment & reopen on a closed item', async () => {
    stateRun.mockClear();
    open('reopen');
    const box = await screen.findByRole('textbox', { name: 'Comment' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Comment & close' })).toBeNull();
    fireEvent.change(box, { target: { value: 'Not done yet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment & reopen' }));
    await waitFor(() => expect(stateRun).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.name === 'CreateNote')?.vars.input).toEqual({
      noteableId: 'gid://cairn/Issue/9',
      body: 'Not done yet',
      internal: false,
    });
  });

  it('asks before saving a secret and saves nothing on Edit comment', async () => {
    open();
    const box = await screen.findByRole('textbox', { name: 'Comment' }, { timeout: 5000 });
    fireEvent.change(box, { target: { value: 'token glpat-a1B2c3D4e5F6g7H8i9J0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit comment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.name === 'CreateNote')).toBe(false);
  });

  it('shows the locked text to a signed-in reader who may not comment', async () => {
    handlers.IssueDiscussion = () => answer(false);
    open();
    expect(
      await screen.findByText(
        'The discussion in this issue is locked. Only project members can comment.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
  });

  it('shows the server error when a comment is refused', async () => {
    handlers.CreateNote = () => ({ createNote: { errors: ['Note is too long'], note: null } });
    open();
    const box = await screen.findByRole('textbox', { name: 'Comment' }, { timeout: 5000 });
    fireEvent.change(box, { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Note is too long')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Hi');
  });

  it("loads the next page of threads with 'Load more'", async () => {
    const page = (after: unknown) => {
      const first = after === undefined || after === null;
      return {
        project: {
          id: 'p1',
          issue: {
            id: 'gid://cairn/Issue/9',
            userPermissions: { createNote: true },
            discussions: {
              pageInfo: { hasNextPage: first, endCursor: first ? 'c100' : 'c101' },
              nodes: [thread(note(first ? 4 : 5, first ? 'On page one' : 'On page two'))],
            },
          },
        },
      };
    };
    handlers.IssueDiscussion = (vars) => page(vars.after);
    open();
    expect(await screen.findByText('On page one', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('On page two')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('On page two')).toBeTruthy();
    expect(screen.getByText('On page one')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'IssueDiscussion').map((c) => c.vars.after)).toEqual([
      null,
      'c100',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
