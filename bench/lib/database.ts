// The scratch PostgreSQL database: created and seeded once per (scale, seed, schema, seed code),
// then reused. A JSON comment on the database records that seeding finished and what it cost.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seedDeepTree } from './deep-tree.ts';
import { REPO_ROOT } from './proc.ts';
import { cli } from './server.ts';

/** Where the PostgreSQL server is; a database name is appended. */
export const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);

export interface SeedMeta {
  seedMs: number;
  rows: number;
  seededAt: string;
}

export interface BenchDatabase extends SeedMeta {
  name: string;
  url: string;
  reused: boolean;
  sizeBytes: number;
  tables: Record<string, number>;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !/\.(integration-)?test\.ts$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

/** The bench's own seed code (the deep epic tree), hashed with the app's seeds. */
const BENCH_SEED_FILE = 'bench/lib/deep-tree.ts';

/** Hash of the migrations and the seed code: a change to either means a fresh database. */
export function dataKey(scale: string, seed: number): string {
  const hash = createHash('sha256').update(`${scale}:${seed}\n`);
  const files = ['packages/db/migrations', 'packages/db/src/seed'].flatMap((dir) =>
    filesUnder(path.join(REPO_ROOT, dir)),
  );
  for (const file of [...files, path.join(REPO_ROOT, BENCH_SEED_FILE)]) {
    hash.update(path.relative(REPO_ROOT, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function readMeta(name: string): Promise<SeedMeta | null> {
  return withAdmin(async (c) => {
    const r = await c.query<{ meta: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS meta FROM pg_database WHERE datname = $1`,
      [name],
    );
    if (!r.rowCount) return null;
    try {
      const meta = JSON.parse(r.rows[0]?.meta ?? '') as Partial<SeedMeta>;
      return typeof meta.seedMs === 'number' ? (meta as SeedMeta) : null;
    } catch {
      return null;
    }
  });
}

/** Exact row counts of every table in the public schema. */
export async function countRows(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ t: string }>(
      `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    const out: Record<string, number> = {};
    for (const { t } of tables.rows) {
      const r = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${t}"`);
      out[t] = Number(r.rows[0]?.n ?? 0);
    }
    return out;
  } finally {
    await client.end();
  }
}

export async function databaseSize(name: string): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ n: string }>(`SELECT pg_database_size($1) AS n`, [name]);
    return Number(r.rows[0]?.n);
  });
}

/** Creates and seeds the scratch database, or reuses the one a previous run finished. */
export async function prepareDatabase(
  o: {
    scale: 'small' | 'large';
    seed: number;
    reseed: boolean;
    today: string;
    database: string | null;
  },
  log: (line: string) => void,
): Promise<BenchDatabase> {
  if (o.database) return existingDatabase(o.database);
  const name = `cairn_bench_${o.scale}_s${o.seed}_${dataKey(o.scale, o.seed)}`;
  const url = `${PG_BASE}/${name}`;
  let meta = o.reseed ? null : await readMeta(name);
  let tables: Record<string, number> | null = null;
  const reused = meta !== null;
  if (!meta) {
    await withAdmin(async (c) => {
      const stale = await c.query<{ d: string }>(
        `SELECT datname AS d FROM pg_database WHERE datname LIKE $1`,
        [`cairn_bench_${o.scale}_%`],
      );
      for (const { d } of stale.rows) {
        log(`dropping stale scratch database ${d}`);
        await c.query(`DROP DATABASE "${d}" WITH (FORCE)`);
      }
      await c.query(`CREATE DATABASE "${name}"`);
    });
    log(`seeding ${name} (scale ${o.scale}, seed ${o.seed}) …`);
    let lastLog = 0;
    const started = performance.now();
    await cli(
      ['seed', '--scale', o.scale, '--seed', String(o.seed)],
      { databaseUrl: url, today: o.today },
      (line) => {
        const now = performance.now();
        if (now - lastLog > 5000) {
          lastLog = now;
          log(`  seed: ${line.trim().slice(0, 160)}`);
        }
      },
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const treeItems = await seedDeepTree(client);
    log(`  seed: a 7-level epic tree of ${treeItems.toLocaleString('en-US')} work items`);
    const seedMs = performance.now() - started;
    await client.query('VACUUM ANALYZE');
    await client.end();
    tables = await countRows(url);
    meta = {
      seedMs,
      rows: Object.values(tables).reduce((a, b) => a + b, 0),
      seededAt: new Date().toISOString(),
    };
    await withAdmin((c) =>
      c.query(`COMMENT ON DATABASE "${name}" IS '${JSON.stringify(meta).replace(/'/g, "''")}'`),
    );
  } else {
    log(`reusing seeded database ${name} (seeded ${meta.seededAt})`);
  }
  tables ??= await countRows(url);
  return { name, url, reused, ...meta, sizeBytes: await databaseSize(name), tables };
}

/** A database someone else filled: measured as it is. */
async function existingDatabase(name: string): Promise<BenchDatabase> {
  const url = `${PG_BASE}/${name}`;
  const tables = await countRows(url);
  const rows = Object.values(tables).reduce((a, b) => a + b, 0);
  const sizeBytes = await databaseSize(name);
  return { name, url, reused: true, seedMs: Number.NaN, rows, seededAt: 'n/a', sizeBytes, tables };
}
