import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './client.ts';

/** Set by apps/server/build.ts: the bundled server carries a copy of the migrations beside it. */
declare const __CAIRN_BUNDLED_MIGRATIONS__: string | undefined;

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder =
  typeof __CAIRN_BUNDLED_MIGRATIONS__ === 'string'
    ? path.join(here, __CAIRN_BUNDLED_MIGRATIONS__)
    : path.resolve(here, '../migrations');

/** The newest migration's timestamp in the journal (drizzle stores it as `created_at`). */
function newestMigration(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * True when the database already holds every migration in the journal. Drizzle applies a
 * migration when its timestamp is newer than the newest applied one, so this is the same test
 * without reading and hashing the SQL files or issuing its CREATE ... IF NOT EXISTS statements.
 */
export async function migrationsApplied(handle: DatabaseHandle): Promise<boolean> {
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const table = rows(
    await handle.db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "present"`,
    ),
  );
  if (table[0]?.present !== true) return false;
  const last = rows(
    await handle.db.execute(
      sql`select max(created_at) as "last" from drizzle.__drizzle_migrations`,
    ),
  );
  const applied = last[0]?.last;
  return applied !== null && applied !== undefined && Number(applied) >= newestMigration();
}

/** Applies pending migrations; the same SQL files serve PGlite and PostgreSQL. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (await migrationsApplied(handle)) return;
  if (handle.kind === 'pg') {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  }
}
