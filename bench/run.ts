// `npm run bench`: seed (or reuse) a scratch PostgreSQL database, load the API beside raw SQL,
// render the roadmap beside a peer Gantt library, time starts and sizes; print one table and
// (full runs) append it to bench/RESULTS.md. `--smoke`: small set, short runs, no budgets enforced.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ATTACKS } from './attacks/registry.ts';
import { apiRows, runApiBench } from './lib/api-bench.ts';
import { attackRows, runAttacks } from './lib/attacks.ts';
import { browserRows } from './lib/browser-rows.ts';
import { runBrowserBench, type BrowserResult } from './lib/browser.ts';
import { parseConfig, UsageError, type Config } from './lib/config.ts';
import { prepareDatabase, type BenchDatabase } from './lib/database.ts';
import { findFixtures } from './lib/fixtures.ts';
import {
  appendReport,
  gitCommit,
  machine,
  renderReport,
  RESULTS_FILE,
} from './lib/results-file.ts';
import { createToken, startServer, type ServerHandle } from './lib/server.ts';
import { dataRows, jsRow, startRows } from './lib/size-rows.ts';
import { measureStarts } from './lib/startup.ts';
import { renderTable, tally, type Row } from './lib/table.ts';
import { buildWeb, gzipSize, roadmapJsGzip } from './lib/web-build.ts';

const log = (line: string) => console.error(`[bench] ${line}`);
const loadAtStart = os.loadavg()[0]!;
const started = performance.now();
const rows: Row[] = [];
const notes: string[] = [];
const errors: string[] = [];
let server: ServerHandle | null = null;

