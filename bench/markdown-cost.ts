// `npx tsx bench/markdown-cost.ts [--root DIR]`: the expensive-Markdown load.
// Starts the server of DIR (default: this checkout; a scratch worktree of an older commit gives
// "before") from its sources on a scratch PostgreSQL database, writes 100 epics with ~2 kB
// descriptions and one of 100 kB, then times the expensive queries while /-/health is polled
// every 20 ms, and prints one Markdown table (copied by hand into RESULTS.md).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, REPO_ROOT, run, waitForHttp } from './lib/proc.ts';
import { percentile } from './lib/stats.ts';

const { values: args } = parseArgs({ options: { root: { type: 'string' } } });
const root = path.resolve(args.root ?? REPO_ROOT);
const PG = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432';
const dbName = `cairn_mdcost_${process.pid}`;
const env = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  CAIRN_DEMO: '0',
  CAIRN_ROOT_PASSWORD: 'bench-root-password',
  DATABASE_URL: `${PG}/${dbName}`,
  WEB_DIST: '',
};

/** ~2 kB of the Markdown people write: headings, lists, a table, code and references. */
function description(i: number): string {
  const para = `Epic ${i} tracks the **rollout** of _feature ${i}_, see #1, &2, ~bug and @root. `;
  return [
    `## Goal ${i}`,
    para.repeat(4),
    '- [ ] design\n- [x] build\n- [ ] ship ~"needs review"',
    '| step | owner | state |\n|---|---|---|\n| a | @root | done |\n| b | @root | open |',
    '```ts\nconst answer = 42;\n```',
    `> Quote with a [link](https://example.com/${i}) and footnote[^1].\n\n[^1]: Footnote ${i}.`,
    para.repeat(6),
  ].join('\n\n');
}

async function adminSql(statement: string) {
  const client = new pg.Client({ connectionString: `${PG}/postgres` });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function main() {
  await adminSql(`CREATE DATABASE ${dbName}`);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/-/health`, 120_000);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli.ts', 'token', 'create', '--user', 'root'].concat([
        '--scopes',
        'api',
        '--name',
        'bench',
      ]),
      { cwd: root, env },
    );
    const token = stdout.trim().split('\n').pop()!.trim();
    const rest = async (method: string, p: string, body: unknown) => {
      const res = await fetch(`${url}/api/v4${p}`, {
        method,
        headers: { 'content-type': 'application/json', 'private-token': token },
        body: JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: number; iid: number };
    };
    const group = await rest('POST', '/groups', { name: 'Md', path: 'md', visibility: 'public' });
    for (let i = 1; i <= 100; i++) {
      await rest('POST', `/groups/${group.id}/epics`, {
        title: `E${i}`,
        description: description(i),
      });
    }
    const big = await rest('POST', `/groups/${group.id}/epics`, {
      title: 'Big',
      description: Array.from({ length: 60 }, (_, i) => description(i))
        .join('\n\n')
        .slice(0, 100_000),
    });

    const gql = async (query: string) => {
      const t = performance.now();
      const res = await fetch(`${url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'private-token': token },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as { errors?: { message: string }[] };
      return { ms: performance.now() - t, refused: Boolean(body.errors?.length) };
    };
    const aliases = (n: number, field: string) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: group(fullPath: "md") { ${field} }`).join(' ')} }`;
    const pageOf100 = 'epics(first: 100) { nodes { descriptionHtml } }';
    const bigOne = `epic(iid: "${big.iid}") { descriptionHtml }`;

    /** Runs `parallel` copies of `query` while /-/health is polled; query and health times. */
    async function scenario(name: string, query: string, parallel: number) {
      let probing = true;
      const health: number[] = [];
      const probe = (async () => {
        while (probing) {
          const t = performance.now();
          await fetch(`${url}/-/health`).then((r) => r.arrayBuffer());
          health.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      const t = performance.now();
      const results = await Promise.all(Array.from({ length: parallel }, () => gql(query)));
      const wall = performance.now() - t;
      probing = false;
      await probe;
      const refused = results.filter((r) => r.refused).length;
      const slowest = Math.max(...results.map((r) => r.ms));
      return `| ${name} | ${parallel} | ${slowest.toFixed(0)} ms | ${wall.toFixed(0)} ms | ${refused} | ${percentile(health, 99).toFixed(1)} ms | ${Math.max(...health).toFixed(1)} ms | ${health.length} |`;
    }

    // Printed as they come, so a run cut short still reports what it measured.
    const lines = {
      push: (line: string) => console.log(line),
    };
    [
      `root: ${root} · load average at start ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
      '',
      '| scenario | parallel | slowest query | wall | refused | /-/health p99 | health max | probes |',
      '|---|---|---|---|---|---|---|---|',
    ].forEach(lines.push);
    for (const pass of ['1st', '2nd']) {
      lines.push(
        await scenario(
          `${pass}: 15 aliases × 100 epics descriptionHtml`,
          aliases(15, pageOf100),
          1,
        ),
      );
      lines.push(await scenario(`${pass}: same, 8 in parallel`, aliases(15, pageOf100), 8));
      lines.push(
        await scenario(
          `${pass}: 5 aliases × 100 epics (within limit), 8 in parallel`,
          aliases(5, pageOf100),
          8,
        ),
      );
      lines.push(
        await scenario(`${pass}: 10 aliases × one 100 kB description`, aliases(10, bigOne), 1),
      );
    }
    lines.push(
      `\nload average at end ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await adminSql(`DROP DATABASE IF EXISTS ${dbName}`);
  }
}

await main();
