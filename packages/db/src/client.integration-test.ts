import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { KEYED_STATEMENT } from './named-statements.ts';
import { createTestDatabaseUrl, testServerUrl } from './testing.ts';

// The server connection's failure modes belong to the pg driver, so this file always uses the
// PostgreSQL server, whichever database the rest of the run targets.
let target: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
let handle: DatabaseHandle;
const lost: string[] = [];

beforeAll(async () => {
  target = await createTestDatabaseUrl();
  handle = await openDatabase({
    databaseUrl: target.url,
    poolSize: 3,
    onConnectionError: (error) => void lost.push(error.message),
  });
});
afterAll(async () => {
  await handle.close();
  await target.drop();
});

async function terminateBackends() {
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  const name = new URL(target.url).pathname.slice(1);
  const { rows } = await admin.query<{ n: number }>(
    `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
     WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [name],
  );
  await admin.end();
  return rows[0]!.n;
}

async function rowsOf(db: DatabaseHandle, query: SQL): Promise<unknown[]> {
  return ((await db.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('PostgreSQL connections', () => {
  it('survive the server dropping them: queries and LISTEN carry on', async () => {
    const received: string[] = [];
    await handle.listen('cairn_client_test', (payload) => void received.push(payload));
    await Promise.all([1, 2].map(() => handle.exec('SELECT pg_sleep(0.05)')));
    const terminated = await terminateBackends();
    expect(terminated).toBeGreaterThanOrEqual(3);
    // Every dropped connection is reported before the next query can pick a dead one.
    await until(() => lost.length >= terminated);
    expect(lost.join('\n')).toMatch(/terminat/i);

    await handle.exec('SELECT 1');
    // The LISTEN connection is re-established in the background; notify until it hears.
    await until(() => {
      void handle.exec(`NOTIFY cairn_client_test, 'after'`);
      return received.includes('after');
    });
    expect(received).toContain('after');
  });

  /**
   * The plan cache mode and how many probes are prepared, read on the connection the probe ran
   * on: the probe is keyed (named, on the keyed connections) or not (unnamed, planned for its
   * values on every run).
   */
  async function planning(db: DatabaseHandle, keyed: boolean) {
    const mark = sql.raw(keyed ? KEYED_STATEMENT : '');
    const [setting] = await rowsOf(
      db,
      sql`SELECT current_setting('plan_cache_mode') AS mode, ${'probe'}::text AS v ${mark}`,
    );
    const [count] = await rowsOf(
      db,
      sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE ${'%current_setting%'} ${mark}`,
    );
    return { ...(setting as object), ...(count as object) };
  }

  it('name keyed statements only, and run them with one generic plan each', async () => {
    expect(await planning(handle, false)).toEqual({ mode: 'auto', v: 'probe', n: 0 });
    expect(await planning(handle, true)).toEqual({ mode: 'force_generic_plan', v: 'probe', n: 1 });
  });

  it('keep a transaction on one connection with the default plans, keyed statements too', async () => {
    const keyed = sql.raw(KEYED_STATEMENT);
    const seen = await handle.db.transaction(async (tx) => {
      const probe = async (statement: SQL) =>
        ((await tx.execute(statement)) as unknown as { rows: unknown[] }).rows[0];
      return [
        await probe(
          sql`SELECT current_setting('plan_cache_mode') AS mode, pg_backend_pid() AS pid, ${1}::int AS v ${keyed}`,
        ),
        await probe(
          sql`SELECT current_setting('plan_cache_mode') AS mode, pg_backend_pid() AS pid, ${2}::int AS v`,
        ),
      ] as { mode: string; pid: number; v: number }[];
    });
    expect(seen.map((r) => [r.mode, r.v])).toEqual([
      ['auto', 1],
      ['auto', 2],
    ]);
    expect(seen[0]!.pid).toBe(seen[1]!.pid);
  });

  it('send every statement unnamed with the default plans when prepared statements are off', async () => {
    const plain = await openDatabase({
      databaseUrl: target.url,
      poolSize: 1,
      preparedStatements: false,
    });
    try {
      expect(await planning(plain, true)).toEqual({ mode: 'auto', v: 'probe', n: 0 });
    } finally {
      await plain.close();
    }
  });
});
