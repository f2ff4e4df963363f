import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@cairn/db';
import { hashPassword } from '../auth/passwords.ts';
import { createPersonalAccessToken } from '../auth/tokens.ts';
import { createLoggedApp, type LoggedApp } from '../testing/logged-app.ts';

const PASSWORD = 'correct horse battery staple';
let t: LoggedApp;
let token: string;

beforeAll(async () => {
  t = await createLoggedApp({
    extend: (app) =>
      app.get('/api/v4/test-crash', async () => {
        throw new Error('REST route crashed on purpose');
      }),
  });
  const [alice] = await t.db.db
    .insert(users)
    .values({
      username: 'alice',
      name: 'Alice',
      email: 'alice@example.com',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  token = await createPersonalAccessToken(t.db.db, {
    userId: alice!.id,
    name: 'logs',
    scopes: ['api'],
  });
});
afterAll(() => t.close());

/** Lines that carry an error with its stack. */
const errorLines = (entries: Record<string, unknown>[]) =>
  entries.filter((e) => typeof (e.err as { stack?: unknown } | undefined)?.stack === 'string');

describe('logs', () => {
  it('writes one JSON line with stack and request id for a REST 500', async () => {
    t.lines.length = 0;
    const res = await t.app.inject({
      url: '/api/v4/test-crash',
      headers: { 'x-request-id': 'rest-crash-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: '500 Internal Server Error' });
    expect(res.headers['x-request-id']).toBe('rest-crash-1');
    const crashes = errorLines(t.entries());
    expect(crashes).toHaveLength(1);
    expect(crashes[0]).toMatchObject({
      level: 50,
      reqId: 'rest-crash-1',
      msg: 'REST route crashed on purpose',
    });
    expect((crashes[0]!.err as { stack: string }).stack).toMatch(
      /^Error: REST route crashed on purpose\n\s+at .*logging\.integration-test\.ts/,
    );
  });

  it('writes one JSON line with stack and request id for a GraphQL resolver crash', async () => {
    // A resolver that reads a table that is gone fails with a database error, not a service one.
    await t.db.exec('ALTER TABLE namespaces RENAME TO namespaces_gone');
    t.lines.length = 0;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'x-request-id': 'gql-crash-1' },
        payload: { query: 'query Crash { group(fullPath: "acme") { id } }' },
      });
      expect(res.json()).toMatchObject({ errors: [{ message: 'Unexpected error.' }] });
    } finally {
      await t.db.exec('ALTER TABLE namespaces_gone RENAME TO namespaces');
    }
    const crashes = errorLines(t.entries());
    expect(crashes).toHaveLength(1);
    expect(crashes[0]).toMatchObject({
      level: 50,
      reqId: 'gql-crash-1',
      graphql: { operation: 'Crash', path: 'group' },
    });
    expect(crashes[0]!.msg).toMatch(/^GraphQL resolver failed: .*namespaces/);
    expect((crashes[0]!.err as { stack: string }).stack).toMatch(/\n\s+at /);
  });

  it('gives every request an id: a malformed X-Request-Id is replaced by a UUID', async () => {
    const res = await t.app.inject({ url: '/-/liveness', headers: { 'x-request-id': 'bad id!' } });
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('never writes a password, session cookie, CSRF token or access token', async () => {
    t.lines.length = 0;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      payload: { login: 'alice', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.find((c) => c.name === '_cairn_session')!.value;
    const { csrfToken } = signIn.json<{ csrfToken: string }>();
    const asSession = {
      cookies: { _cairn_session: cookie },
      headers: { 'x-csrf-token': csrfToken },
    };
    const query = { query: '{ currentUser { username } }' };
    const calls = [
      t.app.inject({ method: 'POST', url: '/api/graphql', payload: query, ...asSession }),
      t.app.inject({ url: '/api/v4/user', headers: { 'private-token': token } }),
      t.app.inject({ url: '/api/v4/user', headers: { authorization: `Bearer ${token}` } }),
      t.app.inject({ url: `/api/v4/user?private_token=${token}` }),
      t.app.inject({ url: `/api/v4/user?access_token=${token}&per_page=2` }),
      t.app.inject({ url: '/api/v4/test-crash', headers: { 'private-token': token } }),
      t.app.inject({ method: 'POST', url: '/users/sign_out', ...asSession }),
      t.app.inject({
        method: 'POST',
        url: '/users/sign_in',
        payload: { login: 'alice', password: `${PASSWORD}x` },
      }),
    ];
    const answers = await Promise.all(calls);
    // access_token is not a Cairn parameter (401), but its value must not be logged either.
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 401, 500, 200, 401]);
    // One line per request (the sign-in and the eight calls), plus the crash with its stack.
    const completed = t.entries().filter((e) => e.msg === 'request completed');
    expect(completed).toHaveLength(9);
    expect(completed.every((e) => typeof e.reqId === 'string')).toBe(true);
    expect(t.entries().filter((e) => e.msg === 'incoming request')).toEqual([]);
    for (const secret of [PASSWORD, cookie, csrfToken, token, token.slice(6)]) {
      expect(t.lines.filter((line) => line.includes(secret))).toEqual([]);
    }
    expect(t.lines.some((line) => line.includes('private_token=[redacted]'))).toBe(true);
    expect(t.lines.some((line) => line.includes('access_token=[redacted]&per_page=2'))).toBe(true);
  });

  it('redacts a token sent under an escaped or mixed-case name, in the URL, errors and referer', async () => {
    t.lines.length = 0;
    const escaped = `/api/v4/user?private%5Ftoken=${token}`;
    const calls = [
      t.app.inject({ url: escaped }),
      t.app.inject({ url: `/api/v4/user?private_token=glpat%2D${token.slice(6)}` }),
      t.app.inject({ url: `/api/v4/user?Private%5FToken=${token}&access%5Ftoken=${token}` }),
      t.app.inject({ url: `/api/v4/test-crash?private%5Ftoken=${token}` }),
      t.app.inject({ url: `/api/v4/no-such-route?private%5Ftoken=${token}` }),
      t.app.inject({
        url: '/api/v4/user',
        headers: { 'private-token': token, referer: `http://cairn.test${escaped}` },
      }),
    ];
    // The escaped name authenticates (as Fastify's own query parser reads it), so it is a secret.
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([
      200, 200, 401, 500, 404, 200,
    ]);
    expect(t.entries().filter((e) => e.msg === 'request completed')).toHaveLength(6);
    for (const secret of [token, token.slice(6)]) {
      expect(t.lines.filter((line) => line.includes(secret))).toEqual([]);
    }
    expect(t.lines.filter((line) => line.includes('private%5Ftoken=[redacted]'))).toHaveLength(3);
  });
});
