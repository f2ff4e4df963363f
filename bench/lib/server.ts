// The Cairn server as a child process: a production start on PostgreSQL or PGlite, the CLI, tokens.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_TMP, freePort, REPO_ROOT, run, waitForHttp } from './proc.ts';

export const ROOT_PASSWORD = 'bench-root-password';

export interface ServerOptions {
  /** PostgreSQL URL; when absent the server uses PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** Built web app to serve. */
  webDist?: string | undefined;
  today: string;
  /** Seed the demo workspace on an empty database (the out-of-the-box default). */
  demo?: boolean;
  timeoutMs?: number;
  /** CAIRN_WORKERS: server processes behind the one port (PostgreSQL only). */
  workers?: number;
}

export interface ServerHandle {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first /-/health 200. */
  readyMs: number;
  output: () => string;
  stop: () => Promise<void>;
}

export function serverEnv(o: Omit<ServerOptions, 'timeoutMs'>): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CAIRN_DEMO: o.demo ? '1' : '0',
    CAIRN_ROOT_PASSWORD: ROOT_PASSWORD,
    CAIRN_TODAY: o.today,
    DATABASE_URL: o.databaseUrl ?? '',
    DATA_DIR: o.dataDir ?? '',
    WEB_DIST: o.webDist ?? '',
    CAIRN_WORKERS: String(o.workers ?? 1),
    // The createNote scenario writes far more than a person's 300 comments a minute, as one
    // user: the per-user comment limit (docs/decisions/markdown-editor-and-uploads.md) is off.
    CAIRN_NOTES_CREATE_LIMIT: '0',
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let bundle: Promise<string> | null = null;

/**
 * The production server bundle (`npm run build -w @cairn/server`, what `npm start` runs), built
 * once per bench process into its own folder under BENCH_TMP, so a concurrent `npm start`
 * cannot replace apps/server/dist under a measurement. Folders of finished runs are removed.
 */
export function buildServer(): Promise<string> {
  return (bundle ??= (async () => {
    for (const old of fs.existsSync(BENCH_TMP) ? fs.readdirSync(BENCH_TMP) : []) {
      const pid = Number(/^server-(\d+)$/.exec(old)?.[1]);
      if (pid && !alive(pid))
        fs.rmSync(path.join(BENCH_TMP, old), { recursive: true, force: true });
    }
    const dir = path.join(BENCH_TMP, `server-${process.pid}`);
    await run(process.execPath, ['--import', 'tsx', 'apps/server/build.ts', '--outdir', dir]);
    return path.join(dir, 'main.mjs');
  })());
}

/** `node <bundle>/main.mjs`: the same code `npm start` runs, minus npm's wrapper. */
export async function startServer(o: ServerOptions): Promise<ServerHandle> {
  // BENCH_SERVER_BUNDLE=FILE: a bundle built elsewhere (a before/after pair), else this tree's.
  const entry = process.env.BENCH_SERVER_BUNDLE ?? (await buildServer());
  const port = await freePort();
  const started = performance.now();
  // BENCH_CPU_PROF=DIR: a V8 CPU profile of the server, written to DIR when it stops.
  const prof = process.env.BENCH_CPU_PROF;
  const profArgs = prof
    ? [
        '--cpu-prof',
        `--cpu-prof-interval=${process.env.BENCH_CPU_PROF_INTERVAL ?? 1000}`,
        `--cpu-prof-dir=${path.resolve(prof)}`,
      ]
    : [];
  // BENCH_SERVER_NODE_ARGS="--trace-gc ...": extra Node flags for the server (experiments).
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...profArgs, ...extra, entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...serverEnv(o), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
    if (process.env.BENCH_SERVER_LOG) fs.appendFileSync(process.env.BENCH_SERVER_LOG, c);
  });
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/-/health`, o.timeoutMs ?? 120_000, () => !exited);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${(e as Error).message}\nserver output:\n${output.slice(-3000)}`);
  }
  const readyMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    readyMs,
    output: () => output,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(killer);
    },
  };
}

/** Runs `cairn <args>` (apps/server/src/cli.ts) against the given database. */
export function cli(
  args: readonly string[],
  o: Omit<ServerOptions, 'timeoutMs'>,
  onLine?: (l: string) => void,
) {
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
    env: serverEnv(o),
    onLine,
  });
}

/** A personal access token for root with the api scope (the CLI prints it last). */
export async function createToken(o: Omit<ServerOptions, 'timeoutMs'>): Promise<string> {
  const { stdout } = await cli(
    ['token', 'create', '--user', 'root', '--scopes', 'api', '--name', 'bench'],
    o,
  );
  const token = stdout.trim().split('\n').pop()?.trim() ?? '';
  if (!token.startsWith('glpat-')) throw new Error(`token create printed no token:\n${stdout}`);
  return token;
}
