import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDatabase,
  personalAccessTokens,
  rateLimitEvents,
  sessions,
  signInAttempts,
  users,
} from '@cairn/db';
import { createTestDatabase, testServerUrl, type TestDatabase } from '@cairn/db/testing';
import { pruneExpired } from './pruning.ts';

let db: TestDatabase;
const DAY = 24 * 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  db = await createTestDatabase();
  const [u] = await db.db
    .insert(users)
    .values({ username: 'u', name: 'U', email: 'u@example.com' })
    .returning();
  const userId = u!.id;
  const session = (name: string, expiresAt: Date) => ({
    tokenDigest: name.padEnd(64, '0'),
    userId,
    csrfToken: 'c',
    expiresAt,
  });
  await db.db
    .insert(sessions)
    .values([session('expired', ago(1000)), session('live', new Date(Date.now() + DAY))]);
  const token = (name: string, extra: Partial<typeof personalAccessTokens.$inferInsert>) => ({
    userId,
    name,
    tokenDigest: name.padEnd(64, '0'),
    scopes: ['api'],
    ...extra,
  });
  await db.db.insert(personalAccessTokens).values([
    token('expired-long-ago', { expiresAt: isoDay(ago(40 * DAY)) }),
    token('expired-recently', { expiresAt: isoDay(ago(5 * DAY)) }),
    token('revoked-long-ago', {
      revoked: true,
      createdAt: ago(90 * DAY),
      lastUsedAt: ago(45 * DAY),
    }),
    token('revoked-recently-used', {
      revoked: true,
      createdAt: ago(90 * DAY),
      lastUsedAt: ago(2 * DAY),
    }),
    token('valid', { expiresAt: isoDay(new Date(Date.now() + 30 * DAY)) }),
    token('never-expires', {}),
  ]);
  await db.db.insert(signInAttempts).values([
    { login: 'old', ip: '10.0.0.1', succeeded: false, createdAt: ago(2 * DAY) },
    { login: 'recent', ip: '10.0.0.1', succeeded: false, createdAt: ago(3600 * 1000) },
  ]);
  await db.db.insert(rateLimitEvents).values([
    { key: 'old:1', createdAt: ago(2 * DAY) },
    { key: 'recent:1', createdAt: ago(3600 * 1000) },
  ]);
});
afterAll(() => db.destroy());

const names = async () => ({
  sessions: (await db.db.select().from(sessions))
    .map((s) => s.tokenDigest.replace(/0+$/, ''))
    .sort(),
  tokens: (await db.db.select().from(personalAccessTokens)).map((t) => t.name).sort(),
  attempts: (await db.db.select().from(signInAttempts)).map((a) => a.login).sort(),
  rated: (await db.db.select().from(rateLimitEvents)).map((e) => e.key),
});

describe('pruning', () => {
  it('deletes expired sessions, tokens past the grace period, old sign-in attempts and rate-limit events', async () => {
    expect(await pruneExpired(db.db)).toEqual({
      ran: true,
      sessions: 1,
      tokens: 2,
      signInAttempts: 1,
      rateLimitEvents: 1,
    });
    expect(await names()).toEqual({
      sessions: ['live'],
      tokens: ['expired-recently', 'never-expires', 'revoked-recently-used', 'valid'],
      attempts: ['recent'],
      rated: ['recent:1'],
    });
    expect(await pruneExpired(db.db)).toEqual({
      ran: true,
      sessions: 0,
      tokens: 0,
      signInAttempts: 0,
      rateLimitEvents: 0,
    });
  });

  it('is done by one server at a time (the advisory lock)', async () => {
    if (db.kind === 'pglite') {
      // One process owns an embedded database, so there is nobody to wait for: the lock is free.
      const held = await db.db.execute(sql`select pg_try_advisory_lock(1668182130) as "got"`);
      expect((held as unknown as { rows: { got: boolean }[] }).rows[0]?.got).toBe(true);
      await db.db.execute(sql`select pg_advisory_unlock(1668182130)`);
      expect((await pruneExpired(db.db)).ran).toBe(true);
      return;
    }
    // Another app server (one connection, so lock and unlock share a session) holds the lock.
    const other = await openDatabase({ databaseUrl: await databaseUrlOf(db), poolSize: 1 });
    try {
      await other.db.execute(sql`select pg_advisory_lock(1668182130)`);
      expect(await pruneExpired(db.db)).toEqual({
        ran: false,
        sessions: 0,
        tokens: 0,
        signInAttempts: 0,
        rateLimitEvents: 0,
      });
      await other.db.execute(sql`select pg_advisory_unlock(1668182130)`);
      expect((await pruneExpired(db.db)).ran).toBe(true);
    } finally {
      await other.close();
    }
  });
});

/** The test database's URL: the server's URL with this database's name. */
async function databaseUrlOf(handle: TestDatabase): Promise<string> {
  const result = await handle.db.execute(sql`select current_database() as "name"`);
  const name = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
