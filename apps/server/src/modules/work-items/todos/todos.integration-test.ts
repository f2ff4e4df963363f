import { describe, expect, it } from 'vitest';
import { at } from '#server/testing/api-client.ts';
import { useEpicWorld } from '../test-support/harness.ts';

/**
 * To-dos: created by assignment and @mentions (only for people who can read the item, never the
 * actor), listed and marked done over REST (GitLab shapes) and GraphQL; per-item `todo`,
 * `subscribe` and `unsubscribe` answer 304 when already in that state.
 */

const s = useEpicWorld();
const issueUrl = (iid: number, project = 'acme%2Fweb') =>
  `/api/v4/projects/${project}/issues/${iid}`;
const todosOf = async (token: string, query = '') =>
  (await s.api.rest('GET', `/api/v4/todos${query}`, { token })).json() as {
    id: number;
    action_name: string;
    target_type: string;
    body: string;
    state: string;
    author: { username: string };
    project: { path_with_namespace: string };
    target: { iid: number };
    target_url: string;
  }[];
const countOf = async (token: string) =>
  ((await s.api.rest('GET', '/api/v4/user_counts', { token })).json() as { todos: number }).todos;

describe('to-dos created by writes', () => {
  it('assigning someone gives them an "assigned" to-do; the actor gets none', async () => {
    const { reporter, planner } = s.w.people;
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Assign me' });
    const res = await s.api.rest('PUT', issueUrl(issue.iid), {
      token: planner.token,
      body: { assignee_ids: [reporter.user.id, planner.user.id] },
    });
    expect(res.statusCode).toBe(200);
    const [todo] = await todosOf(reporter.token);
    expect(todo).toMatchObject({
      action_name: 'assigned',
      target_type: 'Issue',
      body: 'Assign me',
      state: 'pending',
      author: { username: 'planner' },
      project: { path_with_namespace: 'acme/web' },
      target: { iid: issue.iid },
    });
    expect(todo!.target_url).toMatch(/\/acme\/web\/-\/issues\/\d+$/);
    expect(await todosOf(planner.token)).toEqual([]);
    expect(await countOf(reporter.token)).toBe(1);
  });

  it('an @mention in a new description notifies readers only, once', async () => {
    const { owner, guest, outsider, planner } = s.w.people;
    const res = await s.api.rest('POST', '/api/v4/projects/acme%2Fweb/issues', {
      token: owner.token,
      body: { title: 'Secret', confidential: true, description: 'cc @guest @planner @outsider' },
    });
    expect(res.statusCode).toBe(201);
    const iid = (res.json() as { iid: number }).iid;
    // A guest cannot read a confidential issue, an outsider neither: no to-do reveals it.
    expect(await todosOf(guest.token)).toEqual([]);
    expect(await todosOf(outsider.token)).toEqual([]);
    expect((await todosOf(planner.token)).map((t) => [t.action_name, t.body])).toEqual([
      ['mentioned', 'Secret'],
    ]);
    // An edit that keeps the mention does not repeat it.
    await s.api.rest('PUT', issueUrl(iid), {
      token: owner.token,
      body: { description: 'cc @guest @planner @outsider again' },
    });
    expect(await todosOf(planner.token)).toHaveLength(1);
  });
});

describe('REST to-do list', () => {
  it("marks one done (201), refuses another user's (404), then all done (204)", async () => {
    const { reporter, planner } = s.w.people;
    const [todo] = await todosOf(reporter.token);
    const other = await s.api.rest('POST', `/api/v4/todos/${todo!.id}/mark_as_done`, {
      token: planner.token,
    });
    expect(other.statusCode).toBe(404);
    const done = await s.api.rest('POST', `/api/v4/todos/${todo!.id}/mark_as_done`, {
      token: reporter.token,
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ id: todo!.id, state: 'done' });
    expect(await todosOf(reporter.token)).toEqual([]);
    expect((await todosOf(reporter.token, '?state=done')).map((t) => t.id)).toEqual([todo!.id]);
    const all = await s.api.rest('POST', '/api/v4/todos/mark_as_done', { token: planner.token });
    expect(all.statusCode).toBe(204);
    expect(await countOf(planner.token)).toBe(0);
  });

  it('answers 401 signed out', async () => {
    expect((await s.api.rest('GET', '/api/v4/todos')).statusCode).toBe(401);
    expect((await s.api.rest('POST', '/api/v4/todos/mark_as_done')).statusCode).toBe(401);
  });
});

