// Child processes: run a command to completion, poll an HTTP endpoint, read a process's RSS.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Build output, bundles and data dirs: under node_modules/.cache so git, lint and prettier skip it. */
export const BENCH_TMP = path.join(REPO_ROOT, 'node_modules/.cache/cairn-bench');

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a command in the repo root; rejects with its output when it exits non-zero. */
export function run(
  command: string,
  args: readonly string[],
  options: {
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    onLine?: (line: string) => void;
    timeoutMs?: number;
  } = {},
): Promise<RunResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? REPO_ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = options.timeoutMs
      ? setTimeout(() => child.kill('SIGTERM'), options.timeoutMs)
      : undefined;
    const feed = (chunk: Buffer, sink: 'out' | 'err') => {
      const text = chunk.toString();
      if (sink === 'out') stdout += text;
      else stderr += text;
      if (options.onLine) for (const line of text.split(/\r?\n|\r/)) if (line) options.onLine(line);
    };
    child.stdout.on('data', (c: Buffer) => feed(c, 'out'));
    child.stderr.on('data', (c: Buffer) => feed(c, 'err'));
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      const result = { code: code ?? -1, stdout, stderr, ms: performance.now() - started };
      if (code === 0) resolve(result);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} exited with ${code}\n${stderr.slice(-2000)}${stdout.slice(-1000)}`,
          ),
        );
    });
  });
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls url until it answers 200; returns the time waited. */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  alive: () => boolean = () => true,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (!alive()) throw new Error(`process exited before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Resident set size of a process and its child processes (CAIRN_WORKERS' workers) in bytes
 * (Linux /proc), or NaN when it is gone.
 */
export function rssBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    const own = kb ? Number(kb) * 1024 : Number.NaN;
    const children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map((child) => rssBytes(Number(child)))
      .filter(Number.isFinite);
    return children.reduce((sum, b) => sum + b, own);
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS until stopped; returns the peak. */
export function sampleRss(pid: number, everyMs = 200): { stop: () => number } {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    const now = rssBytes(pid);
    if (Number.isFinite(now) && !(now <= peak)) peak = now;
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      const now = rssBytes(pid);
      return Number.isFinite(now) && !(now <= peak) ? now : peak;
    },
  };
}
