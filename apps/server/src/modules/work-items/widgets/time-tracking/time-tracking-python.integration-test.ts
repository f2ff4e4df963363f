import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, type NamespaceRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';

// Debian's python3-gitlab, unmodified, drives the time-tracking endpoints over real HTTP; the
// checks live in the script, which exits non-zero on the first one that fails.
const PYTHON = process.env.PYTHON_GITLAB_PYTHON ?? '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('./python-gitlab/time_tracking.py', import.meta.url));

let t: TestApp;
let address: string;
let token: string;
let project: NamespaceRow;
let issue: WorkItemRow;

beforeAll(async () => {
  t = await createTestApp({ env: { CAIRN_BASE_URL: '' } });
  const f = fixtures(t.db.db);
  const reporter = await f.user({ username: 'reporter' });
  const group = await f.group({ path: 'acme', visibility: 'public' });
  project = await f.project({ path: 'web', group, visibility: 'public' });
  await f.member(group, reporter, 'reporter');
  issue = await f.issue(project, { author: reporter });
  token = await f.token(reporter);
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('time tracking through python-gitlab', () => {
  it('sets, reads and resets the estimate and the time spent', async () => {
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>(
      (resolve) => {
        const args = [SCRIPT, address, token, String(project.id), String(issue.iid)];
        execFile(PYTHON, args, { timeout: 50_000 }, (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        });
      },
    );
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    expect(result.stdout.split('\n')).toEqual(['set', 'read', 'reset', '']);
  });
});
