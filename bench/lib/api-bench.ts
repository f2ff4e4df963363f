// Part 1, API: autocannon against the server beside a raw-SQL loop for the same rows.
import pg from 'pg';
import { buildScenarios, sameRows } from './api-scenarios.ts';
import { all, atMost, BUDGETS, c32Status, type Status } from './budgets.ts';
import type { Fixtures } from './fixtures.ts';
import { loadTest, type LoadResult } from './load.ts';
import type { Scenario } from './scenario.ts';
import { sqlLoop, type LoopResult } from './sql-baseline.ts';
import { fmtBytes, fmtMs, fmtRate, fmtRatio, loadWindowSeconds, ratio } from './stats.ts';
import type { Row } from './table.ts';

/** The server's own pool size (packages/db openDatabase): the SQL loop gets no more connections. */
export const SQL_POOL_SIZE = 10;

export interface ApiRun {
  scenario: string;
  concurrency: number;
  api: LoadResult;
  sql: LoopResult;
  sameRows: boolean;
  firstPage: boolean;
}

export async function runApiBench(o: {
  url: string;
  token: string;
  serverPid: number;
  databaseUrl: string;
  fixtures: Fixtures;
  seconds: number;
  minRequests: number;
  deepPage: number;
  /** Count-based runs (smoke): this many requests per concurrency instead of a time window. */
  amount: ((concurrency: number) => number) | null;
  concurrencies: readonly number[];
  log: (line: string) => void;
}): Promise<ApiRun[]> {
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: SQL_POOL_SIZE });
  const runs: ApiRun[] = [];
  try {
    const target = { url: o.url, token: o.token };
    const scenarios = await buildScenarios(target, pool, o.fixtures, o.deepPage);
    try {
      for (const s of scenarios) {
        const warm = Math.min(2, o.seconds);
        const same = sameRows(s, s.name !== 'milestones');
        if (!same)
          o.log(
            `  ! ${s.name}: API rows ${preview(s.apiIds)} differ from SQL rows ${preview(s.sqlIds)}`,
          );
        await loadTest({ ...common(o, s), connections: 4, seconds: warm, amount: o.amount?.(4) });
        await sqlLoop(pool, s.sql, 4, warm, o.amount?.(4));
        for (const c of o.concurrencies) {
          const apiSeconds = loadWindowSeconds(o.seconds, s.apiMs, o.minRequests, c);
          const sqlSeconds = loadWindowSeconds(o.seconds, s.sqlMs, o.minRequests, c);
          const amount = o.amount?.(c);
          let api = await loadTest({
            ...common(o, s),
            connections: c,
            seconds: apiSeconds,
            amount,
          });
          if (api.requests === 0) {
            // Slower than the window allowed for (a busy machine): count requests instead.
            o.log(`  ! ${s.name} c${c}: no response within ${apiSeconds} s; counting requests`);
            const retry = c - 1 + o.minRequests;
            api = await loadTest({ ...common(o, s), connections: c, seconds: 0, amount: retry });
          }
          const sql = await sqlLoop(pool, s.sql, c, sqlSeconds, amount);
          o.log(
            `  ${s.name} c${c}: API ${fmtRate(api.rps)} p50 ${fmtMs(api.p50)} · SQL ${fmtRate(sql.rps)} p50 ${fmtMs(sql.p50)}`,
          );
          runs.push({
            scenario: s.name,
            concurrency: c,
            api,
            sql,
            sameRows: same,
            firstPage: s.firstPage,
          });
        }
      }
    } finally {
      // Writes delete what they wrote, so repeated runs do not grow the database.
      for (const s of scenarios) await s.cleanup?.();
    }
  } finally {
    await pool.end();
  }
  return runs;
}

function common(o: { url: string; token: string; serverPid: number }, s: Scenario) {
  return { url: o.url, token: o.token, serverPid: o.serverPid, body: s.body, nextBody: s.nextBody };
}

const preview = (ids: number[]) =>
  `[${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}] (${ids.length})`;

/** Budget text and status of one API row (bench/README.md, 'Budgets'). */
export function apiBudget(run: ApiRun): { budget: string; status: Status } {
  const latRatio = ratio(run.api.p50, run.sql.p50);
  if (run.concurrency === 1) {
    const ratioCheck = atMost(latRatio, BUDGETS.c1LatencyRatio);
    if (run.firstPage)
      return {
        budget: `p50 ≤ ${BUDGETS.firstPageP50Ms} ms; p50 ≤ ${BUDGETS.c1LatencyRatio}× SQL`,
        status: all(atMost(run.api.p50, BUDGETS.firstPageP50Ms), ratioCheck),
      };
    return { budget: `p50 ≤ ${BUDGETS.c1LatencyRatio}× SQL`, status: ratioCheck };
  }
  if (run.firstPage)
    return {
      budget: `0 errors; ≥ ${BUDGETS.c32ThroughputShareOfSql}× SQL req/s`,
      status: c32Status(run.api.errors, run.api.rps, run.sql.rps),
    };
  return { budget: '0 errors', status: run.api.errors === 0 ? 'pass' : 'miss' };
}

export function apiRows(runs: readonly ApiRun[]): Row[] {
  return runs.map((run) => {
    const { budget, status } = apiBudget(run);
    return {
      area: 'API',
      scenario: `${run.scenario} · c${run.concurrency}`,
      cairn: `${fmtRate(run.api.rps)} · p50 ${fmtMs(run.api.p50)} · p99 ${fmtMs(run.api.p99)} · ${run.api.errors} err · RSS ${fmtBytes(run.api.rssBytes)}`,
      baseline: `SQL ${fmtRate(run.sql.rps)} · p50 ${fmtMs(run.sql.p50)} · p99 ${fmtMs(run.sql.p99)}${run.sameRows ? '' : ' (rows differ)'}`,
      ratio: `lat ${fmtRatio(ratio(run.api.p50, run.sql.p50))} · thr ${fmtRatio(ratio(run.api.rps, run.sql.rps))}`,
      budget,
      status,
    };
  });
}
