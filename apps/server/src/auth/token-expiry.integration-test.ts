import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY, createTestApp, type TestApp } from '../testing/test-app.ts';
import { fixtures, type UserRow } from '../testing/fixtures.ts';

/**
 * GitLab expires a token at 00:00 UTC of its `expires_at` date: it works
 * until the last millisecond of the day before and fails on the date itself, and the admin
 * listing's `active` and `state` filter say the same at every instant.
 */

let now = new Date('2026-11-20T23:59:59.999Z');
let t: TestApp;
let adminToken: string;
let bot: UserRow;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now, today: () => TEST_TODAY } });
  const f = fixtures(t.db.db);
  adminToken = await f.token(await f.user({ username: 'boss', isAdmin: true }));
  bot = await f.user({ username: 'deploy-bot' });
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v4/users/${bot.id}/impersonation_tokens`,
    headers: { 'private-token': adminToken },
    payload: { name: 'expiring', scopes: ['api'], expires_at: '2026-11-21' },
  });
  expect(created.statusCode).toBe(201);
  token = created.json<{ token: string }>().token;
});
afterAll(() => t.close());

const status = async (token: string) =>
  (await t.app.inject({ url: '/api/v4/user', headers: { 'private-token': token } })).statusCode;

const listed = async (state: string) =>
  (
    await t.app.inject({
      url: `/api/v4/users/${bot.id}/impersonation_tokens?state=${state}`,
      headers: { 'private-token': adminToken },
    })
  ).json<{ name: string; active: boolean }[]>();

describe('token expiry', () => {
  it('works on the day before its expires_at date, up to 23:59:59.999 UTC', async () => {
    now = new Date('2026-11-20T23:59:59.999Z');
    expect(await status(token)).toBe(200);
    expect(await listed('all')).toMatchObject([{ name: 'expiring', active: true }]);
    expect((await listed('active')).map((x) => x.name)).toEqual(['expiring']);
    expect(await listed('inactive')).toEqual([]);
  });

  it('fails from 00:00 UTC of its expires_at date, and is listed as inactive', async () => {
    now = new Date('2026-11-21T00:00:00.000Z');
    expect(await status(token)).toBe(401);
    expect(await listed('all')).toMatchObject([{ name: 'expiring', active: false }]);
    expect(await listed('active')).toEqual([]);
    expect((await listed('inactive')).map((x) => x.name)).toEqual(['expiring']);
  });
});
