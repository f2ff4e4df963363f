import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  await w.f.user({ username: 'banned-bob', state: 'banned' });
  api = apiClient(t.app);
});
afterAll(() => t.close());

const usernames = (res: { json: () => unknown }) =>
  (res.json() as { username: string }[]).map((u) => u.username);

describe('REST users', () => {
  it('finds users by exact username, case-insensitively', async () => {
    const res = await api.rest('GET', '/api/v4/users?username=OWNER');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ username: 'owner', name: 'Owner', state: 'active' }),
    ]);
    expect(res.json()).not.toEqual([expect.objectContaining({ email: expect.anything() })]);
  });

  it('searches users, hides banned ones from non-admins and pages', async () => {
    const res = await api.rest(
      'GET',
      '/api/v4/users?search=o&order_by=username&sort=asc&per_page=3',
    );
    expect(usernames(res)).toEqual(['developer', 'otherowner', 'outsider']);
    expect(res.headers['x-total']).toBe('5');
    expect(usernames(await api.rest('GET', '/api/v4/users?search=banned'))).toEqual([]);
    const asAdmin = await api.rest('GET', '/api/v4/users?search=banned', {
      token: w.people.admin.token,
    });
    expect(asAdmin.json()).toEqual([
      expect.objectContaining({ username: 'banned-bob', email: 'banned-bob@example.com' }),
    ]);
  });

  it('shows one user by id', async () => {
    const res = await api.rest('GET', `/api/v4/users/${w.people.guest.user.id}`);
    expect(res.json()).toMatchObject({ username: 'guest', web_url: 'http://cairn.test/guest' });
    expect((await api.rest('GET', '/api/v4/users/999999')).statusCode).toBe(404);
    expect((await api.rest('GET', '/api/v4/users/abc')).statusCode).toBe(404);
  });

  it('lets admins create users', async () => {
    const body = {
      username: 'newbie',
      email: 'newbie@example.com',
      name: 'New Bie',
      password: 'long enough pw',
    };
    expect((await api.rest('POST', '/api/v4/users', { body })).statusCode).toBe(401);
    expect(
      (await api.rest('POST', '/api/v4/users', { body, token: w.people.owner.token })).statusCode,
    ).toBe(403);
    const created = await api.rest('POST', '/api/v4/users', { body, token: w.people.admin.token });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      username: 'newbie',
      email: 'newbie@example.com',
      is_admin: false,
    });
    const again = await api.rest('POST', '/api/v4/users', { body, token: w.people.admin.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Username has already been taken' });
    const bad = await api.rest('POST', '/api/v4/users', {
      body: { ...body, username: 'x y', email: 'nope' },
      token: w.people.admin.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('user suggestions', () => {
  it('suggests members of a group and its ancestors, current user first', async () => {
    const res = await t.app.inject({
      url: '/-/autocomplete/users.json?group_id=acme%2Fsecret',
      headers: { 'private-token': w.people.outsider.token },
    });
    expect(res.statusCode).toBe(404);
    const asGuest = await t.app.inject({
      url: `/-/autocomplete/users.json?group_id=${w.groups.secret.id}`,
      headers: { 'private-token': w.people.secretGuest.token },
    });
    expect(usernames(asGuest)).toEqual([
      'secretguest',
      'developer',
      'guest',
      'maintainer',
      'owner',
      'reporter',
    ]);
    const searched = await t.app.inject({
      url: '/-/autocomplete/users.json?group_id=acme&search=rep',
    });
    expect(usernames(searched)).toEqual(['reporter']);
    const anywhere = await t.app.inject({ url: '/-/autocomplete/users.json?search=other' });
    expect(anywhere.json()).toEqual([]);
    const signedIn = await t.app.inject({
      url: '/-/autocomplete/users.json?search=other',
      headers: { 'private-token': w.people.guest.token },
    });
    expect(usernames(signedIn)).toEqual(['otherowner']);
  });

  it('answers autocompleteUsers on groups and projects', async () => {
    const query = `query($path: ID!, $search: String) {
      group(fullPath: $path) { autocompleteUsers(search: $search) { username } }
      project(fullPath: "acme/web") { autocompleteUsers(search: "guest") { username name avatarUrl } }
    }`;
    const res = await api.gql(
      query,
      { path: 'acme/platform', search: 'o' },
      w.people.outsider.token,
    );
    expect(
      at<{ username: string }[]>(res.data, 'group.autocompleteUsers').map((u) => u.username),
    ).toEqual(['outsider', 'developer', 'owner', 'reporter']);
    expect(at(res.data, 'project.autocompleteUsers')).toEqual([
      { username: 'guest', name: 'Guest', avatarUrl: '/-/avatars/guest.svg' },
    ]);
    const tooLong = await api.gql(query, { path: 'acme', search: 'x'.repeat(256) });
    expect(tooLong.errors?.[0]?.message).toContain('search');
  });
});
