import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@cairn/db';
import { createTestDatabaseUrl, testDbKind } from '@cairn/db/testing';
import { childEnv, runCli, startServerProcess } from '../testing/server-process.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-backup-'));
const cleanups: (() => Promise<void>)[] = [
  async () => fs.rmSync(tmp, { recursive: true, force: true }),
];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshDatabase(name: string): Promise<Record<string, string>> {
  if (testDbKind() === 'pg') {
    const db = await createTestDatabaseUrl();
    cleanups.push(db.drop);
    return { DATABASE_URL: db.url };
  }
  return { DATA_DIR: path.join(tmp, name) };
}

/** Every row of every table (application and migration bookkeeping), sorted, per table. */
async function everyRow(database: Record<string, string>): Promise<Map<string, string[]>> {
  const handle = await openDatabase({
    databaseUrl: database.DATABASE_URL,
    dataDir: database.DATA_DIR,
  });
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  try {
    const tables = rows(
      await handle.db.execute(sql`
        select table_schema as "schema", table_name as "name" from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
        order by 1, 2`),
    );
    const all = new Map<string, string[]>();
    for (const { schema, name } of tables) {
      const table = sql`${sql.identifier(String(schema))}.${sql.identifier(String(name))}`;
      const found = rows(await handle.db.execute(sql`select * from ${table}`));
      all.set(`${String(schema)}.${String(name)}`, found.map((row) => JSON.stringify(row)).sort());
    }
    return all;
  } finally {
    await handle.close();
  }
}

describe('cairn backup / restore', () => {
  it('backs up a running server and restores into a fresh target with every row of every table', async () => {
    const source = await freshDatabase('source');
    const env = childEnv({
      ...source,
      CAIRN_DEMO: '1',
      LOG_LEVEL: 'silent',
      CAIRN_TODAY: '2026-11-21',
    });
    const server = await startServerProcess(env);
    const file = path.join(tmp, testDbKind() === 'pg' ? 'cairn.dump' : 'cairn.tar.gz');
    try {
      // More rows after the start, then the backup while the server runs (through it, on PGlite).
      await runCli(env, 'user', 'create', '--username', 'dana', '--email', 'dana@example.com');
      // A relative path is the CLI's (its working directory is apps/server), not the server's.
      const cliDir = path.resolve(import.meta.dirname, '../..');
      const backup = await runCli(env, 'backup', path.relative(cliDir, file));
      expect(backup.stdout).toMatch(
        testDbKind() === 'pg'
          ? /^Backed up the PostgreSQL database to .*cairn\.dump \(\d+\.\d MB in \d+ ms\)\.\n$/
          : /^Backed up the embedded database to .*cairn\.tar\.gz \(\d+\.\d MB in \d+ ms\)\.\n$/,
      );
      expect(fs.statSync(file).size).toBeGreaterThan(10_000);
      // A restore needs the database to itself.
      if (testDbKind() === 'pglite') {
        await expect(runCli(env, 'restore', file)).rejects.toMatchObject({
          stderr: expect.stringContaining('Stop the running server first'),
        });
      }
    } finally {
      await server.stop();
    }

    const target = await freshDatabase('restored');
    const restore = await runCli(childEnv({ ...target, LOG_LEVEL: 'silent' }), 'restore', file);
    expect(restore.stdout).toMatch(/^Restored .* in \d+ ms\./);

    const before = await everyRow(source);
    const after = await everyRow(target);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [table, rows] of before) expect(after.get(table), table).toEqual(rows);
    const total = [...before.values()].reduce((n, rows) => n + rows.length, 0);
    expect(total).toBeGreaterThan(1000);
    expect(before.get('public.users')?.some((row) => row.includes('"username":"dana"'))).toBe(true);

    // Restoring over a database that has data is refused.
    await expect(
      runCli(childEnv({ ...target, LOG_LEVEL: 'silent' }), 'restore', file),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(testDbKind() === 'pg' ? /pg_restore failed/ : /is not empty/),
    });
  }, 240_000);

  it('explains how to get pg_dump when the PostgreSQL client tools are missing', async () => {
    // A PATH with node only: the CLI runs, pg_dump is not found.
    const bin = fs.mkdtempSync(path.join(tmp, 'bin-'));
    fs.symlinkSync(process.execPath, path.join(bin, 'node'));
    const env = childEnv({
      DATABASE_URL: 'postgres://cairn:secret@127.0.0.1:1/cairn',
      LOG_LEVEL: 'silent',
      PATH: bin,
    });
    await expect(runCli(env, 'backup', path.join(tmp, 'never.dump'))).rejects.toMatchObject({
      stderr:
        "pg_dump was not found on PATH. Install the PostgreSQL client tools of your server's major version (Debian/Ubuntu: apt-get install postgresql-client; the official postgres image has them), then run the command again.\n",
    });
  });
});
