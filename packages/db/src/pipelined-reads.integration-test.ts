import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelinedReads, type PipelinedReads } from './pipelined-reads.ts';
import { createTestDatabaseUrl, testServerUrl } from './testing.ts';

// Pipeline mode is a property of the pg driver's connection, so this file always uses the
// PostgreSQL server, whichever database the rest of the run targets.
let target: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
let reads: PipelinedReads;
const lost: string[] = [];

type Row = { pid: number; v: number };
const probe = (v: number) =>
  reads.query('SELECT pg_backend_pid() AS pid, $1::int AS v', [v]) as Promise<{ rows: Row[] }>;

beforeAll(async () => {
  target = await createTestDatabaseUrl();
  reads = pipelinedReads({
    Client: pg.Client,
    connectionString: target.url,
    size: 2,
    onError: (error) => void lost.push(error.message),
  });
});
afterAll(async () => {
  await reads.end();
  await target.drop();
});

describe('pipelined reads', () => {
  it('send the statements of one turn over one connection and answer each its own rows', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(probe));
    expect(answers.map((a) => a.rows[0]!.v)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(answers.map((a) => a.rows[0]!.pid)).size).toBe(1);
  });

  it('fail a bad statement alone: the ones pipelined around it are answered', async () => {
    const [before, bad, after] = await Promise.allSettled([
      probe(1),
      reads.query('SELECT 1 / $1::int AS v', [0]),
      probe(3),
    ]);
    expect(before).toMatchObject({ status: 'fulfilled', value: { rows: [{ v: 1 }] } });
    expect(bad).toMatchObject({ status: 'rejected', reason: { message: 'division by zero' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ v: 3 }] } });
  });

  it('spread the turns over the least busy connections', async () => {
    const slow = reads.query('SELECT pg_backend_pid() AS pid, pg_sleep($1) AS v', [0.3]);
    await new Promise((r) => setImmediate(r)); // the next turn
    const fast = await probe(2);
    const { rows } = (await slow) as { rows: Row[] };
    expect(fast.rows[0]!.pid).not.toBe(rows[0]!.pid);
    expect(reads.stats()).toEqual({ total: 2, idle: 2 });
  });

  it('report a dropped connection, fail only what it carried, and reopen on the next use', async () => {
    const { rows } = await probe(1);
    const admin = new pg.Client({ connectionString: testServerUrl() });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    const end = Date.now() + 10_000;
    while (lost.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    expect(lost.join('\n')).toMatch(/terminat/i);
    const again = await Promise.all([probe(7), probe(8)]);
    expect(again.map((a) => a.rows[0]!.v)).toEqual([7, 8]);
    expect(again[0]!.rows[0]!.pid).not.toBe(rows[0]!.pid);
  });

  it('hand out no connection that dropped earlier in the same turn', async () => {
    const clients: pg.Client[] = [];
    const own = pipelinedReads({
      Client: pg.Client,
      connectionString: target.url,
      size: 2,
      onClient: (client) => void clients.push(client),
      onError: () => undefined,
    });
    try {
      const first = own.query('SELECT $1::int AS v', [1]);
      clients[0]!.emit('error', new Error('connection lost'));
      const second = own.query('SELECT $1::int AS v', [2]);
      await first.catch(() => null); // it went with the dropped connection
      expect(((await second) as { rows: unknown[] }).rows).toEqual([{ v: 2 }]);
      expect(clients).toHaveLength(2);
    } finally {
      await own.end();
    }
  });

  it('refuse statements once ended', async () => {
    const other = pipelinedReads({
      Client: pg.Client,
      connectionString: target.url,
      size: 1,
      onError: () => undefined,
    });
    await other.query('SELECT $1::int', [1]);
    await other.end();
    await expect(other.query('SELECT $1::int', [1])).rejects.toThrow(
      'the database handle is closed',
    );
  });
});
