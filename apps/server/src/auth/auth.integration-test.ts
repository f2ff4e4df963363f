import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@cairn/db';
import { hashPassword } from './passwords.ts';
import { createPersonalAccessToken } from './tokens.ts';
import { SIGN_IN_LIMIT_MESSAGE, SIGN_IN_MAX_FAILURES } from './sign-in-limit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await createTestApp();
  await t.db.db.insert(users).values([
    {
      username: 'alice',
      name: 'Alice',
      email: 'alice@example.com',
      passwordHash: await hashPassword(PASSWORD),
    },
    {
      username: 'blocked',
      name: 'Blocked',
      email: 'b@example.com',
      passwordHash: await hashPassword(PASSWORD),
      state: 'blocked',
    },
  ]);
});
afterAll(() => t.close());

async function signIn(login: string, password: string, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/users/sign_in',
    payload: { login, password },
    remoteAddress: ip,
  });
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === '_cairn_session')?.value ?? '';

describe('sessions', () => {
  it('signs in with username or email, sets an httpOnly SameSite=Lax cookie, and signs out', async () => {
    const res = await signIn('ALICE@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const { csrfToken } = res.json<{ csrfToken: string }>();
    const cookie = cookieOf(res);
    const session = await t.app.inject({ url: '/-/session', cookies: { _cairn_session: cookie } });
    expect(session.json()).toMatchObject({ user: { username: 'alice' }, csrfToken });

    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/users/sign_out',
      cookies: { _cairn_session: cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    const out = await t.app.inject({
      method: 'POST',
      url: '/users/sign_out',
      cookies: { _cairn_session: cookie },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/-/session', cookies: { _cairn_session: cookie } });
    expect(after.json()).toEqual({ user: null, csrfToken: null });
  });

  it('rejects a wrong password and unknown users with the same message', async () => {
    for (const [login, pw] of [
      ['alice', 'wrong password'],
      ['blocked', 'wrong password'],
      ['nobody', PASSWORD],
    ]) {
      const res = await signIn(login!, pw!, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid login or password.' });
    }
  });

  it('tells a blocked user with the right password GitLab’s blocked message', async () => {
    const res = await signIn('blocked', PASSWORD, '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message:
        'Your account has been blocked. Please contact your GitLab administrator if you think this is an error.',
    });
  });

  it('rate-limits repeated failures with a clear message', async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) await signIn('ratelimited', 'nope', '10.0.0.3');
    const res = await signIn('alice', PASSWORD, '10.0.0.3');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: SIGN_IN_LIMIT_MESSAGE });
  });

  it('requires the CSRF token on GraphQL POSTs made with a cookie session', async () => {
    const res = await signIn('alice', PASSWORD, '10.0.0.4');
    const cookie = cookieOf(res);
    const query = { query: '{ currentUser { username } }' };
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: query,
      cookies: { _cairn_session: cookie },
    });
    expect(without.statusCode).toBe(403);
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: query,
      cookies: { _cairn_session: cookie },
      headers: { 'x-csrf-token': res.json<{ csrfToken: string }>().csrfToken },
    });
    expect(withToken.json()).toEqual({ data: { currentUser: { username: 'alice' } } });
  });
});

describe('personal access tokens', () => {
  it('authenticates by PRIVATE-TOKEN, Bearer and private_token without CSRF', async () => {
    const token = await createPersonalAccessToken(t.db.db, {
      userId: 1,
      name: 't',
      scopes: ['api'],
    });
    expect(token).toMatch(/^glpat-[0-9A-Za-z_-]{20}$/);
    for (const req of [
      { headers: { 'private-token': token }, url: '/api/v4/user' },
      { headers: { authorization: `Bearer ${token}` }, url: '/api/v4/user' },
      { headers: {}, url: `/api/v4/user?private_token=${token}` },
    ]) {
      const res = await t.app.inject({ method: 'GET', ...req });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: 'alice' });
    }
    const gql = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'private-token': token },
      payload: { query: '{ currentUser { username } }' },
    });
    expect(gql.json()).toEqual({ data: { currentUser: { username: 'alice' } } });
  });

  it('answers 401 for missing, invalid, expired and revoked tokens', async () => {
    const expired = await createPersonalAccessToken(t.db.db, {
      userId: 1,
      name: 'old',
      scopes: ['api'],
      expiresAt: '2020-01-01',
    });
    for (const headers of [
      {},
      { 'private-token': 'glpat-aaaaaaaaaaaaaaaaaaaa' },
      { 'private-token': expired },
      { 'private-token': 'garbage' },
    ]) {
      const res = await t.app.inject({ url: '/api/v4/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: '401 Unauthorized' });
    }
  });

  it('refuses writes with a read_api token', async () => {
    const token = await createPersonalAccessToken(t.db.db, {
      userId: 1,
      name: 'ro',
      scopes: ['read_api'],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/groups',
      headers: { 'private-token': token },
      payload: { name: 'x', path: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'insufficient_scope' });
  });
});

describe('platform endpoints', () => {
  it('serves health, version and security headers', async () => {
    const health = await t.app.inject({ url: '/-/health' });
    expect(health.statusCode).toBe(200);
    const version = await t.app.inject({ url: '/api/v4/version' });
    expect(Object.keys(version.json()).sort()).toEqual(['revision', 'version']);
    const csp = String(health.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(health.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rejects GraphQL documents over 10,000 characters', async () => {
    const query = `{ currentUser { username } } # ${'x'.repeat(10_001)}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/graphql', payload: { query } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Query too large');
  });

  it('rejects over-deep GraphQL queries', async () => {
    let inner = 'id';
    for (let i = 0; i < 20; i++) inner = `parent { ${inner} }`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: `{ group(fullPath: "x") { ${inner} } }` },
    });
    expect(res.json<{ errors?: { message: string }[] }>().errors?.[0]?.message).toMatch(/depth/i);
  });
});
