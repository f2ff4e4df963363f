import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { labels } from '@cairn/db';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { labelWorld, type LabelWorld } from './label-fixtures.ts';

let t: TestApp;
let w: NamespaceWorld;
let l: LabelWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  l = await labelWorld(w);
  api = apiClient(t.app);
});
afterAll(() => t.close());

const names = (res: { json: () => unknown }) =>
  (res.json() as { name: string }[]).map((x) => x.name);

describe('GET labels', () => {
  it('lists group labels with GitLab defaults and scope flags', async () => {
    const token = w.people.outsider.token;
    const get = (url: string) => api.rest('GET', url, { token });
    expect(names(await get('/api/v4/groups/acme%2Fplatform/labels'))).toEqual([
      'backend',
      'bug',
      'Feature',
      'priority::high',
    ]);
    expect(
      names(await get('/api/v4/groups/acme%2Fplatform/labels?include_ancestor_groups=false')),
    ).toEqual(['backend']);
    expect(names(await get('/api/v4/groups/acme/labels?include_descendant_groups=true'))).toEqual([
      'backend',
      'bug',
      'Feature',
      'priority::high',
    ]);
    expect(
      names(
        await get(
          '/api/v4/groups/acme/labels?include_descendant_groups=true&only_group_labels=false&search=end',
        ),
      ),
    ).toEqual(['backend', 'frontend']);
    expect(names(await get('/api/v4/projects/acme%2Fweb/labels'))).toEqual([
      'bug',
      'Feature',
      'frontend',
      'priority::high',
    ]);
  });

  it('serialises labels and counts only visible issues', async () => {
    const anon = await api.rest(
      'GET',
      '/api/v4/projects/acme%2Fweb/labels?with_counts=true&search=bug',
    );
    expect(anon.json()).toEqual([
      {
        id: l.bug.id,
        name: 'bug',
        description: null,
        color: '#d9534f',
        text_color: '#FFFFFF',
        subscribed: false,
        priority: null,
        is_project_label: false,
        open_issues_count: 1,
        closed_issues_count: 1,
        open_merge_requests_count: 0,
      },
    ]);
    const reporter = await api.rest(
      'GET',
      '/api/v4/groups/acme/labels?with_counts=true&search=bug',
      {
        token: w.people.reporter.token,
      },
    );
    expect(reporter.json()).toEqual([
      expect.objectContaining({ open_issues_count: 2, closed_issues_count: 1 }),
    ]);
    const plain = await api.rest('GET', '/api/v4/groups/acme/labels?search=bug');
    expect(plain.json()).toEqual([
      expect.not.objectContaining({ open_issues_count: expect.anything() }),
    ]);
    const one = await api.rest('GET', '/api/v4/groups/acme/labels/priority::high');
    expect(one.json()).toMatchObject({ id: l.high.id, name: 'priority::high' });
  });

  it('hides labels of namespaces the viewer may not read', async () => {
    expect((await api.rest('GET', '/api/v4/groups/acme%2Fsecret/labels')).statusCode).toBe(404);
    expect(
      (await api.rest('GET', `/api/v4/groups/acme/labels/${l.classified.id}`)).statusCode,
    ).toBe(404);
    for (const q of ['with_counts=maybe', 'per_page=0', `search=${'x'.repeat(256)}`]) {
      expect((await api.rest('GET', `/api/v4/groups/acme/labels?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('label writes', () => {
  const url = '/api/v4/groups/acme/labels';

  it('creates labels, answering 409 for a taken name and 400 for bad colours', async () => {
    const before = await t.db.db.$count(labels);
    const body = { name: 'regression', color: '#FF0000', description: 'Broke again' };
    expect((await api.rest('POST', url, { body })).statusCode).toBe(401);
    expect((await api.rest('POST', url, { body, token: w.people.guest.token })).statusCode).toBe(
      403,
    );
    const dup = await api.rest('POST', url, {
      body: { name: 'bug', color: 'red' },
      token: w.people.reporter.token,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Label already exists' });
    for (const bad of [
      { name: 'x', color: 'nope' },
      { name: 'x' },
      { color: 'red' },
      { name: 'a,b', color: 'red' },
    ]) {
      const res = await api.rest('POST', url, { body: bad, token: w.people.reporter.token });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.db.db.$count(labels)).toBe(before);
    const ok = await api.rest('POST', url, { body, token: w.people.reporter.token });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      name: 'regression',
      color: '#FF0000',
      description: 'Broke again',
    });
  });

  it('updates by id or name and deletes', async () => {
    const token = w.people.reporter.token;
    const renamed = await api.rest('PUT', `${url}/regression`, {
      token,
      body: { new_name: 'regressed', color: '#abc' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'regressed',
      color: '#aabbcc',
      description: 'Broke again',
    });
    expect((await api.rest('PUT', `${url}/regressed`, { token, body: {} })).statusCode).toBe(400);
    const clash = await api.rest('PUT', `${url}/regressed`, { token, body: { new_name: 'bug' } });
    expect(clash.statusCode).toBe(409);
    expect(
      (await api.rest('PUT', `${url}/${l.backend.id}`, { token, body: { color: 'red' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.rest('DELETE', `${url}/regressed`, { token: w.people.guest.token })).statusCode,
    ).toBe(403);
    expect((await api.rest('DELETE', `${url}/regressed`, { token })).statusCode).toBe(204);
    expect((await api.rest('DELETE', `${url}/regressed`, { token })).statusCode).toBe(404);
  });
});

// What the Ruby and Perl clients send (GitLab's older label routes, and priority).
describe('label update and delete without an id in the path', () => {
  const token = () => w.people.maintainer.token;

  it('updates and deletes by name or label_id in the body, for groups and projects', async () => {
    const group = '/api/v4/groups/acme/labels';
    await api.rest('POST', group, { token: token(), body: { name: 'by-body', color: '#111111' } });
    const byName = await api.rest('PUT', group, {
      token: token(),
      body: { name: 'by-body', new_name: 'by-body-2', color: '#222222' },
    });
    expect([byName.statusCode, byName.json()]).toEqual([
      200,
      expect.objectContaining({ name: 'by-body-2', color: '#222222', priority: null }),
    ]);
    const id = byName.json<{ id: number }>().id;
    const byId = await api.rest('PUT', group, {
      token: token(),
      body: { label_id: String(id), description: 'via label_id' },
    });
    expect(byId.json()).toMatchObject({ id, name: 'by-body-2', description: 'via label_id' });
    const project = '/api/v4/projects/acme%2Fweb/labels';
    await api.rest('POST', project, { token: token(), body: { name: 'p-label', color: 'red' } });
    const inQuery = await t.app.inject({
      method: 'DELETE',
      url: `${project}?name=p-label`,
      headers: { 'private-token': token() },
    });
    expect(inQuery.statusCode).toBe(204);
    const deleted = await api.rest('DELETE', group, { token: token(), body: { label_id: id } });
    expect(deleted.statusCode).toBe(204);
    expect((await api.rest('GET', `${group}/${id}`)).statusCode).toBe(404);
  });

  it('needs exactly one of label_id and name, and the label to exist', async () => {
    const group = '/api/v4/groups/acme/labels';
    const cases: [string, Record<string, unknown>, number, unknown][] = [
      [
        'PUT',
        { color: 'red' },
        400,
        { message: 'label_id, name are missing, exactly one parameter must be provided' },
      ],
      [
        'PUT',
        { name: 'bug', label_id: l.bug.id, color: 'red' },
        400,
        { message: 'label_id, name are mutually exclusive' },
      ],
      [
        'PUT',
        { name: 'bug' },
        400,
        {
          message:
            'new_name, color, description are missing, at least one parameter must be provided',
        },
      ],
      ['PUT', { name: 'nope', color: 'red' }, 404, { message: '404 Not Found' }],
      [
        'DELETE',
        {},
        400,
        { message: 'label_id, name are missing, exactly one parameter must be provided' },
      ],
      ['DELETE', { label_id: 'x' }, 400, expect.objectContaining({ error: 'label_id is invalid' })],
    ];
    for (const [method, body, status, answer] of cases) {
      const res = await api.rest(method as 'PUT', group, { token: token(), body });
      expect([res.statusCode, res.json()], JSON.stringify(body)).toEqual([status, answer]);
    }
    expect((await api.rest('GET', `${group}/bug`)).json()).toMatchObject({ color: '#d9534f' });
  });
});

describe('label priority', () => {
  const project = '/api/v4/projects/acme%2Fweb/labels';

  it('stores and returns a project label priority; alone it is an update; null clears it', async () => {
    const token = w.people.maintainer.token;
    const created = await api.rest('POST', project, {
      token,
      body: { name: 'urgent', color: '#ff0000', priority: 3 },
    });
    expect(created.json()).toMatchObject({ name: 'urgent', priority: 3, is_project_label: true });
    const raised = await api.rest('PUT', `${project}/urgent`, { token, body: { priority: '0' } });
    expect([raised.statusCode, raised.json()]).toEqual([
      200,
      expect.objectContaining({ name: 'urgent', priority: 0, color: '#ff0000' }),
    ]);
    const listed = await api.rest('GET', `${project}?search=urgent`, { token });
    expect(listed.json()).toEqual([expect.objectContaining({ name: 'urgent', priority: 0 })]);
    const cleared = await api.rest('PUT', project, {
      token,
      body: { name: 'urgent', priority: null },
    });
    expect(cleared.json()).toMatchObject({ name: 'urgent', priority: null });
    const blank = await api.rest('PUT', `${project}/urgent`, { token, body: { priority: 7 } });
    expect(blank.json()).toMatchObject({ priority: 7 });
    const emptied = await api.rest('PUT', `${project}/urgent`, { token, body: { priority: '' } });
    expect(emptied.json()).toMatchObject({ priority: null });
    const bad = await api.rest('PUT', `${project}/urgent`, { token, body: { priority: -1 } });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { error: 'priority is invalid', message: { priority: ['priority is invalid'] } },
    ]);
    const none = await api.rest('PUT', `${project}/urgent`, { token, body: {} });
    expect(none.json()).toEqual({
      message:
        'new_name, color, description, priority are missing, at least one parameter must be provided',
    });
  });

  it('keeps no priority on group labels (GitLab has none there)', async () => {
    const token = w.people.maintainer.token;
    const created = await api.rest('POST', '/api/v4/groups/acme/labels', {
      token,
      body: { name: 'group-prio', color: '#00ff00', priority: 2 },
    });
    expect(created.json()).toMatchObject({ name: 'group-prio', priority: null });
    const [row] = await t.db.db.select().from(labels).where(eq(labels.title, 'group-prio'));
    expect(row?.priority).toBeNull();
  });
});

describe('GET /groups/<path>/-/labels.json', () => {
  it('serves the roadmap label filter with GitLab parameters', async () => {
    const res = await t.app.inject({
      url: '/groups/acme/platform/-/labels.json?only_group_labels=true&include_ancestor_groups=true',
    });
    expect(res.statusCode).toBe(404);
    const token = { 'private-token': w.people.outsider.token };
    const ok = await t.app.inject({
      url: '/groups/acme/platform/-/labels.json?only_group_labels=true&include_ancestor_groups=true&search=b',
      headers: token,
    });
    expect(ok.json()).toEqual([
      expect.objectContaining({
        title: 'backend',
        name: 'backend',
        group_id: w.groups.platform.id,
        type: 'GroupLabel',
      }),
      expect.objectContaining({ title: 'bug', color: '#d9534f', text_color: '#FFFFFF' }),
    ]);
    const descendants = await t.app.inject({
      url: '/groups/acme/-/labels.json?include_descendant_groups=true&only_group_labels=false&include_ancestor_groups=false',
      headers: token,
    });
    const titles = (descendants.json() as { title: string }[]).map((x) => x.title);
    expect(titles).toContain('api-label');
    expect(titles).not.toContain('vault-only');
    expect(titles).not.toContain('classified');
  });
});
