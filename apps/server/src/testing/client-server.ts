import { execFile } from 'node:child_process';
import { createPersonalAccessToken } from '../auth/tokens.ts';
import { ensureRootUser } from '../bootstrap/root-user.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A real Cairn server on a loopback port for the GitLab client tests (rest/*-gitlab*,
 * rest/gitlabracadabra): root with an `api` token, no CAIRN_BASE_URL (every absolute URL comes
 * from the request's host, as the clients check), and a runner for the client's processes.
 */
export interface ClientServer {
  t: TestApp;
  /** `http://127.0.0.1:<port>` */
  address: string;
  token: string;
  close(): Promise<void>;
}

export async function startClientServer(tokenName: string): Promise<ClientServer> {
  const t = await createTestApp({ env: { CAIRN_BASE_URL: '' } });
  await ensureRootUser(t.db.db, 'rootpassword');
  const token = await createPersonalAccessToken(t.db.db, {
    userId: 1,
    name: tokenName,
    scopes: ['api'],
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, address, token, close: () => t.close() };
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a client process to its end (never through a shell); a non-zero exit is in `code`. */
export function runClient(
  file: string,
  args: readonly string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = execFile(
      file,
      [...args],
      // HOME is a scratch folder: the clients must read no configuration of the machine.
      {
        timeout: 50_000,
        env: { PATH: process.env.PATH ?? '', HOME: '/nonexistent', ...options.env },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin?.end(options.input ?? '');
  });
}

/**
 * Runs a client's workflow script (`<interpreter> <script> BASE_URL TOKEN`, one line printed per
 * area whose checks passed) against the server.
 */
export async function runWorkflow(interpreter: string, script: string, s: ClientServer) {
  const r = await runClient(interpreter, [script, s.address, s.token]);
  return { code: r.code, stderr: r.stderr, areas: r.stdout.split('\n').filter(Boolean) };
}
