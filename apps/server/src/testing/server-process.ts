import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const serverDir = path.resolve(import.meta.dirname, '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
const run = promisify(execFile);

export interface ServerProcess {
  url: string;
  /** Everything the server wrote to stdout so far. */
  stdout(): string;
  stop(): Promise<void>;
}

/** Runs `src/main.ts` as `npm start` would (from the sources) and waits until it is ready. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = 3800 + Math.floor(Math.random() * 1000);
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}/-/readiness`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        stdout: () => stdout,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`server did not start:\n${stdout}\n${stderr}`);
}

/** Runs `npm run cairn -- <args>` from the sources. */
export const runCli = (env: Record<string, string>, ...args: string[]) =>
  run(tsx, ['src/cli.ts', ...args], { cwd: serverDir, env, timeout: 120_000 });

/** The environment of a child process: this one's, without its database settings. */
export function childEnv(extra: Record<string, string>): Record<string, string> {
  const base = { ...process.env } as Record<string, string>;
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'CAIRN_DEMO', 'PORT', 'NODE_ENV', 'LOG_LEVEL']) {
    delete base[key];
  }
  return { ...base, ...extra };
}
