// `--only attacks` (issues 32 and 40): each attack of bench/attacks/registry.ts against a server
// of its own on one scratch PostgreSQL database, while `/-/health` is polled; health p99 < 100 ms.
import pg from 'pg';
import type { Attack, AttackOutcome } from '../attacks/attack.ts';
import type { Status } from './budgets.ts';
import { PG_BASE } from './database.ts';
import { probeHealth } from './health-probe.ts';
import { createToken, startServer } from './server.ts';
import { fmtCount, fmtMs, summarize, type Summary } from './stats.ts';
import type { Row } from './table.ts';

/**
 * Health polled with no attack, first: on a shared machine other work moves the figures, and
 * this row says by how much (it has no budget).
 */
export const NO_ATTACK: Attack = {
  name: 'no attack (the machine at rest, for comparison)',
  prepare: async () => ({
    run: (signal) =>
      new Promise((resolve) =>
        signal.addEventListener('abort', () => resolve({ requests: 0, refused: 0 })),
      ),
    cleanup: async () => {},
  }),
};

/** The budget of every attack: the server still answers its health check at once. */
export const HEALTH_P99_MS = 100;

export type AttackRun =
  { name: string; health: Summary; outcome: AttackOutcome } | { name: string; error: string };

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs the attacks one after another, each on a fresh server process (no warm caches carried
 * over) on one scratch database that the run creates and drops; a failing attack is reported
 * through `onError` and as its row, and the others still run.
 */
export async function runAttacks(o: {
  attacks: readonly Attack[];
  windowMs: number;
  smoke: boolean;
  today: string;
  log: (line: string) => void;
  onError: (name: string, e: Error) => void;
}): Promise<AttackRun[]> {
  const name = `cairn_attacks_${process.pid}`;
  const databaseUrl = `${PG_BASE}/${name}`;
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const runs: AttackRun[] = [];
  let rootToken: string | null = null;
  // BENCH_ATTACK=TEXT: only the attacks whose name contains TEXT (a quick before/after pair).
  const only = process.env.BENCH_ATTACK;
  try {
    const chosen = o.attacks.filter(
      (a) => (!only || a.name.includes(only)) && !(o.smoke && a.fullRunsOnly),
    );
    for (const attack of [NO_ATTACK, ...chosen]) {
      // The server migrates an empty database on its first start; the token needs the tables.
      const server = await startServer({ databaseUrl, today: o.today });
      try {
        rootToken ??= await createToken({ databaseUrl, today: o.today });
        const target = { baseUrl: server.url, rootToken, smoke: o.smoke };
        const t = performance.now();
        const load = await attack.prepare(target);
        o.log(`attack "${attack.name}": set up in ${fmtMs(performance.now() - t)}`);
        try {
          const stop = new AbortController();
          const probe = probeHealth(`${server.url}/-/health`);
          const attacker = load.run(stop.signal);
          await new Promise((r) => setTimeout(r, o.windowMs));
          const health = await probe.stop();
          stop.abort();
          const outcome = await attacker;
          const run = { name: attack.name, health: summarize(health), outcome };
          runs.push(run);
          o.log(`attack "${attack.name}": ${cairnCell(run)}`);
        } finally {
          await load.cleanup();
        }
      } catch (e) {
        runs.push({ name: attack.name, error: (e as Error).message.split('\n')[0] ?? '' });
        o.onError(attack.name, e as Error);
      } finally {
        const t = performance.now();
        await server.stop();
        o.log(`server stopped in ${fmtMs(performance.now() - t)}`);
      }
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  return runs;
}

function cairnCell(run: { health: Summary; outcome: AttackOutcome }): string {
  const { health: h, outcome: a } = run;
  const slowest = a.maxMs === undefined ? '' : `, slowest ${fmtMs(a.maxMs)}`;
  return (
    `health p50 ${fmtMs(h.p50)} / p99 ${fmtMs(h.p99)} / max ${fmtMs(h.max)} (${fmtCount(h.count)} polls); ` +
    `attacker ${fmtCount(a.requests)} requests, ${fmtCount(a.refused)} refused${slowest}`
  );
}

/** Strictly under the budget (a p99 of exactly 100 ms misses); a failed poll counts as Infinity. */
export const attackStatus = (p99: number): Status =>
  Number.isNaN(p99) ? 'n/a' : p99 < HEALTH_P99_MS ? 'pass' : 'miss';

export function attackRows(runs: readonly AttackRun[]): Row[] {
  const budget = `health p99 < ${HEALTH_P99_MS} ms`;
  return runs.map((run) =>
    'error' in run
      ? { area: 'Attacks', scenario: run.name, cairn: `error: ${run.error}`, budget }
      : run.name === NO_ATTACK.name
        ? { area: 'Attacks', scenario: run.name, cairn: cairnCell(run) }
        : {
            area: 'Attacks',
            scenario: run.name,
            cairn: cairnCell(run),
            budget,
            status: attackStatus(run.health.p99),
          },
  );
}