/** Runs one part; a failure is recorded (and fails the run) without stopping the other parts. */
async function part<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  const t = performance.now();
  log(`${name} …`);
  try {
    const result = await fn();
    log(`${name}: done in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return result;
  } catch (e) {
    const message = (e as Error).stack ?? String(e);
    log(`${name} FAILED: ${message}`);
    errors.push(`${name}: ${(e as Error).message.split('\n')[0]}`);
    rows.push({ area: name, scenario: 'error', cairn: (e as Error).message.split('\n')[0] ?? '' });
    return undefined;
  }
}

function chromiumVersion(): string {
  try {
    return (
      execFileSync('/usr/bin/chromium', ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).match(/\d+(\.\d+)+/)?.[0] ?? '?'
    );
  } catch {
    return '?';
  }
}

async function pgVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const r = await client.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
  await client.end();
  return r.rows[0]?.v ?? '?';
}

async function main(cfg: Config) {
  // `--only start` measures PGlite starts alone: no PostgreSQL database to seed or reuse.
  const needsDatabase = cfg.parts.has('api') || cfg.parts.has('browser');
  const db = needsDatabase ? await part('Data', () => prepareDatabase(cfg, log)) : undefined;
  if (db) rows.push(...dataRows(db, cfg.scale));
  const web = await part('Web build', () => buildWeb(log));

  let browser: BrowserResult | undefined;
  if (db && web && (cfg.parts.has('api') || cfg.parts.has('browser'))) {
    await part('Server', async () => {
      server = await startServer({
        databaseUrl: db.url,
        webDist: web.dir,
        today: cfg.today,
        workers: cfg.workers,
      });
      log(`server on PostgreSQL ready in ${Math.round(server.readyMs)} ms at ${server.url}`);
      if (cfg.workers > 1)
        notes.push(`Server: ${cfg.workers} worker processes (CAIRN_WORKERS); RSS is their sum.`);
    });
  }
  if (db && server) await measureOnServer(cfg, db, server, (b) => (browser = b));
  if (server) await (server as ServerHandle).stop();
  server = null;

  if (cfg.parts.has('attacks')) {
    const runs = await part('Attacks', () =>
      runAttacks({
        attacks: ATTACKS,
        windowMs: cfg.attackSeconds * 1000,
        smoke: cfg.smoke,
        today: cfg.today,
        log,
        onError: (name, e) => {
          log(`attack "${name}" FAILED: ${e.stack ?? e.message}`);
          errors.push(`Attack ${name}: ${e.message.split('\n')[0]}`);
        },
      }),
    );
    if (runs) rows.push(...attackRows(runs));
  }
  if (cfg.parts.has('start')) {
    const starts = await part('Start', () =>
      measureStarts({ runs: cfg.startRuns, today: cfg.today, log, webDist: web?.dir }),
    );
    if (starts) rows.push(...startRows(starts));
  }
  if (web) {
    const observed = (browser as BrowserResult | undefined)?.scripts
      .map((p) => path.join(web.dir, p))
      .reduce((sum, file) => sum + gzipSize(file), 0);
    await part('JS size', async () =>
      rows.push(jsRow(roadmapJsGzip(web.dir), observed || undefined)),
    );
  }
  return db;
}

async function measureOnServer(
  cfg: Config,
  db: BenchDatabase,
  srv: ServerHandle,
  keepBrowser: (b: BrowserResult) => void,
) {
  const setup = await part('Fixtures', async () => ({
    token: await createToken({ databaseUrl: db.url, today: cfg.today }),
    fixtures: await findFixtures(db.url, cfg.today),
  }));
  if (!setup) return;
  const { token, fixtures } = setup;
  log(`fixtures: ${JSON.stringify(fixtures)}`);
  if (cfg.parts.has('api')) {
    const runs = await part('API', () =>
      runApiBench({
        url: srv.url,
        token,
        serverPid: srv.pid,
        databaseUrl: db.url,
        fixtures,
        seconds: cfg.loadSeconds,
        minRequests: cfg.minRequests,
        amount: cfg.amount,
        deepPage: cfg.deepPage,
        concurrencies: cfg.concurrencies,
        log,
      }),
    );
    if (runs) {
      rows.push(...apiRows(runs));
      if (runs.some((r) => !r.sameRows))
        notes.push(
          '"rows differ": the API and the SQL baseline returned different rows (see the log).',
        );
    }
  }
  if (cfg.parts.has('browser')) {
    const result = await part('Browser', () =>
      runBrowserBench({
        url: srv.url,
        token,
        fixtures,
        today: cfg.today,
        sizes: cfg.browserSizes,
        alone: cfg.epicsOnly !== null,
        measure: {
          scrollFrames: cfg.scrollFrames,
          paintTimeoutMs: cfg.paintTimeoutMs,
          dragSteps: cfg.dragSteps,
          traceFile: cfg.traceFile,
        },
        log,
      }),
    );
    if (result) {
      keepBrowser(result);
      rows.push(...browserRows(result));
      notes.push(...result.notes);
      for (const s of result.sizes)
        if (s.cairn.error) errors.push(`Browser ${s.requested}: ${s.cairn.error}`);
    }
  }
}

let cfg: Config;
try {
  cfg = parseConfig(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exit(e instanceof UsageError ? 2 : 1);
}

const stopServer = async () => {
  await server?.stop();
  process.exit(130);
};
process.on('SIGINT', stopServer);
process.on('SIGTERM', stopServer);

const db = await main(cfg);
const table = renderTable(rows);
const t = tally(rows);
const seconds = (performance.now() - started) / 1000;
const summary = `Budgets: ${t.pass} pass, ${t.miss} miss${t['n/a'] ? `, ${t['n/a']} not measured` : ''}. Run took ${Math.round(seconds)} s${errors.length ? `; ${errors.length} error(s)` : ''}.`;
console.log(`\n${table}\n\n${summary}`);
for (const n of notes) console.log(`- ${n}`);
if (errors.length) console.log(`\nErrors:\n${errors.map((e) => `- ${e}`).join('\n')}`);

if (cfg.record) {
  const title = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cfg.scale} set, seed ${cfg.seed}, ${cfg.loadSeconds} s per load run`;
  const extra: Record<string, string> = {
    ...(db ? { PostgreSQL: await pgVersion(db.url) } : {}),
    Chromium: chromiumVersion(),
    'load average (1 min) at start / end': `${loadAtStart.toFixed(1)} / ${os.loadavg()[0]!.toFixed(1)}`,
  };
  appendReport(
    renderReport({ title, machine: machine(extra), commit: gitCommit(), table, summary, notes }),
  );
  log(`appended to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}
process.exit(errors.length ? 1 : 0);
