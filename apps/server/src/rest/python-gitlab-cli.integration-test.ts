import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClient, startClientServer, type ClientServer } from '../testing/client-server.ts';

// python-gitlab's CLI (Debian's gitlab-cli 3.12, /usr/bin/python-gitlab), unmodified, over real
// HTTP: the commands of a team's shell script, one process each, JSON output. Its
// arguments are strings (`--assignee-ids 1`, `--labels bug,ops`). The library itself is tested
// by python-gitlab.integration-test.ts. `scripts/ensure-gitlab-clients.sh` installs it.

let s: ClientServer;
beforeAll(async () => {
  s = await startClientServer('python-gitlab-cli');
});
afterAll(() => s.close());

describe('GitLab client compatibility (python-gitlab CLI)', () => {
  it('runs a team script of CLI commands', async () => {
    const cli = async (...args: string[]) => {
      const all = ['--server-url', s.address, '--private-token', s.token, '-o', 'json', ...args];
      const r = await runClient('/usr/bin/python-gitlab', all);
      expect({ code: r.code, stderr: r.stderr }, args.join(' ')).toEqual({ code: 0, stderr: '' });
      return r.stdout.trim() ? (JSON.parse(r.stdout) as unknown) : null;
    };
    type Issue = { iid: number; title: string; state: string; labels: string[] };
    const me = (await cli('current-user', 'get')) as { username: string; avatar_url: string };
    expect([me.username, me.avatar_url]).toEqual(['root', `${s.address}/-/avatars/root.svg`]);
    const group = (await cli('group', 'create', '--name', 'Py CLI', '--path', 'pycli')) as {
      id: number;
    };
    await cli(
      'project',
      'create',
      '--name',
      'Ops',
      '--path',
      'ops',
      '--namespace-id',
      `${group.id}`,
    );
    const p = ['--project-id', 'pycli/ops'];
    await cli(
      'project-label',
      'create',
      ...p,
      '--name',
      'bug',
      '--color',
      '#d9534f',
      '--priority',
      '2',
    );
    expect(
      await cli(
        'project-label',
        'update',
        ...p,
        '--name',
        'bug',
        '--new-name',
        'defect',
        '--priority',
        '0',
      ),
    ).toMatchObject({ name: 'defect', priority: 0 });
    const milestone = (await cli(
      'project-milestone',
      'create',
      ...p,
      '--title',
      'v2',
      '--due-date',
      '2027-05-01',
    )) as { id: number };
    const issue = (await cli(
      'project-issue',
      'create',
      ...p,
      '--title',
      'Rotate the keys',
      '--labels',
      'defect,security',
      '--assignee-ids',
      '1',
      '--milestone-id',
      `${milestone.id}`,
    )) as Issue & { assignees: { username: string }[]; milestone: { title: string } };
    expect([issue.labels, issue.assignees.map((a) => a.username), issue.milestone.title]).toEqual([
      ['defect', 'security'],
      ['root'],
      'v2',
    ]);
    const iid = ['--iid', String(issue.iid)];
    const closed = (await cli(
      'project-issue',
      'update',
      ...p,
      ...iid,
      '--labels',
      'security',
      '--state-event',
      'close',
    )) as Issue;
    expect([closed.labels, closed.state]).toEqual([['security'], 'closed']);
    await cli(
      'project-issue-note',
      'create',
      ...p,
      '--issue-iid',
      String(issue.iid),
      '--body',
      'Rotated',
    );
    const listed = await cli('-f', 'iid,state', 'project-issue', 'list', ...p, '--state', 'closed');
    expect(listed).toEqual([{ iid: issue.iid, state: 'closed' }]);
    await cli('project-label', 'delete', ...p, '--name', 'security');
    const labels = await cli('-f', 'name,priority', 'project-label', 'list', ...p);
    expect(labels).toEqual([{ name: 'defect', priority: 0 }]);
  });
});
