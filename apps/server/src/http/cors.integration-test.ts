import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const EVIL = 'http://evil.example';
const FRIEND = 'https://board.example.com';
const QUERY = '/api/graphql?query=%7BcurrentUser%7Busername%7D%7D';

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control')));

const preflight = (t: TestApp, url: string, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-csrf-token',
    },
  });

describe('CORS by default: same origin only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/graphql', '/api/v4/groups'])(
    'answers a preflight from another origin to %s without any CORS header',
    async (url) => {
      const res = await preflight(t, url, EVIL);
      expect(res.statusCode).toBe(204);
      expect(corsHeaders(res.headers)).toEqual({});
    },
  );

  it.each([QUERY, '/api/v4/groups'])('adds no CORS header to GET %s', async (url) => {
    const res = await t.app.inject({ url, headers: { origin: EVIL } });
    expect(res.statusCode).toBe(200);
    expect(corsHeaders(res.headers)).toEqual({});
  });
});

describe('CAIRN_CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAIRN_CORS_ORIGINS: `${FRIEND}/ , http://localhost:5173` } });
  });
  afterAll(() => t.close());

  it('grants an allow-listed origin, with credentials, on preflight and GET', async () => {
    const pre = await preflight(t, '/api/graphql', FRIEND);
    expect(pre.statusCode).toBe(204);
    expect(corsHeaders(pre.headers)).toEqual({
      'access-control-allow-origin': FRIEND,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'content-type, x-csrf-token',
      'access-control-max-age': '7200',
    });
    const get = await t.app.inject({ url: QUERY, headers: { origin: FRIEND } });
    expect(get.json()).toEqual({ data: { currentUser: null } });
    expect(get.headers.vary).toContain('Origin');
    expect(corsHeaders(get.headers)).toEqual({
      'access-control-allow-origin': FRIEND,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers':
        'Link, X-Total, X-Total-Pages, X-Per-Page, X-Page, X-Next-Page, X-Prev-Page, X-Request-Id',
    });
  });

  it('still gives any other origin nothing', async () => {
    expect(corsHeaders((await preflight(t, '/api/graphql', EVIL)).headers)).toEqual({});
    const get = await t.app.inject({ url: QUERY, headers: { origin: EVIL } });
    expect(corsHeaders(get.headers)).toEqual({});
  });
});

describe('CAIRN_CORS_ORIGINS=*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAIRN_CORS_ORIGINS: '*' } });
  });
  afterAll(() => t.close());

  it('lets any origin call the API but never with its cookies', async () => {
    const pre = await preflight(t, '/api/v4/groups', EVIL);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await t.app.inject({ url: '/api/v4/groups', headers: { origin: EVIL } });
    expect(get.headers['access-control-allow-origin']).toBe('*');
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
