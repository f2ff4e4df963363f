import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workItems } from '@cairn/db';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { activityWorld, type ActivityWorld } from '../work-items/activity/test-world.ts';

// Comments and threads over REST v4, GitLab's shapes, across roles.
let t: TestApp;
let w: ActivityWorld;
let api: ApiClient;
type Who = 'alice' | 'guest' | 'outsider' | 'admin' | 'maria' | 'bob';
let tokens: Record<Who, string>;
let issue: WorkItemRow;
let epic: WorkItemRow;

beforeAll(async () => {
  t = await createTestApp();
  w = await activityWorld(t.db.db);
  api = apiClient(t.app);
  const maria = await w.f.user({ username: 'maria' });
  await w.f.member(w.group, maria, 'maintainer');
  const { alice, guest, outsider, admin, bob } = w.users;
  const entries = await Promise.all(
    Object.entries({ alice, guest, outsider, admin, maria, bob }).map(
      async ([k, u]) => [k, await w.f.token(u)] as const,
    ),
  );
  tokens = Object.fromEntries(entries) as Record<Who, string>;
  issue = await w.f.issue(w.project, { title: 'Talk', author: w.users.alice });
  epic = await w.f.epic(w.group, { title: 'Plan', author: w.users.alice });
});
afterAll(() => t.close());

