import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
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

  it('keeps project owners to owners: a maintainer neither removes nor demotes one', async () => {
    const url = '/api/v4/projects/acme%2Fweb/members';
    const { owner, maintainer, outsider, secretGuest } = w.people;
    const asOwner = { token: owner.token };
    const asMaintainer = { token: maintainer.token };
    const forbidden = [403, { message: '403 Forbidden' }];
    const answer = (res: { statusCode: number; json: () => unknown }) => [
      res.statusCode,
      res.json(),
    ];
    const add = await api.rest('POST', url, {
      ...asOwner,
      body: { user_id: outsider.user.id, access_level: 50 },
    });
    expect(add.statusCode).toBe(201);
    const ownerUrl = `${url}/${outsider.user.id}`;
    expect(answer(await api.rest('DELETE', ownerUrl, asMaintainer))).toEqual(forbidden);
    const demote = await api.rest('PUT', ownerUrl, { ...asMaintainer, body: { access_level: 30 } });
    expect(answer(demote)).toEqual(forbidden);
    // A maintainer still changes members below Owner, up to their own level.
    const guestUrl = `${url}/${secretGuest.user.id}`;
    const changed = await api.rest('PUT', guestUrl, {
      ...asMaintainer,
      body: { access_level: 30 },
    });
    expect(changed.json()).toMatchObject({ username: 'secretguest', access_level: 30 });
    const promote = await api.rest('PUT', guestUrl, {
      ...asMaintainer,
      body: { access_level: 50 },
    });
    expect(answer(promote)).toEqual([
      400,
      {
        error: 'access_level cannot be higher than your own',
        message: { access_level: ['access_level cannot be higher than your own'] },
      },
    ]);
    // An owner demotes the owner; then the maintainer may remove them.
    const demoted = await api.rest('PUT', ownerUrl, { ...asOwner, body: { access_level: 40 } });
    expect(demoted.json()).toMatchObject({ username: 'outsider', access_level: 40 });
    expect((await api.rest('DELETE', ownerUrl, asMaintainer)).statusCode).toBe(204);
    const missing = await api.rest('PUT', ownerUrl, { ...asOwner, body: { access_level: 30 } });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps group owners to owners too', async () => {
    const url = `/api/v4/groups/acme/members/${w.people.owner.user.id}`;
    const { maintainer } = w.people;
    expect((await api.rest('DELETE', url, { token: maintainer.token })).statusCode).toBe(403);
    const put = await api.rest('PUT', url, {
      token: maintainer.token,
      body: { access_level: 10 },
    });
    expect(put.statusCode).toBe(403);
    const members = await api.rest('GET', '/api/v4/groups/acme/members');
    expect(members.json()).toContainEqual(
      expect.objectContaining({ username: 'owner', access_level: 50 }),
    );
  });

  it('applies the same rule to GraphQL projectMemberBulkUpdate and groupMemberBulkUpdate', async () => {
    const { owner, maintainer, outsider, secretGuest } = w.people;
    const project = `gid://gitlab/Project/${w.projects.web.id}`;
    const user = (p: { user: { id: number } }) => `gid://gitlab/User/${p.user.id}`;
    const UPDATE = `mutation($input: ProjectMemberBulkUpdateInput!) { projectMemberBulkUpdate(input: $input) {
      errors projectMembers { accessLevel { integerValue stringValue } user { username } } } }`;
    const update = (token: string, userIds: string[], accessLevel: string) =>
      api.gql(UPDATE, { input: { projectId: project, userIds, accessLevel } }, token);
    const notAvailable =
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action";
    const levels = async () =>
      members(await api.rest('GET', '/api/v4/projects/acme%2Fweb/members'));
    const add = await api.rest('POST', '/api/v4/projects/acme%2Fweb/members', {
      token: owner.token,
      body: { user_id: outsider.user.id, access_level: 50 },
    });
    expect(add.statusCode).toBe(201);

    const demote = await update(maintainer.token, [user(outsider)], 'GUEST');
    expect(demote.errors?.[0]?.message).toBe(notAvailable);
    // All or none: one owner among the targets refuses the whole change.
    const mixed = await update(maintainer.token, [user(secretGuest), user(outsider)], 'GUEST');
    expect(mixed.errors?.[0]?.message).toBe(notAvailable);
    expect(await levels()).toEqual(['secretguest:30', 'outsider:50']);

    const changed = await update(maintainer.token, [user(secretGuest)], 'REPORTER');
    expect(changed.data).toEqual({
      projectMemberBulkUpdate: {
        errors: [],
        projectMembers: [
          {
            accessLevel: { integerValue: 20, stringValue: 'REPORTER' },
            user: { username: 'secretguest' },
          },
        ],
      },
    });
    const byOwner = await update(owner.token, [user(outsider)], 'DEVELOPER');
    expect(byOwner.data).toMatchObject({ projectMemberBulkUpdate: { errors: [] } });
    expect(await levels()).toEqual(['secretguest:20', 'outsider:30']);

    const GROUP = `mutation($input: GroupMemberBulkUpdateInput!) { groupMemberBulkUpdate(input: $input) {
      errors groupMembers { accessLevel { integerValue } } } }`;
    const group = {
      groupId: `gid://gitlab/Group/${w.groups.acme.id}`,
      userIds: [user(owner)],
      accessLevel: 'GUEST',
    };
    const refused = await api.gql(GROUP, { input: group }, maintainer.token);
    expect(refused.errors?.[0]?.message).toBe(notAvailable);
    const mine = await api.gql(GROUP, { input: { ...group, accessLevel: 'OWNER' } }, owner.token);
    expect(mine.data).toEqual({
      groupMemberBulkUpdate: { errors: [], groupMembers: [{ accessLevel: { integerValue: 50 } }] },
    });
  });
});
