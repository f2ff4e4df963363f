import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalAccessToken } from '../auth/tokens.ts';
import { ensureRootUser } from '../bootstrap/root-user.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Debian's python3-gitlab (3.12), unmodified, drives Cairn over real HTTP; the checks live in
// the Python script, which exits non-zero on the first one that fails. The server has no
// CAIRN_BASE_URL, so every absolute URL it answers with must come from the request's host
// (python-gitlab turns a different host into a warning, which the script makes an error).
// `scripts/ensure-gitlab-clients.sh` installs the package (the integration test script runs it).
const PYTHON = process.env.PYTHON_GITLAB_PYTHON ?? '/usr/bin/python3';
const WORKFLOW = fileURLToPath(new URL('./python-gitlab/workflow.py', import.meta.url));

let t: TestApp;
let address: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CAIRN_BASE_URL: '' } });
  await ensureRootUser(t.db.db, 'rootpassword');
  token = await createPersonalAccessToken(t.db.db, {
    userId: 1,
    name: 'python-gitlab',
    scopes: ['api'],
  });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(PYTHON, args, { timeout: 50_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

describe('GitLab client compatibility (python-gitlab)', () => {
  it('has python-gitlab 3.12 or newer (scripts/ensure-gitlab-clients.sh installs it)', async () => {
    const version = await run(['-c', 'import gitlab; print(gitlab.__version__)']);
    expect(version.stderr).toBe('');
    const [major = 0, minor = 0] = version.stdout.trim().split('.').map(Number);
    expect(major * 100 + minor).toBeGreaterThanOrEqual(312);
  });

  it('passes every check of the workflow script', async () => {
    const result = await run([WORKFLOW, address, token]);
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(result.stdout.split('\n')).toEqual([
      'auth',
      'groups',
      'projects',
      'labels',
      'milestones',
      'epics',
      'issues',
      'epic issues',
      'pagination',
      '',
    ]);
  });
});