const issueBase = () => `/api/v4/projects/${w.project.id}/issues/${issue.iid}`;
const epicBase = () => `/api/v4/groups/${w.group.id}/epics/${epic.id}`;
const call = (
  who: Who | 'anonymous',
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => api.rest(method, url, { ...(who === 'anonymous' ? {} : { token: tokens[who] }), body });
const bodiesFor = async (who: Who | 'anonymous', url: string) => {
  const res = await call(who, 'GET', url);
  expect(res.statusCode).toBe(200);
  return res.json<{ body: string }[]>().map((n) => n.body);
};

describe('notes on issues', () => {
  it('creates, reads, edits and deletes a comment', async () => {
    const created = await call('outsider', 'POST', `${issueBase()}/notes`, { body: 'Hello' });
    expect(created.statusCode).toBe(201);
    const note = created.json<Record<string, unknown>>();
    expect(note).toMatchObject({
      body: 'Hello',
      system: false,
      type: null,
      noteable_type: 'Issue',
      noteable_iid: issue.iid,
      internal: false,
      resolvable: false,
      author: { username: 'olga' },
    });
    expect(String(note.id)).toMatch(/^\d+$/);
    const url = `${issueBase()}/notes/${note.id as number}`;
    expect((await call('anonymous', 'GET', url)).json()).toMatchObject({ body: 'Hello' });
    const edited = await call('outsider', 'PUT', url, { body: 'Hello again' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Hello again' });
    expect((await call('alice', 'PUT', url, { body: 'Not mine' })).statusCode).toBe(403);
    expect((await call('guest', 'DELETE', url)).statusCode).toBe(403);
    expect((await call('outsider', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('outsider', 'GET', url)).statusCode).toBe(404);
  });

  it('lets maintainers delete any comment but not edit it', async () => {
    const note = (await call('bob', 'POST', `${issueBase()}/notes`, { body: 'Spam?' })).json<{
      id: number;
    }>();
    const url = `${issueBase()}/notes/${note.id}`;
    expect((await call('maria', 'PUT', url, { body: 'x' })).statusCode).toBe(403);
    expect((await call('maria', 'DELETE', url)).statusCode).toBe(204);
  });

  it('refuses anonymous comments, blank bodies, and leaves nothing behind', async () => {
    const before = await bodiesFor('alice', `${issueBase()}/notes`);
    expect(
      (await call('anonymous', 'POST', `${issueBase()}/notes`, { body: 'x' })).statusCode,
    ).toBe(401);
    const blank = await call('alice', 'POST', `${issueBase()}/notes`, { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: "Note can't be blank" });
    expect(await bodiesFor('alice', `${issueBase()}/notes`)).toEqual(before);
  });

  it('keeps internal notes from guests, outsiders and anonymous readers', async () => {
    const res = await call('alice', 'POST', `${issueBase()}/notes`, {
      body: 'Internal only',
      internal: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ internal: true, confidential: true });
    const id = res.json<{ id: number }>().id;
    for (const who of ['guest', 'outsider', 'anonymous'] as const) {
      expect(await bodiesFor(who, `${issueBase()}/notes`)).not.toContain('Internal only');
      expect((await call(who, 'GET', `${issueBase()}/notes/${id}`)).statusCode).toBe(404);
      const threads = (await call(who, 'GET', `${issueBase()}/discussions`)).json<
        { notes: { body: string }[] }[]
      >();
      expect(threads.flatMap((d) => d.notes.map((n) => n.body))).not.toContain('Internal only');
    }
    expect(await bodiesFor('admin', `${issueBase()}/notes`)).toContain('Internal only');
    // Nor through the page count.
    const count = async (who: Who | 'anonymous') =>
      Number((await call(who, 'GET', `${issueBase()}/notes`)).headers['x-total']);
    expect(await count('guest')).toBe((await count('alice')) - 1);
    const threadCount = async (who: Who | 'anonymous') =>
      Number((await call(who, 'GET', `${issueBase()}/discussions`)).headers['x-total']);
    expect(await threadCount('outsider')).toBe((await threadCount('admin')) - 1);
    // A guest may not write one either.
    const guest = await call('guest', 'POST', `${issueBase()}/notes`, {
      body: 'x',
      internal: true,
    });
    expect(guest.statusCode).toBe(403);
  });

  it("counts no internal note in any reader's user_notes_count (item, list, epic)", async () => {
    const counted = await w.f.issue(w.project, { title: 'Counted', author: w.users.alice });
    const itemUrl = `/api/v4/projects/${w.project.id}/issues/${counted.iid}`;
    const epicGql = `{ group(fullPath: "acme") { epic(iid: "${epic.iid}") { userNotesCount } } }`;
    const counts = async (who: Who | 'anonymous') => {
      const one = await call(who, 'GET', itemUrl);
      const list = await call(
        who,
        'GET',
        `/api/v4/projects/${w.project.id}/issues?iids[]=${counted.iid}`,
      );
      const gql = await api.gql(epicGql, {}, who === 'anonymous' ? undefined : tokens[who]);
      return [
        one.json<{ user_notes_count: number }>().user_notes_count,
        list.json<{ user_notes_count: number }[]>()[0]?.user_notes_count,
        (gql.data as { group: { epic: { userNotesCount: number } } }).group.epic.userNotesCount,
      ];
    };
    const before = await counts('guest');
    for (const url of [`${itemUrl}/notes`, `${epicBase()}/notes`]) {
      const res = await call('alice', 'POST', url, { body: 'Counted internally', internal: true });
      expect(res.statusCode).toBe(201);
    }
    for (const who of ['alice', 'guest', 'outsider', 'anonymous', 'admin'] as const) {
      expect(await counts(who)).toEqual(before);
    }
    for (const url of [`${itemUrl}/notes`, `${epicBase()}/notes`]) {
      expect((await call('alice', 'POST', url, { body: 'Counted' })).statusCode).toBe(201);
    }
    expect(await counts('guest')).toEqual(before.map((n) => Number(n) + 1));
  });

  it('lets only members comment on a locked discussion, with the locked text', async () => {
    await t.db.db
      .update(workItems)
      .set({ discussionLocked: true })
      .where(eq(workItems.id, issue.id));
    const refused = await call('outsider', 'POST', `${issueBase()}/notes`, { body: 'Me too' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: {
        base: ['The discussion in this issue is locked. Only project members can comment.'],
      },
    });
    expect(
      (await call('guest', 'POST', `${issueBase()}/notes`, { body: 'Member' })).statusCode,
    ).toBe(201);
    await t.db.db
      .update(workItems)
      .set({ discussionLocked: false })
      .where(eq(workItems.id, issue.id));
  });

  it('hides a confidential issue and its comments from those who cannot read it', async () => {
    const hush = w.items.confidentialChild;
    const base = `/api/v4/projects/${w.project.id}/issues/${hush.iid}`;
    expect((await call('alice', 'POST', `${base}/notes`, { body: 'Secret plan' })).statusCode).toBe(
      201,
    );
    for (const who of ['guest', 'outsider', 'anonymous'] as const) {
      expect((await call(who, 'GET', `${base}/notes`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `${base}/discussions`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `${base}/notes`, { body: 'x' })).statusCode).toBe(404);
    }
  });
});

describe('award emoji on notes', () => {
  it('adds, lists and removes a reaction on a comment', async () => {
    const note = (await call('alice', 'POST', `${issueBase()}/notes`, { body: 'React' })).json<{
      id: number;
    }>();
    const url = `${issueBase()}/notes/${note.id}/award_emoji`;
    const added = await call('guest', 'POST', url, { name: 'thumbsup' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'thumbsup',
      awardable_id: note.id,
      awardable_type: 'Note',
    });
    expect((await call('guest', 'POST', url, { name: 'thumbsup' })).statusCode).toBe(400);
    expect(
      (await call('anonymous', 'GET', url)).json<{ name: string }[]>().map((a) => a.name),
    ).toEqual(['thumbsup']);
    const id = added.json<{ id: number }>().id;
    expect((await call('alice', 'DELETE', `${url}/${id}`)).statusCode).toBe(403);
    expect((await call('guest', 'DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect((await call('guest', 'GET', url)).json()).toEqual([]);
    // The item's own reactions are not the note's.
    const itemAwards = await call('guest', 'GET', `${issueBase()}/award_emoji`);
    expect(itemAwards.json()).toEqual([]);
  });
});

describe('private groups', () => {
  it('hides the comments of a private group epic from outsiders, anonymous readers and guests of other groups', async () => {
    const secret = w.items.secretEpic;
    const base = `/api/v4/groups/${w.secret.id}/epics/${secret.id}`;
    expect((await call('alice', 'POST', `${base}/notes`, { body: 'Skunk talk' })).statusCode).toBe(
      201,
    );
    expect(await bodiesFor('alice', `${base}/notes`)).toEqual(['Skunk talk']);
    for (const who of ['guest', 'outsider', 'anonymous'] as const) {
      expect((await call(who, 'GET', `${base}/notes`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `${base}/discussions`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `${base}/notes`, { body: 'x' })).statusCode).toBe(404);
    }
  });
});

describe('discussions', () => {
  it('starts a thread, replies, resolves and unresolves it on an issue and an epic', async () => {
    for (const base of [issueBase(), epicBase()]) {
      const started = await call('bob', 'POST', `${base}/discussions`, { body: 'Question?' });
      expect(started.statusCode).toBe(201);
      const thread = started.json<{ id: string; individual_note: boolean; notes: unknown[] }>();
      expect(thread.id).toMatch(/^[0-9a-f]{40}$/);
      expect(thread.individual_note).toBe(false);
      expect(thread.notes[0]).toMatchObject({
        type: 'DiscussionNote',
        resolvable: true,
        resolved: false,
      });
      const reply = await call('alice', 'POST', `${base}/discussions/${thread.id}/notes`, {
        body: 'Answer.',
      });
      expect(reply.statusCode).toBe(201);
      expect(
        (await call('outsider', 'PUT', `${base}/discussions/${thread.id}?resolved=true`))
          .statusCode,
      ).toBe(403);
      const resolved = await call('bob', 'PUT', `${base}/discussions/${thread.id}?resolved=true`);
      expect(resolved.statusCode).toBe(200);
      const notes = resolved.json<{ notes: Record<string, unknown>[] }>().notes;
      expect(notes.map((n) => [n.body, n.resolved])).toEqual([
        ['Question?', true],
        ['Answer.', true],
      ]);
      expect(notes[0]).toMatchObject({ resolved_by: { username: 'bob' } });
      const reopened = await call('alice', 'PUT', `${base}/discussions/${thread.id}`, {
        resolved: false,
      });
      expect(reopened.json<{ notes: { resolved: boolean }[] }>().notes[0]!.resolved).toBe(false);
      const one = await call('guest', 'GET', `${base}/discussions/${thread.id}`);
      expect(one.json<{ notes: unknown[] }>().notes).toHaveLength(2);
    }
  });

  it('answers 404 for unknown threads and refuses to resolve a standalone note', async () => {
    const missing = await call('alice', 'GET', `${issueBase()}/discussions/${'0'.repeat(40)}`);
    expect(missing.statusCode).toBe(404);
    const note = (await call('alice', 'POST', `${issueBase()}/notes`, { body: 'Plain' })).json<{
      id: number;
    }>();
    const threads = (await call('alice', 'GET', `${issueBase()}/discussions`)).json<
      { id: string; individual_note: boolean; notes: { id: number }[] }[]
    >();
    const own = threads.find((d) => d.notes[0]!.id === note.id)!;
    expect(own.individual_note).toBe(true);
    const res = await call('alice', 'PUT', `${issueBase()}/discussions/${own.id}?resolved=true`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: { base: ['Discussion is not resolvable'] } });
  });
});
