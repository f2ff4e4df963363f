import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import type { UserRow, WorkItemRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { activityWorld, record, type ActivityWorld } from '../activity/test-world.ts';

let t: TestApp;
let w: ActivityWorld;
let api: ApiClient;
let token: string;
let issue: WorkItemRow;
let epic: WorkItemRow;

const at = (minute: number) => new Date(`2026-11-21T10:${String(minute).padStart(2, '0')}:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  w = await activityWorld(t.db.db);
  api = apiClient(t.app);
  token = await w.f.token(w.users.alice);
  issue = await w.f.issue(w.project, { title: 'History', author: w.users.alice });
  // A second epic, so its id and iid differ and the routes prove they take the id.
  epic = await w.f.epic(w.group, { title: 'Second', author: w.users.alice });
  const { bug, ux } = w.labels;
  const { alice, bob } = w.users;
  type Changes = Parameters<typeof record>[3];
  // One write of `changes` on `item` by `user` at minute `minute`.
  const write = (item: WorkItemRow, user: UserRow, minute: number, changes: Changes) =>
    record(t.db.db, item, user, changes, at(minute));
  await write(issue, alice, 1, [{ kind: 'title', from: 'Draft', to: 'History' }]);
  await write(issue, bob, 2, [
    { kind: 'labels', added: [bug.id, ux.id], removed: [] },
    { kind: 'milestone', from: null, to: w.milestone.id },
  ]);
  await write(issue, alice, 3, [
    { kind: 'state', to: 'closed' },
    { kind: 'weight', from: null, to: 5 },
    { kind: 'iteration', from: null, to: w.iteration.id },
  ]);
  await write(issue, alice, 4, [{ kind: 'labels', added: [], removed: [bug.id] }]);
  await write(epic, alice, 5, [
    { kind: 'labels', added: [bug.id], removed: [] },
    { kind: 'state', to: 'closed' },
  ]);
});
afterAll(() => t.close());

const issuePath = () => `/api/v4/projects/${w.project.id}/issues/${issue.iid}`;
const epicPath = () => `/api/v4/groups/${w.group.id}/epics/${epic.id}`;
const get = (url: string) => api.rest('GET', url, { token });

describe('GET notes', () => {
  it('lists system notes newest first in GitLab JSON', async () => {
    const res = await get(`${issuePath()}/notes`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>[]>();
    expect(body.map((n) => n.body)).toEqual([
      'removed ~"bug" label',
      `changed iteration to *iteration:${w.iteration.id}`,
      'changed weight to **5**',
      'closed',
      'changed milestone to %"v1"',
      'added ~"bug" ~"ux" labels',
      'changed title from **{-Draf-}t** to **{+His+}t{+ory+}**',
    ]);
    const oldest = body[6]!;
    expect(Object.keys(oldest).sort()).toEqual(
      [
        'author',
        'body',
        'commands_changes',
        'confidential',
        'created_at',
        'id',
        'imported',
        'imported_from',
        'internal',
        'noteable_id',
        'noteable_iid',
        'noteable_type',
        'project_id',
        'resolvable',
        'system',
        'type',
        'updated_at',
      ].sort(),
    );
    expect(oldest).toMatchObject({
      type: null,
      system: true,
      created_at: '2026-11-21T10:01:00.000Z',
      updated_at: '2026-11-21T10:01:00.000Z',
      noteable_id: issue.id,
      noteable_type: 'Issue',
      noteable_iid: issue.iid,
      project_id: w.project.id,
      resolvable: false,
      confidential: false,
      internal: false,
      imported: false,
      imported_from: 'none',
      commands_changes: {},
      author: { id: w.users.alice.id, username: 'alice', name: 'Alice', state: 'active' },
    });
  });

  it('pages with GitLab headers, sorts ascending, filters to activity or comments', async () => {
    const res = await get(`${issuePath()}/notes?sort=asc&per_page=2&page=2`);
    expect(res.json<{ body: string }[]>().map((n) => n.body)).toEqual([
      'changed milestone to %"v1"',
      'closed',
    ]);
    expect(res.headers).toMatchObject({
      'x-total': '7',
      'x-total-pages': '4',
      'x-page': '2',
      'x-per-page': '2',
      'x-next-page': '3',
      'x-prev-page': '1',
    });
    expect(String(res.headers.link)).toContain('rel="next"');
    const comments = await get(`${issuePath()}/notes?activity_filter=only_comments`);
    expect(comments.json()).toEqual([]);
    expect(comments.headers['x-total']).toBe('0');
    const activity = await get(`${issuePath()}/notes?activity_filter=only_activity&per_page=1`);
    expect(activity.headers['x-total']).toBe('7');
    const byUpdate = await get(`${issuePath()}/notes?order_by=updated_at&sort=asc&per_page=1`);
    expect(byUpdate.json<{ body: string }[]>()[0]!.body).toContain('changed title');
  });

  it('reads one note, and answers 404 for a note of another item or a bad id', async () => {
    const [first] = (await get(`${issuePath()}/notes?per_page=1`)).json<{ id: number }[]>();
    const one = await get(`${issuePath()}/notes/${first!.id}`);
    expect(one.json()).toMatchObject({ id: first!.id, body: 'removed ~"bug" label' });
    const [epicNote] = (await get(`${epicPath()}/notes?per_page=1`)).json<{ id: number }[]>();
    const elsewhere = await get(`${issuePath()}/notes/${epicNote!.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: '404 Note Not Found' });
    expect((await get(`${issuePath()}/notes/abc`)).statusCode).toBe(404);
    expect((await get(`${issuePath()}/notes?sort=sideways`)).statusCode).toBe(400);
  });

  it('reads epic notes by the epic id, not its iid', async () => {
    const res = await get(`${epicPath()}/notes?sort=asc`);
    const body = res.json<Record<string, unknown>[]>();
    expect(body.map((n) => n.body)).toEqual(['added ~"bug" label', 'closed']);
    expect(body[0]).toMatchObject({
      noteable_id: epic.id,
      noteable_type: 'Epic',
      noteable_iid: null,
      project_id: null,
    });
    expect(epic.id).not.toBe(epic.iid);
    const byIid = await get(`/api/v4/groups/${w.group.id}/epics/${epic.iid}/notes`);
    expect(byIid.statusCode).toBe(404);
    const wrongGroup = await get(`/api/v4/groups/${w.secret.id}/epics/${epic.id}/notes`);
    expect(wrongGroup.statusCode).toBe(404);
  });
});

