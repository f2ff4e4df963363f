import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PATTERN } from '#server/auth/tokens.ts';
import { fixtures, type UserRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let adminToken: string;
let memberToken: string;
let bot: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  const f = fixtures(t.db.db);
  adminToken = await f.token(await f.user({ username: 'boss', isAdmin: true }));
  memberToken = await f.token(await f.user({ username: 'member' }));
  bot = await f.user({ username: 'deploy-bot' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { 'private-token': token } : {},
    ...(payload ? { payload } : {}),
  });

const whoAmI = async (token: string) => {
  const res = await call('GET', '/api/v4/user', token);
  return res.statusCode === 200 ? res.json<{ username: string }>().username : res.statusCode;
};

describe('POST /users/:id/personal_access_tokens', () => {
  it('lets an admin create a token for a user, shown once, in GitLab’s shape', async () => {
    const res = await call('POST', `/api/v4/users/${bot.id}/personal_access_tokens`, adminToken, {
      name: 'ci',
      description: 'deploys',
      scopes: ['read_api', 'api'],
      expires_at: '2027-01-31',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, unknown>>();
    expect(body).toEqual({
      id: expect.any(Number) as number,
      name: 'ci',
      revoked: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      description: 'deploys',
      scopes: ['read_api', 'api'],
      user_id: bot.id,
      last_used_at: null,
      active: true,
      expires_at: '2027-01-31',
      token: expect.stringMatching(TOKEN_PATTERN) as string,
    });
    expect(await whoAmI(body.token as string)).toBe('deploy-bot');
  });

  it('takes form-encoded scopes[] as GitLab scripts send them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${bot.id}/personal_access_tokens`,
      headers: { 'private-token': adminToken, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=form&scopes[]=read_api',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'form', scopes: ['read_api'], expires_at: null });
  });

  it('refuses unknown scopes and a missing name like GitLab', async () => {
    const url = `/api/v4/users/${bot.id}/personal_access_tokens`;
    const badScope = await call('POST', url, adminToken, { name: 'x', scopes: ['sudo'] });
    expect([badScope.statusCode, badScope.json()]).toEqual([
      400,
      {
        error: 'scopes does not have a valid value',
        message: { scopes: ['scopes does not have a valid value'] },
      },
    ]);
    const noName = await call('POST', url, adminToken, { scopes: ['api'] });
    expect([noName.statusCode, noName.json()]).toEqual([
      400,
      { error: 'name is missing', message: { name: ['name is missing'] } },
    ]);
  });
});

describe('impersonation tokens', () => {
  const base = () => `/api/v4/users/${bot.id}/impersonation_tokens`;

  it('creates, lists, shows and revokes them', async () => {
    const created = await call('POST', base(), adminToken, { name: 'act-as', scopes: ['api'] });
    expect(created.statusCode).toBe(201);
    const { token, ...shown } = created.json<Record<string, unknown> & { token: string }>();
    expect(shown).toMatchObject({
      name: 'act-as',
      impersonation: true,
      active: true,
      user_id: bot.id,
    });
    expect(await whoAmI(token)).toBe('deploy-bot');
    // Using the token stamped it: the listing shows when.
    const used = { ...shown, last_used_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string };

    const list = await call('GET', `${base()}?per_page=20`, adminToken);
    expect(list.headers['x-total']).toBe('1');
    expect(list.json()).toEqual([used]);
    const one = await call('GET', `${base()}/${String(shown.id)}`, adminToken);
    expect(one.json()).toEqual(used);

    const revoked = await call('DELETE', `${base()}/${String(shown.id)}`, adminToken);
    expect(revoked.statusCode).toBe(204);
    expect(await whoAmI(token)).toBe(401);
    const after = await call('GET', `${base()}/${String(shown.id)}`, adminToken);
    expect(after.json()).toMatchObject({ revoked: true, active: false });
    expect((await call('GET', `${base()}?state=active`, adminToken)).json()).toEqual([]);
    expect((await call('GET', `${base()}?state=inactive`, adminToken)).json()).toHaveLength(1);
  });

  it('never lists or shows personal access tokens as impersonation tokens', async () => {
    const pat = await call('POST', `/api/v4/users/${bot.id}/personal_access_tokens`, adminToken, {
      name: 'plain',
      scopes: ['api'],
    });
    const res = await call('GET', `${base()}/${pat.json<{ id: number }>().id}`, adminToken);
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { message: '404 Impersonation Token Not Found' },
    ]);
  });
});

describe('who may provision tokens', () => {
  it.each([
    ['POST', 'personal_access_tokens'],
    ['POST', 'impersonation_tokens'],
    ['GET', 'impersonation_tokens'],
    ['GET', 'impersonation_tokens/1'],
    ['DELETE', 'impersonation_tokens/1'],
  ] as const)('%s %s: anonymous 401, non-admin 403, unknown user 404', async (method, path) => {
    const payload = method === 'POST' ? { name: 'x', scopes: ['api'] } : undefined;
    const url = `/api/v4/users/${bot.id}/${path}`;
    const anonymous = await call(method, url, undefined, payload);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { message: '401 Unauthorized' },
    ]);
    const member = await call(method, url, memberToken, payload);
    expect([member.statusCode, member.json()]).toEqual([403, { message: '403 Forbidden' }]);
    const missing = await call(method, `/api/v4/users/999999/${path}`, adminToken, payload);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: '404 User Not Found' }]);
  });
});
