import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalAccessToken } from '../auth/tokens.ts';
import { ensureRootUser } from '../bootstrap/root-user.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// HTTP details GitLab clients depend on: JSON content types, body-less JSON requests, and
// absolute URLs built from the configured base URL or, when none is set, the request's host.
let t: TestApp;
let configured: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CAIRN_BASE_URL: '' } });
  configured = await createTestApp({ env: { CAIRN_BASE_URL: 'https://cairn.example.org/' } });
  for (const app of [t, configured]) await ensureRootUser(app.db.db, 'rootpassword');
  token = await createPersonalAccessToken(t.db.db, { userId: 1, name: 'http', scopes: ['api'] });
});
afterAll(async () => {
  await t.close();
  await configured.close();
});

const as = (extra: Record<string, string> = {}) => ({ 'private-token': token, ...extra });

describe('JSON content types', () => {
  it('answers JSON as bare application/json, errors included (python-gitlab needs it)', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/v4/version' });
    expect(ok.headers['content-type']).toBe('application/json');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v4/groups/nope',
      headers: as(),
    });
    expect([missing.statusCode, missing.headers['content-type'], missing.json()]).toEqual([
      404,
      'application/json',
      { message: '404 Not Found' },
    ]);
  });

  it('reads a JSON request with an empty body as one without parameters', async () => {
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/v4/groups',
      headers: as(),
      payload: { name: 'Empty bodies', path: 'empty-bodies' },
    });
    const id = group.json<{ id: number }>().id;
    const label = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v4/groups/${id}/labels`,
        headers: as(),
        payload: { name, color: '#c91c00' },
      });
    await label('doomed');
    const json = as({ 'content-type': 'application/json' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v4/groups/${id}/labels/doomed`,
      headers: json,
      payload: '',
    });
    expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/v4/groups',
      headers: json,
      payload: ' \n',
    });
    expect([blank.statusCode, blank.json()]).toEqual([
      400,
      { error: 'name is missing', message: { name: ['name is missing'] } },
    ]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v4/groups',
      headers: json,
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('base URL', () => {
  const user = (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({ method: 'GET', url: '/api/v4/users?per_page=1', headers: as(headers) });

  it('builds web_url and Link headers from the host the client used when none is configured', async () => {
    const res = await user(t, { host: 'tracker.lan:8080' });
    expect(res.json<{ web_url: string }[]>()[0]?.web_url).toBe('http://tracker.lan:8080/root');
    expect(res.headers.link).toBe(
      '<http://tracker.lan:8080/api/v4/users?per_page=1&page=1>; rel="first", <http://tracker.lan:8080/api/v4/users?per_page=1&page=1>; rel="last"',
    );
    const v6 = await user(t, { host: '[::1]:3000' });
    expect(v6.json<{ web_url: string }[]>()[0]?.web_url).toBe('http://[::1]:3000/root');
  });

  it('keeps the default when the Host header is not a host name', async () => {
    const res = await user(t, { host: 'evil.example/<x>' });
    expect(res.json<{ web_url: string }[]>()[0]?.web_url).toBe('http://localhost:3000/root');
  });

  it('uses CAIRN_BASE_URL whatever the host', async () => {
    const rootToken = await createPersonalAccessToken(configured.db.db, {
      userId: 1,
      name: 'http',
      scopes: ['api'],
    });
    const res = await configured.app.inject({
      method: 'GET',
      url: '/api/v4/user',
      headers: { 'private-token': rootToken, host: 'tracker.lan:8080' },
    });
    expect(res.json()).toMatchObject({
      web_url: 'https://cairn.example.org/root',
      avatar_url: 'https://cairn.example.org/-/avatars/root.svg',
    });
  });

  it('answers absolute avatar URLs in REST (as GitLab) and same-origin paths in GraphQL', async () => {
    const rest = await user(t, { host: 'tracker.lan:8080' });
    expect(rest.json<{ avatar_url: string }[]>()[0]?.avatar_url).toBe(
      'http://tracker.lan:8080/-/avatars/root.svg',
    );
    const gql = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: as({ host: 'tracker.lan:8080' }),
      payload: { query: '{ currentUser { avatarUrl webUrl } }' },
    });
    expect(gql.json()).toEqual({
      data: {
        currentUser: { avatarUrl: '/-/avatars/root.svg', webUrl: 'http://tracker.lan:8080/root' },
      },
    });
  });
});