describe('GET resource events', () => {
  it('lists label events oldest first, with the label and the acting user', async () => {
    const res = await get(`${issuePath()}/resource_label_events`);
    const body = res.json<Record<string, unknown>[]>();
    expect(res.headers['x-total']).toBe('3');
    expect(body.map((e) => [(e.label as { name: string }).name, e.action])).toEqual([
      ['bug', 'add'],
      ['ux', 'add'],
      ['bug', 'remove'],
    ]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      user: expect.objectContaining({ id: w.users.bob.id, username: 'bob' }),
      created_at: '2026-11-21T10:02:00.000Z',
      resource_type: 'Issue',
      resource_id: issue.id,
      label: {
        id: w.labels.bug.id,
        name: 'bug',
        color: '#428bca',
        description: null,
        text_color: '#FFFFFF',
      },
      action: 'add',
    });
    const one = await get(`${issuePath()}/resource_label_events/${body[2]!.id as number}`);
    expect(one.json()).toEqual(body[2]);
    const missing = await get(`${issuePath()}/resource_label_events/999999`);
    expect(missing.statusCode).toBe(404);
  });

  it('lists milestone, state, iteration and weight events in their GitLab shapes', async () => {
    const eventsOf = async (kind: string) =>
      (await get(`${issuePath()}/resource_${kind}_events`)).json<Record<string, unknown>[]>();
    // The state and weight events: alice's one write of each.
    const byAlice = {
      id: expect.any(Number),
      user: expect.objectContaining({ username: 'alice' }),
      created_at: '2026-11-21T10:03:00.000Z',
    };
    const [milestone] = await eventsOf('milestone');
    expect(milestone).toMatchObject({
      resource_type: 'Issue',
      resource_id: issue.id,
      action: 'add',
      milestone: {
        id: w.milestone.id,
        iid: w.milestone.iid,
        group_id: w.group.id,
        title: 'v1',
        state: 'active',
        web_url: `http://cairn.test/groups/acme/-/milestones/${w.milestone.iid}`,
      },
    });
    expect(await eventsOf('state')).toEqual([
      { ...byAlice, resource_type: 'Issue', resource_id: issue.id, state: 'closed' },
    ]);
    const [iteration] = await eventsOf('iteration');
    expect(iteration).toMatchObject({
      action: 'add',
      iteration: {
        id: w.iteration.id,
        iid: 1,
        group_id: w.group.id,
        title: 'Sprint 1',
        state: 2,
        start_date: '2026-11-16',
        due_date: '2026-11-29',
        web_url: `http://cairn.test/groups/acme/-/iterations/${w.iteration.id}`,
      },
    });
    expect(await eventsOf('weight')).toEqual([{ ...byAlice, issue_id: issue.id, weight: 5 }]);
  });

  it('lists epic label and state events by the epic id', async () => {
    const labels = (await get(`${epicPath()}/resource_label_events`)).json<
      Record<string, unknown>[]
    >();
    expect(labels.map((e) => [e.resource_type, e.resource_id, e.action])).toEqual([
      ['Epic', epic.id, 'add'],
    ]);
    const states = (await get(`${epicPath()}/resource_state_events`)).json<
      Record<string, unknown>[]
    >();
    expect(states.map((e) => e.state)).toEqual(['closed']);
    const milestoneEvents = await get(`${epicPath()}/resource_milestone_events`);
    expect(milestoneEvents.statusCode).toBe(404);
  });
});
