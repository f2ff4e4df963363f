// Starting the bundled Cairn server as a separate process, as `npm start` runs it: the
// Playwright webServer (start-server.ts) and specs that need servers of their own
// (two-servers.spec.ts) share the entry point, the environment and the log handling.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_TODAY, ROOT_PASSWORD } from '../fixtures/demo.ts';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The server bundle's entry: scripts/test-e2e.sh builds it into CAIRN_E2E_SERVER_DIST first;
 * without that, apps/server/dist (from `npm start` or `npm run build -w @cairn/server`).
 */
export function serverEntry(): string {
  const dist = path.resolve(
    repositoryRoot,
    process.env.CAIRN_E2E_SERVER_DIST || 'apps/server/dist',
  );
  const entry = path.join(dist, 'main.mjs');
  if (!fs.existsSync(entry)) {
    throw new Error(
      `${entry} is missing: run "npm run build -w @cairn/server" (or scripts/test-e2e.sh)`,
    );
  }
  return entry;
}

/** The settings every browser-test server runs with (production mode, fixed today, root password). */
export function serverEnv(port: number, demo: boolean): Record<string, string> {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    CAIRN_DEMO: demo ? '1' : '0',
    CAIRN_ROOT_PASSWORD: ROOT_PASSWORD,
    CAIRN_TODAY: DEMO_TODAY,
    CAIRN_BASE_URL: baseURL,
    // Every request is logged when the log is kept for the secrets scan (scripts/test-all.sh).
    LOG_LEVEL: process.env.CAIRN_E2E_SERVER_LOG ? 'info' : 'warn',
    // scripts/test-e2e.sh builds the web app into its own folder; else apps/web/dist is served.
    ...(process.env.CAIRN_E2E_WEB_DIST ? { WEB_DIST: process.env.CAIRN_E2E_WEB_DIST } : {}),
  };
}

/**
 * Spawns the bundled server with `env` added to this process's environment. Its output goes to
 * CAIRN_E2E_SERVER_LOG when set (`npm test` keeps it and scans it for secrets afterwards), else
 * to `otherwise`.
 */
export function spawnServer(
  env: Record<string, string>,
  otherwise: 'inherit' | 'pipe',
): ChildProcess {
  const logFile = process.env.CAIRN_E2E_SERVER_LOG;
  const output = logFile ? fs.openSync(logFile, 'a') : otherwise;
  return spawn(process.execPath, [serverEntry()], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', output, output],
  });
}

export interface RunningServer {
  baseURL: string;
  /** SIGTERM, then SIGKILL if the server has not exited within 15 s. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if (!(await exited(child, 15_000))) {
    child.kill('SIGKILL');
    await exited(child, 5_000);
  }
}

/** The last part of a piped server's output, for the error when it fails to start. */
function outputTail(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => void (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail || '(output kept in CAIRN_E2E_SERVER_LOG)';
}

/**
 * Starts a server on `port` with `env` added to the browser-test settings and resolves once
 * /-/health answers; fails with the server's output when it exits or is not up in time.
 */
export async function startServer(
  port: number,
  options: { demo: boolean; env: Record<string, string>; timeoutMs?: number },
): Promise<RunningServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawnServer({ ...serverEnv(port, options.demo), ...options.env }, 'pipe');
  const output = outputTail(child);
  // A worker that dies without its afterAll must not leave the server running.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  const running: RunningServer = { baseURL, stop: () => stopChild(child) };
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The Cairn server on ${baseURL} exited while starting:\n${output()}`);
    }
    const healthy = await fetch(`${baseURL}/-/health`).then(
      (r) => r.ok,
      () => false,
    );
    // The output stays drained into the tail, so a full pipe never blocks the server.
    if (healthy) return running;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await running.stop();
  throw new Error(`The Cairn server on ${baseURL} was not healthy in time:\n${output()}`);
}
