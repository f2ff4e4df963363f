import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEYED_CONNECTION_OPTIONS,
  KEYED_STATEMENT,
  nameStatements,
  routeKeyedStatements,
} from './named-statements.ts';
import { createTestDatabaseUrl } from './testing.ts';

// Prepared statements belong to the pg driver's connections, so this file always uses the
// PostgreSQL server, whichever database the rest of the run targets.
let target: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
let pool: pg.Pool;
/** One checked-out connection: a failed query on the pool itself would replace its connection. */
let client: pg.PoolClient;

beforeAll(async () => {
  target = await createTestDatabaseUrl();
  pool = new pg.Pool({ connectionString: target.url, max: 1 });
  nameStatements(pool, 3);
  client = await pool.connect();
});
afterAll(async () => {
  client.release();
  await pool.end();
  await target.drop();
});

/** The statements the connection holds prepared, by their text. */
async function prepared(): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    'SELECT statement FROM pg_prepared_statements ORDER BY statement',
  );
  return rows.map((r) => r.statement);
}

/** A keyed statement's text (the only kind that is named). */
const keyed = (text: string) => `${text} ${KEYED_STATEMENT}`;

describe('named statements', () => {
  it('prepare a keyed text once per connection and reuse it', async () => {
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query({ text: keyed('SELECT $1::int + 1 AS n'), values: [i] });
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    const { rows } = await client.query(keyed('SELECT $1::text AS s'), [
      'same text, other call form',
    ]);
    expect(rows).toEqual([{ s: 'same text, other call form' }]);
    expect(await prepared()).toEqual([
      keyed('SELECT $1::int + 1 AS n'),
      keyed('SELECT $1::text AS s'),
    ]);
  });

  it('send a text that is not keyed unnamed, planned for its values every time', async () => {
    for (let i = 0; i < 7; i++) {
      const { rows } = await client.query('SELECT $1::int - 1 AS n', [i]);
      expect(rows).toEqual([{ n: i - 1 }]);
    }
    expect(await prepared()).not.toContain('SELECT $1::int - 1 AS n');
  });

  it('leave texts without parameters to the simple protocol (several statements in one)', async () => {
    const results = (await client.query(
      'SELECT 1 AS a; SELECT 2 AS b',
    )) as unknown as pg.QueryResult[];
    expect(results.map((r) => r.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('a text that fails to parse is not remembered as prepared', async () => {
    const text = keyed('SELECT $1::int FROM no_such_table');
    await expect(client.query(text, [1])).rejects.toThrow(
      'relation "no_such_table" does not exist',
    );
    await client.query('CREATE TABLE no_such_table (n int)');
    await expect(client.query(text, [1])).resolves.toMatchObject({ rows: [] });
    expect(await prepared()).toContain(text);
  });

  it('run texts beyond the connection limit unnamed, still answering', async () => {
    const { rows } = await client.query(keyed('SELECT $1::int * 2 AS n'), [21]);
    expect(rows).toEqual([{ n: 42 }]);
    expect(await prepared()).toHaveLength(3);
  });

  it('pass a submittable query (a cursor, a stream) through unnamed', async () => {
    const own = new pg.Pool({ connectionString: target.url, max: 1 });
    nameStatements(own);
    const conn = await own.connect();
    try {
      const submittable = new pg.Query(keyed('SELECT $1::int * 3 AS n'), [5]);
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const seen: unknown[] = [];
        submittable.on('row', (row: unknown) => void seen.push(row));
        submittable.on('end', () => resolve(seen));
        submittable.on('error', reject);
        void conn.query(submittable);
      });
      expect(rows).toEqual([{ n: 15 }]);
      const { rows: named } = await conn.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
        [keyed('SELECT $1::int * 3 AS n')],
      );
      expect(named).toEqual([{ n: 0 }]);
    } finally {
      conn.release();
      await own.end();
    }
  });

  it('route keyed statements on the pool to the keyed pool, the rest and checked-out clients not', async () => {
    const main = new pg.Pool({ connectionString: target.url, max: 1 });
    const keyedPool = new pg.Pool({
      connectionString: target.url,
      max: 1,
      options: KEYED_CONNECTION_OPTIONS,
    });
    routeKeyedStatements(main, keyedPool);
    const mode = "SELECT current_setting('plan_cache_mode') AS mode, $1::int AS v";
    try {
      expect((await main.query(keyed(mode), [1])).rows).toEqual([
        { mode: 'force_generic_plan', v: 1 },
      ]);
      expect((await main.query({ text: keyed(mode), values: [2] })).rows).toEqual([
        { mode: 'force_generic_plan', v: 2 },
      ]);
      expect((await main.query(mode, [3])).rows).toEqual([{ mode: 'auto', v: 3 }]);
      const own = await main.connect();
      try {
        expect((await own.query(keyed(mode), [4])).rows).toEqual([{ mode: 'auto', v: 4 }]);
      } finally {
        own.release();
      }
    } finally {
      await Promise.all([main.end(), keyedPool.end()]);
    }
  });
});
