import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes } from '@cairn/db';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { activityWorld, record, type ActivityWorld } from '../activity/test-world.ts';

let t: TestApp;
let w: ActivityWorld;
let api: ApiClient;
let tokens: Record<'alice' | 'guest' | 'outsider' | 'admin', string>;
let parent: WorkItemRow;
let child: WorkItemRow;

beforeAll(async () => {
  t = await createTestApp();
  w = await activityWorld(t.db.db);
  api = apiClient(t.app);
  const { alice, guest, outsider, admin } = w.users;
  tokens = {
    alice: await w.f.token(alice),
    guest: await w.f.token(guest),
    outsider: await w.f.token(outsider),
    admin: await w.f.token(admin),
  };
  parent = await w.f.epic(w.group, { title: 'Parent', author: alice });
  child = await w.f.issue(w.project, { title: 'Child', author: alice });
  const { confidentialChild, secretEpic } = w.items;
  await record(t.db.db, parent, alice, [
    { kind: 'child', action: 'added', childId: child.id },
    { kind: 'child', action: 'added', childId: confidentialChild.id },
  ]);
  await record(t.db.db, child, alice, [
    { kind: 'parent', from: null, to: secretEpic.id },
    { kind: 'labels', added: [w.labels.bug.id, w.labels.hidden.id], removed: [] },
    { kind: 'labels', added: [w.labels.ux.id], removed: [] },
  ]);
  await t.db.db.insert(notes).values({
    workItemId: child.id,
    authorId: alice.id,
    body: 'internal remark',
    internal: true,
  });
});
afterAll(() => t.close());

type Viewer = keyof typeof tokens | 'anonymous';
const get = (viewer: Viewer, url: string) =>
  api.rest('GET', url, viewer === 'anonymous' ? {} : { token: tokens[viewer] });
const bodies = async (viewer: Viewer, url: string) => {
  const res = await get(viewer, url);
  expect(res.statusCode).toBe(200);
  return {
    total: res.headers['x-total'],
    bodies: res
      .json<{ body?: string; label?: { name: string } }[]>()
      .map((n) => n.body ?? n.label?.name),
  };
};
const epicNotes = () => `/api/v4/groups/${w.group.id}/epics/${parent.id}/notes?sort=asc`;
const issueNotes = () => `/api/v4/projects/${w.project.id}/issues/${child.iid}/notes?sort=asc`;

describe('history permissions', () => {
  it('hides a note naming a confidential child from those who cannot read it', async () => {
    const ref = `acme/app#${w.items.confidentialChild.iid}`;
    const all = {
      total: '2',
      bodies: [`added acme/app#${child.iid} as child issue`, `added ${ref} as child issue`],
    };
    const visible = { total: '1', bodies: [`added acme/app#${child.iid} as child issue`] };
    expect(await bodies('alice', epicNotes())).toEqual(all);
    expect(await bodies('admin', epicNotes())).toEqual(all);
    expect(await bodies('guest', epicNotes())).toEqual(visible);
    expect(await bodies('outsider', epicNotes())).toEqual(visible);
    expect(await bodies('anonymous', epicNotes())).toEqual(visible);
  });

  it('hides notes and label events naming a private-group epic or label', async () => {
    const labels = `/api/v4/projects/${w.project.id}/issues/${child.iid}/resource_label_events`;
    expect(await bodies('alice', issueNotes())).toEqual({
      total: '4',
      bodies: [
        'added secret&1 as parent epic',
        'added ~"bug" ~"classified" labels',
        'added ~"ux" label',
        'internal remark',
      ],
    });
    expect(await bodies('outsider', issueNotes())).toEqual({
      total: '1',
      bodies: ['added ~"ux" label'],
    });
    expect(await bodies('alice', labels)).toEqual({
      total: '3',
      bodies: ['bug', 'classified', 'ux'],
    });
    expect(await bodies('anonymous', labels)).toEqual({ total: '2', bodies: ['bug', 'ux'] });
    const [secretNote] = (await get('alice', issueNotes())).json<{ id: number }[]>();
    const single = `/api/v4/projects/${w.project.id}/issues/${child.iid}/notes/${secretNote!.id}`;
    expect((await get('alice', single)).statusCode).toBe(200);
    expect((await get('outsider', single)).json()).toEqual({ message: '404 Note Not Found' });
  });

  it('shows internal notes to planners and up only', async () => {
    const comments = `${issueNotes()}&activity_filter=only_comments`;
    expect(await bodies('alice', comments)).toEqual({ total: '1', bodies: ['internal remark'] });
    expect(await bodies('guest', comments)).toEqual({ total: '0', bodies: [] });
    const [internal] = (await get('alice', comments)).json<Record<string, unknown>[]>();
    expect(internal).toMatchObject({ system: false, internal: true, confidential: true });
  });

  it('answers 404 for the history of an item the viewer cannot read', async () => {
    const privateProject = await w.f.project({
      path: 'vault',
      group: w.secret,
      visibility: 'private',
    });
    const hiddenIssue = await w.f.issue(privateProject, { author: w.users.alice });
    await record(t.db.db, hiddenIssue, w.users.alice, [{ kind: 'state', to: 'closed' }]);
    const base = `/api/v4/projects/${privateProject.id}/issues/${hiddenIssue.iid}`;
    for (const path of ['notes', 'resource_state_events', 'resource_label_events']) {
      expect((await get('alice', `${base}/${path}`)).statusCode).toBe(200);
      for (const viewer of ['anonymous', 'outsider', 'guest'] as const) {
        const res = await get(viewer, `${base}/${path}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: '404 Not Found' });
      }
    }
    const confidential = `/api/v4/projects/${w.project.id}/issues/${w.items.confidentialChild.iid}/notes`;
    expect((await get('guest', confidential)).statusCode).toBe(404);
    expect((await get('alice', confidential)).statusCode).toBe(200);
    const secretEpicNotes = `/api/v4/groups/${w.secret.id}/epics/${w.items.secretEpic.id}/notes`;
    expect((await get('outsider', secretEpicNotes)).statusCode).toBe(404);
    expect((await get('alice', secretEpicNotes)).statusCode).toBe(200);
  });

  it('keeps items of banned authors hidden from all but admins', async () => {
    const banned = await w.f.user({ username: 'spammer', state: 'banned' });
    const spam = await w.f.issue(w.project, { author: banned });
    await record(t.db.db, spam, w.users.alice, [{ kind: 'state', to: 'closed' }]);
    const url = `/api/v4/projects/${w.project.id}/issues/${spam.iid}/resource_state_events`;
    expect((await get('alice', url)).statusCode).toBe(404);
    expect((await get('anonymous', url)).statusCode).toBe(404);
    expect((await get('admin', url)).json<{ state: string }[]>().map((e) => e.state)).toEqual([
      'closed',
    ]);
  });
});
