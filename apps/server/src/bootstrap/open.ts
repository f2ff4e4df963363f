import fs from 'node:fs';
import { openDatabase, runMigrations, type DatabaseHandle } from '@cairn/db';
import type { Env } from '../env.ts';
import { ensureRootUser } from './root-user.ts';
import { seedDemoIfEmpty } from './demo.ts';
import type { Clock } from '../lib/clock.ts';

export type Log = (line: string) => void;

/** Opens the configured database and brings it to a usable state, exactly as a first start does. */
export async function openAndBootstrap(
  env: Env,
  clock: Clock,
  log: Log,
  /** Told when each step ends ("open", "migrate", "bootstrap"), for the start-up timings. */
  mark: (step: string) => void = () => {},
): Promise<{ handle: DatabaseHandle; notes: string[] }> {
  if (!env.DATABASE_URL) fs.mkdirSync(env.dataDir, { recursive: true });
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.dataDir,
  });
  mark('open');
  await runMigrations(handle);
  mark('migrate');
  const notes: string[] = [];
  const root = await ensureRootUser(handle.db, env.CAIRN_ROOT_PASSWORD);
  if (root.created && root.generated) {
    notes.push(
      `Created admin user "root" with password: ${root.password}  (shown once; set CAIRN_ROOT_PASSWORD to choose it)`,
    );
  }
  if (env.CAIRN_DEMO !== '0') {
    const demo = await seedDemoIfEmpty(handle.db, clock.today(), log);
    if (demo) notes.push(...demo);
  }
  mark('bootstrap');
  return { handle, notes };
}
