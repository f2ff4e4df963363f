import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  runClient,
  runWorkflow,
  startClientServer,
  type ClientServer,
} from '../testing/client-server.ts';

// Ruby's gitlab gem and its CLI (Debian's ruby-gitlab 4.17), unmodified, over real HTTP (issue
// 32). The gem sends form-encoded bodies: comma lists and repeated `key[]` fields, and names
// labels in the body of PUT .../labels. The checks of the library workflow live in the Ruby
// script (it stops at the first failure); the CLI runs one command a process, as a shell script
// would. `scripts/ensure-gitlab-clients.sh` installs the packages.
const WORKFLOW = fileURLToPath(new URL('./ruby-gitlab/workflow.rb', import.meta.url));

let s: ClientServer;
beforeAll(async () => {
  s = await startClientServer('ruby-gitlab');
});
afterAll(() => s.close());

describe('GitLab client compatibility (Ruby gitlab gem)', () => {
  it('is the gem 4.17 or newer', async () => {
    const version = await runClient('/usr/bin/ruby', [
      '-e',
      'require "gitlab"; puts Gitlab::VERSION',
    ]);
    expect(version.stderr).toBe('');
    const [major = 0, minor = 0] = version.stdout.trim().split('.').map(Number);
    expect(major * 100 + minor).toBeGreaterThanOrEqual(417);
  });

  it('passes every check of the library workflow', async () => {
    expect(await runWorkflow('/usr/bin/ruby', WORKFLOW, s)).toEqual({
      code: 0,
      stderr: '',
      areas: ['auth', 'projects', 'labels', 'milestones', 'issues', 'notes'],
    });
  });

  it('runs a team script of CLI commands', async () => {
    const env = { GITLAB_API_ENDPOINT: `${s.address}/api/v4`, GITLAB_API_PRIVATE_TOKEN: s.token };
    const cli = async (args: string[], input?: string) => {
      const r = await runClient('/usr/bin/ruby-gitlab', [...args, '--json'], { env, input });
      expect({ code: r.code, stderr: r.stderr }, args.join(' ')).toEqual({ code: 0, stderr: '' });
      // Commands that ask for confirmation print the question before the JSON.
      return (JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as { result: unknown }).result;
    };
    type Issue = { iid: number; title: string; state: string; labels: string[] };
    const group = (await cli(['create_group', 'CLI team', 'rbcli'])) as { id: number };
    await cli(['create_project', 'Ops', `{path: ops, namespace_id: ${group.id}}`]);
    const p = 'rbcli/ops';
    await cli(['create_label', p, 'bug', '#d9534f', '{priority: 2}']);
    await cli(['create_label', p, 'wontfix', '#cccccc']);
    expect(await cli(['edit_label', p, 'bug', '{priority: 1, description: Broken}'])).toMatchObject(
      { name: 'bug', priority: 1, description: 'Broken' },
    );
    const issue = (await cli([
      'create_issue',
      p,
      'Disk full on build host',
      "{labels: 'bug,ops', assignee_ids: '1', description: 'Clean /var'}",
    ])) as Issue & { assignees: { username: string }[] };
    expect([issue.labels, issue.assignees.map((a) => a.username)]).toEqual([
      ['bug', 'ops'],
      ['root'],
    ]);
    const edited = (await cli([
      'edit_issue',
      p,
      String(issue.iid),
      "{add_labels: 'wontfix', remove_labels: 'ops'}",
    ])) as Issue;
    expect(edited.labels).toEqual(['bug', 'wontfix']);
    await cli(['create_issue_note', p, String(issue.iid), 'Cleaned up']);
    await cli(['close_issue', p, String(issue.iid)]);
    const closed = (await cli(['issues', p, '{state: closed}'])) as Issue[];
    expect(closed.map((i) => [i.title, i.state])).toEqual([['Disk full on build host', 'closed']]);
    await cli(['delete_label', p, 'wontfix'], 'y\n');
    const labels = (await cli(['labels', p])) as { name: string }[];
    expect(labels.map((l) => l.name)).toEqual(['bug', 'ops']);
  });
});
