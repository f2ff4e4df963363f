import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaces } from '@cairn/db';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
});
afterAll(() => t.close());

const paths = (res: { json: () => unknown }) =>
  (res.json() as { full_path: string }[]).map((g) => g.full_path).sort();

const namespaceCount = () => t.db.db.$count(namespaces);

describe('GET /api/v4/groups', () => {
  it('lists public groups to anonymous viewers, with pagination headers', async () => {
    const res = await api.rest('GET', '/api/v4/groups');
    expect(res.statusCode).toBe(200);
    expect(paths(res)).toEqual(['acme']);
    expect(res.headers['x-total']).toBe('1');
    expect(res.headers['x-page']).toBe('1');
    expect(res.headers.link).toContain('rel="first"');
  });

  it('lists member groups by default and all readable groups with all_available', async () => {
    const { outsider, owner, secretGuest, admin } = w.people;
    expect(paths(await api.rest('GET', '/api/v4/groups', { token: outsider.token }))).toEqual([]);
    expect(
      paths(await api.rest('GET', '/api/v4/groups?all_available=true', { token: outsider.token })),
    ).toEqual(['acme', 'acme/platform', 'acme/platform/mobile']);
    expect(paths(await api.rest('GET', '/api/v4/groups', { token: owner.token }))).toEqual([
      'acme',
      'acme/platform',
      'acme/platform/mobile',
      'acme/secret',
    ]);
    expect(paths(await api.rest('GET', '/api/v4/groups', { token: secretGuest.token }))).toEqual([
      'acme/secret',
    ]);
    expect(paths(await api.rest('GET', '/api/v4/groups', { token: admin.token }))).toHaveLength(5);
  });

  it('filters by search, top level, ownership, and orders and pages', async () => {
    const { owner, admin } = w.people;
    const search = await api.rest('GET', '/api/v4/groups?search=MOB&all_available=true', {
      token: owner.token,
    });
    expect(paths(search)).toEqual(['acme/platform/mobile']);
    const top = await api.rest('GET', '/api/v4/groups?top_level_only=true', { token: admin.token });
    expect(paths(top)).toEqual(['acme', 'other']);
    const owned = await api.rest('GET', '/api/v4/groups?owned=true', {
      token: w.people.reporter.token,
    });
    expect(paths(owned)).toEqual([]);
    const page = await api.rest('GET', '/api/v4/groups?order_by=path&sort=desc&per_page=2&page=2', {
      token: admin.token,
    });
    expect((page.json() as { path: string }[]).map((g) => g.path)).toEqual(['other', 'mobile']);
    expect(page.headers['x-total']).toBe('5');
    expect(page.headers['x-total-pages']).toBe('3');
    expect(page.headers['x-next-page']).toBe('3');
    expect(page.headers['x-prev-page']).toBe('1');
  });

  it('answers 400 naming the parameter for bad input', async () => {
    for (const [query, field] of [
      ['per_page=-1', 'per_page'],
      ['page=0', 'page'],
      ['order_by=color', 'order_by'],
      ['all_available=maybe', 'all_available'],
      [`search=${'x'.repeat(300)}`, 'search'],
      ['min_access_level=11', 'min_access_level'],
    ]) {
      const res = await api.rest('GET', `/api/v4/groups?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });
});

describe('GET /api/v4/groups/:id', () => {
  it('finds a group by id or URL-encoded full path, with GitLab fields', async () => {
    const byId = await api.rest('GET', `/api/v4/groups/${w.groups.platform.id}`, {
      token: w.people.outsider.token,
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      id: w.groups.platform.id,
      name: 'Platform',
      path: 'platform',
      full_path: 'acme/platform',
      full_name: 'Acme / Platform',
      visibility: 'internal',
      parent_id: w.groups.acme.id,
      web_url: 'http://cairn.test/groups/acme/platform',
    });
    const byPath = await api.rest('GET', '/api/v4/groups/acme%2Fplatform%2Fmobile', {
      token: w.people.outsider.token,
    });
    expect(byPath.json()).toMatchObject({ full_path: 'acme/platform/mobile' });
  });

  it('hides what the viewer may not read behind 404', async () => {
    const cases: [string, string | undefined, number][] = [
      ['acme%2Fplatform', undefined, 404],
      ['acme%2Fsecret', undefined, 404],
      ['acme%2Fsecret', w.people.outsider.token, 404],
      ['acme%2Fsecret', w.people.guest.token, 200],
      ['acme%2Fsecret', w.people.secretGuest.token, 200],
      ['other', w.people.owner.token, 404],
      ['other', w.people.admin.token, 200],
      ['nope', w.people.admin.token, 404],
      ['acme%2Fweb', w.people.admin.token, 404],
      ['99999999999', w.people.admin.token, 404],
    ];
    for (const [id, token, status] of cases) {
      const res = await api.rest('GET', `/api/v4/groups/${id}`, { token });
      expect(res.statusCode, `${id} ${token ?? 'anonymous'}`).toBe(status);
      if (status === 404) expect(res.json()).toEqual({ message: '404 Not Found' });
    }
  });

  it('lists readable subgroups and descendant groups', async () => {
    const sub = await api.rest('GET', '/api/v4/groups/acme/subgroups');
    expect(paths(sub)).toEqual([]);
    const subSigned = await api.rest('GET', '/api/v4/groups/acme/subgroups', {
      token: w.people.outsider.token,
    });
    expect(paths(subSigned)).toEqual(['acme/platform']);
    const desc = await api.rest('GET', '/api/v4/groups/acme/descendant_groups', {
      token: w.people.guest.token,
    });
    expect(paths(desc)).toEqual(['acme/platform', 'acme/platform/mobile', 'acme/secret']);
    const searched = await api.rest('GET', '/api/v4/groups/acme/descendant_groups?search=sec', {
      token: w.people.secretGuest.token,
    });
    expect(paths(searched)).toEqual(['acme/secret']);
  });
});

describe('POST /api/v4/groups', () => {
  it('needs a signed-in user', async () => {
    const res = await api.rest('POST', '/api/v4/groups', { body: { name: 'X', path: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: '401 Unauthorized' });
  });

  it('lets any user create a top-level group and makes them its owner', async () => {
    const { outsider } = w.people;
    const res = await api.rest('POST', '/api/v4/groups', {
      token: outsider.token,
      body: { name: 'Outsider Co', path: 'outsider-co', description: 'Mine' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ full_path: 'outsider-co', visibility: 'private' });
    const read = await api.rest('GET', '/api/v4/groups/outsider-co', { token: outsider.token });
    expect(read.statusCode).toBe(200);
    const perms = await api.gql(
      '{ group(fullPath: "outsider-co") { userPermissions { adminGroup createSubgroup } } }',
      {},
      outsider.token,
    );
    expect(at(perms.data, 'group.userPermissions')).toEqual({
      adminGroup: true,
      createSubgroup: true,
    });
  });

  it('creates subgroups for maintainers and above of the parent only', async () => {
    const parent_id = w.groups.acme.id;
    const attempt = (token: string, path: string) =>
      api.rest('POST', '/api/v4/groups', {
        token,
        body: { name: path, path, parent_id, visibility: 'public' },
      });
    expect((await attempt(w.people.developer.token, 'dev-sub')).statusCode).toBe(403);
    expect((await attempt(w.people.outsider.token, 'out-sub')).statusCode).toBe(403);
    const ok = await attempt(w.people.maintainer.token, 'maint-sub');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ full_path: 'acme/maint-sub', parent_id });
    const hidden = await api.rest('POST', '/api/v4/groups', {
      token: w.people.outsider.token,
      body: { name: 'S', path: 's', parent_id: w.groups.secret.id },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses invalid groups and writes nothing', async () => {
    const before = await namespaceCount();
    const token = w.people.owner.token;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: 'No path' }, 400, 'path'],
      [{ path: 'no-name' }, 400, 'name'],
      [{ name: 'Bad', path: '-bad' }, 400, 'path'],
      [{ name: 'Bad', path: 'bad.git' }, 400, 'path'],
      [{ name: 'Bad', path: 'a/b' }, 400, 'path'],
      [{ name: 'Bad', path: 'x'.repeat(256) }, 400, 'path'],
      [{ name: 'Bad', path: 'bad', visibility: 'secret' }, 400, 'visibility'],
      [{ name: 'Bad', path: 'bad', parent_id: 'abc' }, 400, 'parent_id'],
      [{ name: 'Dup', path: 'ACME' }, 400, 'path'],
      [{ name: 'Api', path: 'api' }, 400, 'path'],
      [{ name: 'Dup', path: 'platform', parent_id: w.groups.acme.id }, 400, 'path'],
      [
        { name: 'Open', path: 'open', parent_id: w.groups.secret.id, visibility: 'public' },
        400,
        'visibility',
      ],
      [{ name: 'Lost', path: 'lost', parent_id: 999999 }, 404, ''],
      [{ name: 'Proj', path: 'proj', parent_id: w.projects.web.id }, 404, ''],
    ];
    for (const [body, status, field] of cases) {
      const res = await api.rest('POST', '/api/v4/groups', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    expect(await namespaceCount()).toBe(before);
  });
});
