import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, testDbKind } from '@cairn/db/testing';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

let env: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const base = {
    ...process.env,
    CAIRN_DEMO: '0',
    CAIRN_ROOT_PASSWORD: 'rootpassword',
    LOG_LEVEL: 'silent',
  } as Record<string, string>;
  delete base.DATABASE_URL;
  if (testDbKind() === 'pg') {
    const db = await createTestDatabaseUrl();
    env = { ...base, DATABASE_URL: db.url };
    cleanup = db.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-cli-'));
    env = { ...base, DATA_DIR: dir };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(() => cleanup());

const cli = (...args: string[]) =>
  run(tsx, ['src/cli.ts', ...args], { cwd: serverDir, env, timeout: 60_000 });

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'pipe',
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/-/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe('cairn CLI', () => {
  it('bootstraps the database before the first start and prints only the token last', async () => {
    const { stdout } = await cli(
      'token',
      'create',
      '--user',
      'root',
      '--scopes',
      'api,read_api',
      '--name',
      'ci',
    );
    const lines = stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^glpat-[0-9A-Za-z_-]{20}$/);
  });

  it('explains bad input with a non-zero exit', async () => {
    await expect(
      cli('token', 'create', '--user', 'root', '--scopes', 'sudo'),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown scope(s): sudo'),
    });
    await expect(
      cli('token', 'create', '--user', 'nobody', '--scopes', 'api'),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('User "nobody" not found'),
    });
    await expect(cli('frobnicate')).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown command'),
    });
  });

  it('works while the server runs, and the token authenticates against it', async () => {
    const port = 3400 + Math.floor(Math.random() * 400);
    const server = await startServer(port);
    try {
      await cli(
        'user',
        'create',
        '--username',
        'dana',
        '--email',
        'dana@example.com',
        '--password',
        'dana-password',
      );
      const { stdout } = await cli('token', 'create', '--user', 'dana', '--scopes', 'read_api');
      const token = stdout.trim().split('\n').at(-1)!;
      const me = await fetch(`http://127.0.0.1:${port}/api/v4/user`, {
        headers: { 'private-token': token },
      });
      expect(await me.json()).toMatchObject({ username: 'dana' });
      if (testDbKind() === 'pglite') {
        // A second server on the same PGlite directory is refused with a clear message.
        await expect(
          run(tsx, ['src/main.ts'], {
            cwd: serverDir,
            env: { ...env, PORT: String(port + 1) },
            timeout: 30_000,
          }),
        ).rejects.toMatchObject({
          stderr: expect.stringContaining('Another Cairn server'),
        });
      }
    } finally {
      await stop(server);
    }
  });
});
