import fs from 'node:fs';
import { openDatabase, runMigrations, type DatabaseHandle } from '@cairn/db';
import type { Env } from '../env.ts';
import { ensureRootUser } from './root-user.ts';
import { seedDemoIfEmpty } from './demo.ts';
import type { Clock } from '../lib/clock.ts';

export type Log = (line: string) => void;

/**
 * The demo workspace is the embedded database's friendly first start; on a real PostgreSQL
 * (a deployment) it is created only when asked for with CAIRN_DEMO=1.
 */
export const demoWanted = (env: Env) =>
  env.CAIRN_DEMO === undefined ? !env.DATABASE_URL : env.CAIRN_DEMO === '1';

/** Opens the configured database and applies pending migrations; nothing else. */
export async function openAndMigrate(
  env: Env,
  mark: (step: string) => void = () => {},
  /** PostgreSQL: told when a pooled connection drops (the pool reconnects). */
  onConnectionError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) fs.mkdirSync(env.dataDir, { recursive: true });
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.dataDir,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS === '1',
    onConnectionError,
  });
  mark('open');
  await runMigrations(handle);
  mark('migrate');
  return handle;
}

/** Opens the configured database and brings it to a usable state, exactly as a first start does. */
export async function openAndBootstrap(
  env: Env,
  clock: Clock,
  log: Log,
  /** Told when each step ends ("open", "migrate", "bootstrap"), for the start-up timings. */
  mark: (step: string) => void = () => {},
  options: { demo?: boolean; onConnectionError?: (error: Error) => void } = {},
): Promise<{ handle: DatabaseHandle; notes: string[] }> {
  const handle = await openAndMigrate(env, mark, options.onConnectionError);
  const notes: string[] = [];
  const root = await ensureRootUser(handle.db, env.CAIRN_ROOT_PASSWORD);
  if (root.created && root.generated) {
    notes.push(
      `Created admin user "root" with password: ${root.password}  (shown once; set CAIRN_ROOT_PASSWORD to choose it)`,
    );
  }
  if (options.demo ?? demoWanted(env)) {
    const demo = await seedDemoIfEmpty(handle.db, clock.today(), log);
    if (demo) notes.push(...demo);
  }
  mark('bootstrap');
  return { handle, notes };
}