describe('per-item todo, subscribe and unsubscribe', () => {
  it('todo: 201 then 304 while pending', async () => {
    const { guest } = s.w.people;
    const url = `${issueUrl(s.w.issues.web1.iid)}/todo`;
    const first = await s.api.rest('POST', url, { token: guest.token });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ action_name: 'marked', target_type: 'Issue' });
    expect((await s.api.rest('POST', url, { token: guest.token })).statusCode).toBe(304);
  });

  it('subscribe / unsubscribe: 201 with the issue, 304 when already so', async () => {
    const { guest } = s.w.people;
    const url = issueUrl(s.w.issues.web1.iid);
    const sub = await s.api.rest('POST', `${url}/subscribe`, { token: guest.token });
    expect(sub.statusCode).toBe(201);
    expect(sub.json()).toMatchObject({ iid: s.w.issues.web1.iid, subscribed: true });
    expect((await s.api.rest('POST', `${url}/subscribe`, { token: guest.token })).statusCode).toBe(
      304,
    );
    expect(
      (await s.api.rest('POST', `${url}/unsubscribe`, { token: guest.token })).statusCode,
    ).toBe(201);
    expect(
      (await s.api.rest('POST', `${url}/unsubscribe`, { token: guest.token })).statusCode,
    ).toBe(304);
  });

  it('epics have them too', async () => {
    const url = `/api/v4/groups/acme/epics/${s.w.epics.alpha.iid}`;
    const res = await s.api.rest('POST', `${url}/todo`, { token: s.w.people.guest.token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ target_type: 'Epic', group: { full_path: 'acme' } });
  });

  it('an unreadable item is 404 and signed-out is 401', async () => {
    const url = issueUrl(s.w.issues.vault1.iid, 'acme%2Fpriv%2Fvault');
    for (const path of ['todo', 'subscribe', 'unsubscribe']) {
      const res = await s.api.rest('POST', `${url}/${path}`, { token: s.w.people.outsider.token });
      expect(res.statusCode).toBe(404);
      expect(
        (await s.api.rest('POST', `${issueUrl(s.w.issues.web1.iid)}/${path}`)).statusCode,
      ).toBe(401);
    }
  });
});

describe('GraphQL to-dos', () => {
  const LIST = `{ currentUser { todosCount todos(state: [pending]) { nodes { action body targetType targetReference } } } }`;

  it("lists the viewer's pending to-dos and marks them all done", async () => {
    const token = s.w.people.guest.token;
    const before = await s.api.gql(LIST, {}, token);
    expect(at(before.data, 'currentUser.todosCount')).toBe(2);
    expect(at(before.data, 'currentUser.todos.nodes')).toEqual([
      { action: 'marked', body: 'Alpha', targetType: 'EPIC', targetReference: 'acme&1' },
      { action: 'marked', body: 'Web one', targetType: 'ISSUE', targetReference: 'acme/web#1' },
    ]);
    const done = await s.api.gql(
      'mutation { todosMarkAllDone(input: {}) { count errors } }',
      {},
      token,
    );
    expect(done.data).toEqual({ todosMarkAllDone: { count: 2, errors: [] } });
    expect(at((await s.api.gql(LIST, {}, token)).data, 'currentUser.todosCount')).toBe(0);
  });
});

describe('a to-do whose target became unreadable', () => {
  it('does not exist for its owner: 404 over REST, not available over GraphQL, left by mark-all', async () => {
    const { owner, outsider } = s.w.people;
    const res = await s.api.rest('POST', '/api/v4/projects/acme%2Fweb/issues', {
      token: owner.token,
      body: { title: 'Soon secret', description: 'cc @outsider' },
    });
    const iid = (res.json() as { iid: number }).iid;
    const [todo] = await todosOf(outsider.token);
    expect(todo).toMatchObject({ action_name: 'mentioned', body: 'Soon secret' });
    const made = await s.api.rest('PUT', issueUrl(iid), {
      token: owner.token,
      body: { confidential: true },
    });
    expect(made.statusCode).toBe(200);

    const one = await s.api.rest('POST', `/api/v4/todos/${todo!.id}/mark_as_done`, {
      token: outsider.token,
    });
    expect([one.statusCode, one.body]).toEqual([404, '{"message":"404 Not Found"}']);
    const gql = await s.api.gql(
      'mutation($id: ID!) { todoMarkDone(input: { id: $id }) { todo { body state } errors } }',
      { id: `gid://gitlab/Todo/${todo!.id}` },
      outsider.token,
    );
    expect(gql.errors?.[0]?.message).toBe(
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    );
    const all = await s.api.gql(
      'mutation { todosMarkAllDone(input: {}) { count errors } }',
      {},
      outsider.token,
    );
    expect(all.data).toEqual({ todosMarkAllDone: { count: 0, errors: [] } });
    const rest = await s.api.rest('POST', '/api/v4/todos/mark_as_done', { token: outsider.token });
    expect(rest.statusCode).toBe(204);

    // Readable again: the to-do is back, still pending, and can be marked done.
    await s.api.rest('PUT', issueUrl(iid), { token: owner.token, body: { confidential: false } });
    expect((await todosOf(outsider.token)).map((t) => [t.id, t.state])).toEqual([
      [todo!.id, 'pending'],
    ]);
    const done = await s.api.rest('POST', `/api/v4/todos/${todo!.id}/mark_as_done`, {
      token: outsider.token,
    });
    expect(done.json()).toMatchObject({ id: todo!.id, state: 'done', body: 'Soon secret' });
  });
});
