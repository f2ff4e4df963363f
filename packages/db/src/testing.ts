import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteOf, type DatabaseHandle } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

/**
 * Integration tests run against both databases: TEST_DB=pglite (default) or TEST_DB=pg, with
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) naming the server.
 * Each call gives a fresh, migrated, empty database.
 */
export const testDbKind = (): 'pglite' | 'pg' => (process.env.TEST_DB === 'pg' ? 'pg' : 'pglite');
export const testServerUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pgliteTemplate: Promise<Blob> | null = null;

/** The snapshot is cached on disk, keyed by the migrations, so each test file skips migrating. */
function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(os.tmpdir(), `cairn-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Migrating PGlite from scratch costs seconds; clone a migrated snapshot instead. */
function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = snapshotPath();
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const handle = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(handle);
    const blob = await pgliteOf(handle)!.dumpDataDir('none');
    await handle.close();
    const tmp = `${file}.${process.pid}`;
    fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(tmp, file);
    return blob;
  })();
  return pgliteTemplate;
}

/** A fresh, empty PostgreSQL database (for tests that run the server as a separate process). */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  const name = `cairn_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: testServerUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestDatabase extends DatabaseHandle {
  /** Drops the per-test PostgreSQL database (no-op for PGlite). */
  destroy(): Promise<void>;
}

export async function createTestDatabase(options: { logger?: Logger } = {}): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const snapshot = await migratedPgliteSnapshot();
    const handle = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: snapshot,
      logger: options.logger,
    });
    return { ...handle, destroy: () => handle.close() };
  }
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  const name = `cairn_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    logger: options.logger,
    poolSize: 4,
  });
  await runMigrations(handle);
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: testServerUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Counts SQL statements, for tests that prove a page costs a bounded number of queries. */
export function statementCounter() {
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => void statements.push(query) };
  return { logger, statements, reset: () => void (statements.length = 0) };
}

export { PGlite };
