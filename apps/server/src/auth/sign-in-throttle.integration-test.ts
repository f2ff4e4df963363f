import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '@cairn/db';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hashPassword } from './passwords.ts';
import { SIGN_IN_LIMIT_MESSAGE, SIGN_IN_MAX_FAILURES } from './sign-in-limit.ts';

const PASSWORD = 'correct horse battery';
const BLOCKED =
  'Your account has been blocked. Please contact your GitLab administrator if you think this is an error.';

async function addUsers(
  t: TestApp,
  names: string[],
  state: 'active' | 'blocked' | 'banned' = 'active',
) {
  const passwordHash = await hashPassword(PASSWORD);
  await t.db.db.insert(users).values(
    names.map((username) => ({
      username,
      name: username,
      email: `${username}@example.com`,
      passwordHash,
      state,
    })),
  );
}

const signIn = (t: TestApp, login: string, password: string, ip: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/users/sign_in',
    payload: { login, password },
    remoteAddress: ip,
    headers,
  });

/** Password checks made for a login: every one of them reserved a row first. */
async function checksFor(t: TestApp, login: string): Promise<number> {
  const r = await t.db.db.execute(
    sql`select count(*)::int as n from sign_in_attempts where login = ${login}`,
  );
  return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('sign-in throttling (no proxy trusted)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addUsers(t, ['root', 'target', 'crowd', 'patient', 'viaheader']);
    await addUsers(t, ['spammer'], 'banned');
    await addUsers(t, ['frozen'], 'blocked');
  });
  afterAll(() => t.close());

  it('30 wrong passwords from one address do not lock the account out for anyone else', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await signIn(t, 'root', 'guess', '10.1.0.1')).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_MAX_FAILURES);
    expect(statuses.slice(SIGN_IN_MAX_FAILURES).every((s) => s === 429)).toBe(true);
    const elsewhere = await signIn(t, 'root', PASSWORD, '10.1.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('30 concurrent wrong passwords get exactly the limit of password checks', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => signIn(t, 'target', 'guess', '10.2.0.1')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(SIGN_IN_MAX_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - SIGN_IN_MAX_FAILURES);
    expect(await checksFor(t, 'target')).toBe(SIGN_IN_MAX_FAILURES);
  });

  it('backs off instead of locking: the address waits, with Retry-After and a clear message', async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) await signIn(t, 'patient', 'guess', '10.3.0.1');
    const res = await signIn(t, 'patient', PASSWORD, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: SIGN_IN_LIMIT_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(5);
  });

  it('a clean address keeps signing in while another address sprays many accounts', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `nobody${i}`);
    for (const name of names) await signIn(t, name, 'guess', '10.4.0.1');
    expect((await signIn(t, 'crowd', PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    expect((await signIn(t, 'crowd', PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from clients: rotating it does not reset the count', async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      await signIn(t, 'viaheader', 'guess', '10.5.0.1', { 'x-forwarded-for': `192.0.2.${i}` });
    }
    const res = await signIn(t, 'viaheader', PASSWORD, '10.5.0.1', {
      'x-forwarded-for': '192.0.2.200',
    });
    expect(res.statusCode).toBe(429);
  });

  it.each(['spammer', 'frozen'])('%s (banned or blocked) cannot sign in', async (login) => {
    const wrong = await signIn(t, login, 'guess', '10.6.0.1');
    expect([wrong.statusCode, wrong.json()]).toEqual([
      401,
      { message: 'Invalid login or password.' },
    ]);
    const right = await signIn(t, login, PASSWORD, '10.6.0.1');
    expect([right.statusCode, right.json()]).toEqual([401, { message: BLOCKED }]);
    expect(right.cookies).toEqual([]);
  });
});

describe('sign-in behind a trusted proxy (CAIRN_TRUSTED_PROXIES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAIRN_TRUSTED_PROXIES: '10.7.0.0/24' } });
    await addUsers(t, ['shared', 'spoofed']);
  });
  afterAll(() => t.close());

  it('counts each client behind the proxy by its forwarded address', async () => {
    const via = (client: string) => ({ 'x-forwarded-for': client });
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      await signIn(t, 'shared', 'guess', '10.7.0.5', via('198.51.100.1'));
    }
    expect((await signIn(t, 'shared', PASSWORD, '10.7.0.5', via('198.51.100.1'))).statusCode).toBe(
      429,
    );
    expect((await signIn(t, 'shared', PASSWORD, '10.7.0.5', via('198.51.100.2'))).statusCode).toBe(
      200,
    );
  });

  it('still ignores the header from addresses that are not the proxy', async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      await signIn(t, 'spoofed', 'guess', '10.8.0.1', { 'x-forwarded-for': `192.0.2.${i}` });
    }
    const res = await signIn(t, 'spoofed', PASSWORD, '10.8.0.1', {
      'x-forwarded-for': '192.0.2.99',
    });
    expect(res.statusCode).toBe(429);
  });
});
