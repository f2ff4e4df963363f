// Where one request's milliseconds go: starts the bench's production server with a CPU profile
// on the small set, sends one scenario's request N times one after another, and prints the
// per-request time by bucket (lib/cpu-profile.ts) and the database round trips per request
// (transactions committed in the bench database: each statement outside a transaction is one).
//
//   npx tsx bench/request-profile.ts [--scenario "first page"] [--requests 300] [--no-profile]
//     [--query "{ currentUser { username } }"]
//     [--scale small|large]
//     [--concurrency 1] [--functions 0] [--workers 1]
//
// --query: send this GraphQL document instead of a scenario's (the fixed cost of a request:
// HTTP, token, GraphQL, with as little data as the document asks).
// --no-profile: latencies only, without the profiler's overhead (for before/after pairs; with
// BENCH_SERVER_BUNDLE=path/to/main.mjs the pair can run two builds side by side).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildScenarios } from './lib/api-scenarios.ts';
import { summarizeProfile } from './lib/cpu-profile.ts';
import { prepareDatabase } from './lib/database.ts';
import { findFixtures } from './lib/fixtures.ts';
import { goodGraphqlBody } from './lib/load.ts';
import { BENCH_TMP } from './lib/proc.ts';
import { createToken, startServer } from './lib/server.ts';
import { summarize } from './lib/stats.ts';

const { values: v } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'first page' },
    query: { type: 'string' },
    scale: { type: 'string', default: 'small' },
    requests: { type: 'string', default: '300' },
    today: { type: 'string', default: new Date().toISOString().slice(0, 10) },
    'no-profile': { type: 'boolean', default: false },
    // Senders at once: above 1, "ms per request" is CPU per request with the server saturated.
    concurrency: { type: 'string', default: '1' },
    // Also list the N functions with the most self time (name, original source and line).
    functions: { type: 'string', default: '0' },
    // Server processes behind the one port (CAIRN_WORKERS); the profile covers the primary only.
    workers: { type: 'string', default: '1' },
  },
});
const requests = Number(v.requests);
const concurrency = Number(v.concurrency);
const log = (line: string) => console.error(`[profile] ${line}`);
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

const db = await prepareDatabase(
  { scale: v.scale as 'small' | 'large', seed: 1, reseed: false, today: v.today, database: null },
  log,
);
const profDir = path.join(BENCH_TMP, `profile-${process.pid}`);
fs.mkdirSync(profDir, { recursive: true });
if (!v['no-profile']) process.env.BENCH_CPU_PROF = profDir;
const server = await startServer({
  databaseUrl: db.url,
  today: v.today,
  workers: Number(v.workers),
});
const pool = new pg.Pool({ connectionString: db.url, max: 2 });
let scenarios: Awaited<ReturnType<typeof buildScenarios>> = [];
try {
  const token = await createToken({ databaseUrl: db.url, today: v.today });
  const fixtures = await findFixtures(db.url, v.today);
  const target = { url: server.url, token };
  const scenarioNamed = async (name: string) => {
    scenarios = await buildScenarios(target, pool, fixtures, 3);
    const found = scenarios.find((x) => x.name.startsWith(name));
    if (!found)
      throw new Error(`no scenario "${name}": ${scenarios.map((x) => x.name).join(', ')}`);
    return found;
  };
  const s = v.query
    ? { name: `query ${v.query}`, body: JSON.stringify({ query: v.query }), nextBody: undefined }
    : await scenarioNamed(v.scenario);
  const send = async () => {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: s.nextBody?.() ?? s.body,
    });
    const text = await res.text();
    if (!res.ok || !goodGraphqlBody(text)) throw new Error(text.slice(0, 300));
  };
  for (let i = 0; i < 30; i++) await send();
  const commits = async () => {
    await new Promise((r) => setTimeout(r, 1500)); // statistics are flushed about once a second
    const r = await pool.query<{ n: string }>(
      `SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()`,
    );
    return Number(r.rows[0]?.n);
  };
  const before = await commits();
  const latencies: number[] = [];
  const fromUs = nowUs();
  let sent = 0;
  const sender = async () => {
    while (sent++ < requests) {
      const t = performance.now();
      await send();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  const toUs = nowUs();
  // The two statistics reads of this script are transactions too.
  const roundTrips = (await commits()) - before - 1;
  await server.stop();
  const l = summarize(latencies);
  const head = `${s.name}: ${requests} requests, ${concurrency === 1 ? 'one at a time' : `${concurrency} at a time`}, ${((requests * 1e6) / (toUs - fromUs)).toFixed(1)} req/s, p50 ${l.p50.toFixed(2)} ms, mean ${((toUs - fromUs) / 1000 / requests).toFixed(2)} ms; ${(roundTrips / requests).toFixed(1)} statements per request`;
  if (v['no-profile']) console.log(`${head} (no profiler)`);
  else printProfile(head, summarizeProfile(profileFile(), { fromUs, toUs }));
} finally {
  for (const s of scenarios) await s.cleanup?.();
  await pool.end();
  await server.stop();
  if (!process.env.KEEP_PROFILE) fs.rmSync(profDir, { recursive: true, force: true });
}

function profileFile(): string {
  const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  return path.join(profDir, file);
}

function printProfile(head: string, p: ReturnType<typeof summarizeProfile>) {
  console.log(head);
  console.log('| where | ms per request | share |\n|---|---|---|');
  for (const [bucket, ms] of p.buckets)
    console.log(
      `| ${bucket} | ${(ms / requests).toFixed(2)} | ${((100 * ms) / p.sampledMs).toFixed(0)}% |`,
    );
  const top = Number(v.functions);
  if (!top) return;
  console.log('\n| function (self time) | ms per request |\n|---|---|');
  for (const [fn, ms] of p.functions.slice(0, top))
    console.log(`| ${fn} | ${(ms / requests).toFixed(3)} |`);
}
