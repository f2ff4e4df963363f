import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  runClient,
  runWorkflow,
  startClientServer,
  type ClientServer,
} from '../testing/client-server.ts';

// Perl's GitLab::API::v4 and its CLI gitlab-api-v4 (Debian's libgitlab-api-v4-perl 0.26),
// unmodified, over real HTTP. They send JSON with strings where a shell or a script
// holds strings (`"assignee_ids": "1"`, `"priority": ""`) and name labels in the body of
// PUT/DELETE .../labels. The library checks live in the Perl script (it dies at the first
// failure); the CLI runs one command a process. `scripts/ensure-gitlab-clients.sh` installs it.
const WORKFLOW = fileURLToPath(new URL('./perl-gitlab/workflow.pl', import.meta.url));

let s: ClientServer;
beforeAll(async () => {
  s = await startClientServer('perl-gitlab');
});
afterAll(() => s.close());

describe('GitLab client compatibility (Perl GitLab::API::v4)', () => {
  it('is GitLab::API::v4 0.26 or newer', async () => {
    const version = await runClient('/usr/bin/perl', [
      '-MGitLab::API::v4',
      '-e',
      'print $GitLab::API::v4::VERSION',
    ]);
    expect(version.stderr).toBe('');
    expect(Number(version.stdout)).toBeGreaterThanOrEqual(0.26);
  });

  it('passes every check of the library workflow', async () => {
    expect(await runWorkflow('/usr/bin/perl', WORKFLOW, s)).toEqual({
      code: 0,
      stderr: '',
      areas: ['auth', 'projects', 'labels', 'milestones', 'issues', 'notes'],
    });
  });

  it('runs a team script of CLI commands', async () => {
    const env = { GITLAB_API_V4_URL: `${s.address}/api/v4`, GITLAB_API_V4_PRIVATE_TOKEN: s.token };
    const cli = async (...args: string[]) => {
      const r = await runClient('/usr/bin/gitlab-api-v4', args, { env });
      expect({ code: r.code, stderr: r.stderr }, args.join(' ')).toEqual({ code: 0, stderr: '' });
      return JSON.parse(r.stdout) as unknown;
    };
    type Issue = { iid: number; title: string; labels: string[]; assignees: { id: number }[] };
    await cli('create_group', 'name:Perl CLI', 'path:plcli');
    const group = (await cli('group', 'plcli')) as { id: number };
    await cli('create_project', 'name:Ops', 'path:ops', `namespace_id:${group.id}`);
    const p = 'plcli/ops';
    expect(await cli('create_label', p, 'name:bug', 'color:#d9534f', 'priority:3')).toMatchObject({
      name: 'bug',
      priority: 3,
    });
    expect(await cli('edit_label', p, 'name:bug', 'priority:')).toMatchObject({ priority: null });
    await cli('create_label', p, 'name:stale', 'color:#000000');
    expect(await cli('delete_label', p, 'name:stale')).toBeNull();
    const issue = (await cli(
      'create_issue',
      p,
      'title:Backups fail',
      'labels:bug,ops',
      'assignee_ids:1',
    )) as Issue;
    expect([issue.labels, issue.assignees.map((a) => a.id)]).toEqual([['bug', 'ops'], [1]]);
    const edited = (await cli(
      'edit_issue',
      p,
      String(issue.iid),
      'remove_labels:ops',
      'state_event:close',
    )) as Issue & { state: string };
    expect([edited.labels, edited.state]).toEqual([['bug'], 'closed']);
    await cli('create_issue_note', p, String(issue.iid), 'body:Restored from the snapshot');
    const notes = (await cli('issue_notes', p, String(issue.iid))) as {
      body: string;
      system: boolean;
    }[];
    expect(notes.filter((n) => !n.system).map((n) => n.body)).toEqual([
      'Restored from the snapshot',
    ]);
    const labels = (await cli('labels', p)) as { name: string }[];
    expect(labels.map((l) => l.name)).toEqual(['bug', 'ops']);
  });
});
