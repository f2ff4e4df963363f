import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workItems } from '@cairn/db';
import { labelWorld } from '../modules/labels/label-fixtures.ts';
import { namespaceWorld, type NamespaceWorld } from '../testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Parameters as the Ruby gem (form-encoded), the Perl CLI (JSON strings) and the other
// GitLab clients send them. GitLab splits `labels`, `add_labels` and `remove_labels` on commas
// in every element, and coerces comma-separated strings for Array[Integer] parameters.

let t: TestApp;
let w: NamespaceWorld;
const issues = '/api/v4/projects/acme%2Fweb/issues';

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  await labelWorld(w);
});
afterAll(() => t.close());

const form = (method: 'POST' | 'PUT' | 'GET', url: string, body: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      'private-token': w.people.maintainer.token,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: body,
  });
const json = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { 'private-token': w.people.maintainer.token },
    payload: body,
  });
type IssueJson = { iid: number; labels: string[]; assignees: { username: string }[] };
const labelsOf = (res: { json: () => unknown }) => (res.json() as IssueJson).labels;
const assigneesOf = (res: { json: () => unknown }) =>
  (res.json() as IssueJson).assignees.map((a) => a.username);

describe('comma lists in every content type', () => {
  it('splits a form-encoded labels value, repeated keys, and add/remove_labels', async () => {
    const created = await form('POST', issues, 'title=Form&labels=bug%2Cpriority%3A%3Ahigh');
    expect([created.statusCode, labelsOf(created)]).toEqual([201, ['bug', 'priority::high']]);
    const { iid } = created.json<IssueJson>();
    const repeated = await form('PUT', `${issues}/${iid}`, 'labels[]=Feature%2Cbug&labels[]=ux');
    expect(labelsOf(repeated)).toEqual(['Feature', 'bug', 'ux']);
    const added = await form('PUT', `${issues}/${iid}`, 'add_labels=frontend%2Cpriority%3A%3Ahigh');
    expect(labelsOf(added)).toEqual(['Feature', 'bug', 'frontend', 'priority::high', 'ux']);
    const removed = await form(
      'PUT',
      `${issues}/${iid}`,
      'remove_labels[]=ux%2Cbug&remove_labels[]=Feature',
    );
    expect(labelsOf(removed)).toEqual(['frontend', 'priority::high']);
  });

  it('splits each element of a JSON list too', async () => {
    const res = await json('POST', issues, { title: 'Json', labels: ['bug,Feature', 'ux'] });
    expect(labelsOf(res)).toEqual(['Feature', 'bug', 'ux']);
  });
});

describe('Array[Integer] parameters from strings', () => {
  it('reads assignee_ids "4", "1,2" (JSON) and assignee_ids=1,2 (form)', async () => {
    const [dev, rep] = [w.people.developer.user, w.people.reporter.user];
    const one = await json('POST', issues, { title: 'One', assignee_ids: String(dev.id) });
    expect([one.statusCode, assigneesOf(one)]).toEqual([201, ['developer']]);
    const { iid } = one.json<IssueJson>();
    const two = await json('PUT', `${issues}/${iid}`, { assignee_ids: `${dev.id},${rep.id}` });
    expect(assigneesOf(two).sort()).toEqual(['developer', 'reporter']);
    const viaForm = await form('PUT', `${issues}/${iid}`, `assignee_ids=${rep.id}`);
    expect(assigneesOf(viaForm)).toEqual(['reporter']);
    const cleared = await json('PUT', `${issues}/${iid}`, { assignee_ids: '' });
    expect(assigneesOf(cleared)).toEqual([]);
  });

  it('still refuses a non-numeric element with a 400 and writes nothing', async () => {
    const before = await t.db.db.$count(workItems);
    const res = await json('POST', issues, { title: 'Bad', assignee_ids: '1,x' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: 'assignee_ids is invalid', message: { assignee_ids: ['assignee_ids is invalid'] } },
    ]);
    expect(await t.db.db.$count(workItems)).toBe(before);
  });

  it('reads iids=1,2 in list queries', async () => {
    const all = await t.app.inject({
      url: `${issues}?order_by=created_at&sort=asc&per_page=2`,
      headers: { 'private-token': w.people.maintainer.token },
    });
    const wanted = all.json<IssueJson[]>().map((i) => i.iid);
    const res = await t.app.inject({
      url: `${issues}?iids=${wanted.join(',')}&order_by=created_at&sort=asc`,
      headers: { 'private-token': w.people.maintainer.token },
    });
    expect(res.json<IssueJson[]>().map((i) => i.iid)).toEqual(wanted);
  });
});

describe('tasks in REST issue lists', () => {
  it('lists tasks in project, group and global lists unless issue_type says otherwise', async () => {
    const task = await w.f.issue(w.projects.web, { title: 'A listed task', type: 'task' });
    const headers = { 'private-token': w.people.maintainer.token };
    const found = async (url: string) =>
      (await t.app.inject({ url, headers }))
        .json<{ id: number; issue_type: string }[]>()
        .filter((i) => i.id === task.id)
        .map((i) => i.issue_type);
    expect(await found(`${issues}?search=listed`)).toEqual(['task']);
    expect(await found('/api/v4/groups/acme/issues?search=listed')).toEqual(['task']);
    expect(await found('/api/v4/issues?scope=all&search=listed')).toEqual(['task']);
    expect(await found(`${issues}?search=listed&issue_type=task`)).toEqual(['task']);
    expect(await found(`${issues}?search=listed&issue_type=issue`)).toEqual([]);
  });
});
