import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PATTERN } from '#server/auth/tokens.ts';
import { fixtures, type UserRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// A bot-provisioning script as GitLab admins write it, with the published client unmodified.
let t: TestApp;
let address = '';
let admin: InstanceType<typeof Gitlab>;
let bot: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  const f = fixtures(t.db.db);
  const token = await f.token(await f.user({ username: 'boss', isAdmin: true }));
  bot = await f.user({ username: 'sync-bot' });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = new Gitlab({ host: address, token });
});
afterAll(() => t.close());

describe('token provisioning through @gitbeaker/rest', () => {
  it('creates a personal access token for a user that then works as that user', async () => {
    const created = await admin.Users.createPersonalAccessToken(bot.id, 'sync', ['api'], {
      expiresAt: '2027-06-30',
    });
    expect(created).toMatchObject({
      name: 'sync',
      scopes: ['api'],
      user_id: bot.id,
      active: true,
      revoked: false,
      expires_at: '2027-06-30',
    });
    const asBot = new Gitlab({ host: address, token: String(created.token) });
    expect((await asBot.Users.showCurrentUser()).username).toBe('sync-bot');
  });

  it('creates, lists, shows and revokes impersonation tokens', async () => {
    const tokens = admin.UserImpersonationTokens;
    const created = await tokens.create(bot.id, 'act', ['read_api']);
    expect(created.token).toMatch(TOKEN_PATTERN);
    expect(created.impersonation).toBe(true);
    expect((await tokens.all(bot.id)).map((x) => x.name)).toEqual(['act']);
    expect((await tokens.show(bot.id, created.id)).scopes).toEqual(['read_api']);
    await tokens.revoke(bot.id, created.id);
    expect((await tokens.show(bot.id, created.id)).revoked).toBe(true);
    expect(await tokens.all(bot.id, { state: 'active' })).toEqual([]);
  });
});
