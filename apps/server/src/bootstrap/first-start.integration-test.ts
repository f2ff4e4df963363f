import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, users } from '@cairn/db';
import { createTestDatabaseUrl, testDbKind } from '@cairn/db/testing';
import { childEnv, runCli, startServerProcess } from '../testing/server-process.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A fresh database of the kind under test, as server/CLI settings. */
async function freshDatabase(): Promise<Record<string, string>> {
  if (testDbKind() === 'pg') {
    const db = await createTestDatabaseUrl();
    cleanups.push(db.drop);
    return { DATABASE_URL: db.url };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-first-start-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

async function usernames(database: Record<string, string>): Promise<string[]> {
  const handle = await openDatabase({
    databaseUrl: database.DATABASE_URL,
    dataDir: database.DATA_DIR,
  });
  try {
    return (await handle.db.select({ username: users.username }).from(users))
      .map((u) => u.username)
      .sort();
  } finally {
    await handle.close();
  }
}

describe('first start in production', () => {
  it(
    testDbKind() === 'pg'
      ? 'on PostgreSQL creates root only and logs JSON'
      : 'on the embedded database creates the demo, logs JSON and warns about the demo password',
    async () => {
      const database = await freshDatabase();
      // LOG_LEVEL=warn, as the e2e and bench servers run: the start-up lines still show.
      const server = await startServerProcess(
        childEnv({
          ...database,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          CAIRN_TODAY: '2026-11-21',
        }),
      );
      const signIn = await fetch(`${server.url}/users/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'owner', password: 'cairn-demo' }),
      });
      // The warning comes shortly after "Ready" (it is not awaited): wait for it on PGlite.
      for (
        let i = 0;
        i < 100 && testDbKind() === 'pglite' && !server.stdout().includes('demo password');
        i++
      ) {
        await new Promise((r) => setTimeout(r, 100));
      }
      await server.stop();

      const lines = server.stdout().trim().split('\n');
      const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      const messages = entries.map((e) => e.msg);
      expect(messages).toContainEqual(
        expect.stringMatching(
          /^Created admin user "root" with password: [0-9A-Za-z_-]{20} {2}\(shown once/,
        ),
      );
      expect(messages).toContainEqual(
        expect.stringMatching(/^Ready in \d+ ms: open http:\/\/localhost:\d+$/),
      );
      // (A missing web build is warned about too, depending on the checkout: not counted here.)
      const warnings = entries
        .filter((e) => e.level === 40 && e.msg.includes('demo password'))
        .map((e) => e.msg);
      if (testDbKind() === 'pg') {
        expect(signIn.status).toBe(401);
        expect(await usernames(database)).toEqual(['root']);
        expect(messages.filter((m) => m.includes('Demo'))).toEqual([]);
        expect(warnings).toEqual([]);
      } else {
        expect(signIn.status).toBe(200);
        expect(await usernames(database)).toContain('owner');
        expect(messages).toContainEqual(
          expect.stringMatching(
            /^Demo workspace: group "acme"\. Demo sign-ins \(password "cairn-demo"\): owner \(owner\)/,
          ),
        );
        expect(warnings).toEqual([
          '10 account(s) still use the published demo password "cairn-demo" (owner, maintainer, developer, reporter, guest, outsider, alex, priya, sam, mei): change their passwords or block them before anyone else can reach this server.',
        ]);
      }
    },
    180_000,
  );

  it('cairn migrate only migrates; cairn seed --demo creates the demo on request', async () => {
    const database = await freshDatabase();
    const env = childEnv({ ...database, LOG_LEVEL: 'silent', CAIRN_TODAY: '2026-11-21' });
    const migrated = await runCli(env, 'migrate');
    expect(migrated.stdout).toBe('Migrations are up to date.\n');
    expect(await usernames(database)).toEqual([]);
    const seeded = await runCli(env, 'seed', '--demo');
    expect(seeded.stdout).toMatch(/Demo sign-ins \(password "cairn-demo"\): owner \(owner\)/);
    expect(await usernames(database)).toContain('owner');
    await expect(runCli(env, 'seed', '--demo')).rejects.toMatchObject({
      stderr: expect.stringContaining(
        'The database already has groups: the demo needs an empty one.',
      ),
    });
  }, 180_000);
});
