import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app.ts';
import { restProbe } from './probe.ts';
import { toolRoutes } from './added-routes.ts';
import { coreRoutes } from './rest-routes.ts';
import { robustnessWorld } from './robustness-world.ts';
import { routeName, sanity, sweepRoute } from './sweep.ts';

/**
 * Every REST v4 and web JSON route outside the work-items module meets hostile query
 * parameters, pages, path segments, body fields and whole bodies: never a 5xx, a 4xx in
 * GitLab's body shape that names the field, and nothing written (every table's digest).
 */
const t = await createTestApp();
afterAll(() => t.close());
const w = await robustnessWorld(t.db.db);
const probe = restProbe(t.app, t.db.db);
const tokens = { owner: w.people.owner.token, admin: w.people.admin.token };
const routes = [...(await coreRoutes(w)), ...(await toolRoutes(w))];

describe('REST routes refuse hostile input', () => {
  it.each(routes.map((r) => [routeName(r), r] as const))('%s', async (_name, route) => {
    if (route.method === 'GET') await sanity(probe, route, tokens);
    await sweepRoute(probe, route, tokens);
    if (route.method === 'POST' || route.method === 'PUT') await sanity(probe, route, tokens);
    expect((await probe.take()).join('\n')).toBe('');
  });
});

describe('unknown paths and methods', () => {
  const unknown: [string, string][] = [
    ['GET', '/api/v4/nope'],
    ['GET', '/api/v4/groups/acme/nope'],
    ['GET', '/api/v4/groups/acme/milestones/1/nope'],
    ['GET', '/api/v4/projects/acme%2Fweb/nope'],
    ['GET', '/api/v4/groups/..%2F..%2Fetc%2Fpasswd'],
    ['GET', '/api/v4'],
    ['GET', '/api/v4/'],
    ['GET', '/api/v5/groups'],
    ['GET', '/-/nope.json'],
    ['GET', '/-/autocomplete/nope.json'],
    ['GET', '/groups/acme/-/nope.json'],
    ['POST', '/api/v4/nope'],
    ['PUT', '/api/v4/groups/acme'],
    ['DELETE', '/api/v4/groups/acme'],
    ['DELETE', '/api/v4/users/1'],
    ['PATCH', '/api/v4/groups'],
    ['POST', '/groups/acme/-/labels.json'],
  ];
  it.each(unknown)('%s %s is a JSON 404', async (method, url) => {
    for (const token of [w.people.owner.token, undefined]) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: token ? { 'private-token': token } : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: '404 Not Found' });
    }
  });

  it('a malformed URL is a 400, not a crash', async () => {
    for (const url of ['/api/v4/groups/%E0%A4%A', '/foo%E0%A4%A', '/-/nope%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
    // Query strings are decoded leniently (GitLab does the same).
    const lenient = await t.app.inject({ method: 'GET', url: '/api/v4/groups?search=%E0%A4%A' });
    expect(lenient.statusCode).toBe(200);
  });
});

describe('error bodies', () => {
  it('say "missing" for an absent field and "invalid" for a wrong one', async () => {
    const post = (body: unknown) =>
      probe.send({
        method: 'POST',
        url: '/api/v4/groups',
        token: w.people.owner.token,
        body,
        expect: 'reject',
      });
    expect((await post({ path: 'x' })).json()).toEqual({
      error: 'name is missing',
      message: { name: ['name is missing'] },
    });
    for (const name of [42, true, null, ['x']]) {
      expect((await post({ name, path: 'x' })).json(), JSON.stringify(name)).toMatchObject({
        error: 'name is invalid',
      });
    }
    expect((await post([])).json()).toMatchObject({ error: 'input is invalid' });
  });
});

describe('authentication edge cases', () => {
  it('bad tokens are 401 everywhere, read_api tokens cannot write', async () => {
    for (const token of ['glpat-00000000000000000000', 'x'.repeat(5000), 'glpat-%00']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v4/groups',
        headers: { 'private-token': token },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: '401 Unauthorized' });
    }
    const query = await t.app.inject({ method: 'GET', url: '/api/v4/user?private_token=%00' });
    expect(query.statusCode).toBe(401);
    const write = await probe.check({
      method: 'POST',
      url: '/api/v4/groups/acme/labels',
      token: w.people.readOnly.token,
      body: { name: 'read-only', color: '#ff0000' },
      expect: 'reject',
      statuses: [403],
    });
    expect(write).toBeNull();
  });
});
