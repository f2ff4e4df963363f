import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '../../testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
});
afterAll(() => t.close());

const members = (res: { json: () => unknown }) =>
  (res.json() as { username: string; access_level: number }[]).map(
    (m) => `${m.username}:${m.access_level}`,
  );

describe('members API', () => {
  it('lists direct and inherited members of readable namespaces', async () => {
    const token = w.people.guest.token;
    expect(
      members(await api.rest('GET', '/api/v4/groups/acme%2Fsecret/members', { token })),
    ).toEqual(['secretguest:10']);
    const all = await api.rest('GET', '/api/v4/groups/acme%2Fsecret/members/all', { token });
    expect(members(all)).toEqual([
      'owner:50',
      'maintainer:40',
      'developer:30',
      'reporter:20',
      'guest:10',
      'secretguest:10',
    ]);
    expect(all.headers['x-total']).toBe('6');
    const hidden = await api.rest('GET', '/api/v4/groups/acme%2Fsecret/members', {
      token: w.people.outsider.token,
    });
    expect(hidden.statusCode).toBe(404);
    const project = await api.rest('GET', '/api/v4/projects/acme%2Fweb/members/all?query=rep');
    expect(members(project)).toEqual(['reporter:20']);
  });

  it('lets owners add and remove group members, not lower roles', async () => {
    const url = '/api/v4/groups/acme%2Fplatform/members';
    const body = { user_id: w.people.outsider.user.id, access_level: 30 };
    expect((await api.rest('POST', url, { body })).statusCode).toBe(401);
    expect(
      (await api.rest('POST', url, { body, token: w.people.maintainer.token })).statusCode,
    ).toBe(403);
    const added = await api.rest('POST', url, { body, token: w.people.owner.token });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ username: 'outsider', access_level: 30 });
    expect((await api.rest('POST', url, { body, token: w.people.owner.token })).statusCode).toBe(
      400,
    );
    const bad = await api.rest('POST', url, {
      body: { user_id: w.people.outsider.user.id, access_level: 35 },
      token: w.people.owner.token,
    });
    expect(bad.statusCode).toBe(400);
    const removed = await api.rest('DELETE', `${url}/${w.people.outsider.user.id}`, {
      token: w.people.owner.token,
    });
    expect(removed.statusCode).toBe(204);
    const again = await api.rest('DELETE', `${url}/${w.people.outsider.user.id}`, {
      token: w.people.owner.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('lets project maintainers add members up to their own level', async () => {
    const url = '/api/v4/projects/acme%2Fweb/members';
    const add = (access_level: number) =>
      api.rest('POST', url, {
        token: w.people.maintainer.token,
        body: { user_id: w.people.secretGuest.user.id, access_level },
      });
    expect((await add(50)).statusCode).toBe(400);
    expect((await add(40)).statusCode).toBe(201);
  });
});
