import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClient, startClientServer, type ClientServer } from '../testing/client-server.ts';

// gitlabracadabra (Debian's 1.12, on python-gitlab), unmodified, applies a YAML of groups,
// projects, labels (with project priorities) and milestones to Cairn: the first run
// creates what is missing, deletes unknown labels and closes a milestone, the second finds nothing to change.
// The YAML names only what Cairn serves (see its header). gitlabracadabra exits 0 even when a
// change fails, so its log is compared line by line. `scripts/ensure-gitlab-clients.sh` installs
// it.
const ACTIONS = fileURLToPath(new URL('./gitlabracadabra/cairn.yml', import.meta.url));

let s: ClientServer;
let dir: string;
let config: string;
beforeAll(async () => {
  s = await startClientServer('gitlabracadabra');
  dir = await mkdtemp(join(tmpdir(), 'cairn-gitlabracadabra-'));
  config = join(dir, 'python-gitlab.cfg');
  // python-gitlab's configuration file, as gitlabracadabra reads it.
  const ini = `[global]\ndefault = cairn\n\n[cairn]\nurl = ${s.address}\nprivate_token = ${s.token}\n`;
  await writeFile(config, ini);
});
afterAll(async () => {
  await s.close();
  await rm(dir, { recursive: true, force: true });
});

const apply = () => runClient('/usr/bin/gitlabracadabra', ['--verbose', '-c', config, ACTIONS]);
const post = (path: string, payload: Record<string, unknown>) =>
  s.t.app.inject({
    method: 'POST',
    url: `/api/v4/${path}`,
    headers: { 'private-token': s.token },
    payload,
  });
const get = async (path: string) =>
  (await s.t.app.inject({ url: `/api/v4/${path}`, headers: { 'private-token': s.token } })).json<
    Record<string, unknown>[]
  >();

describe('GitLab client compatibility (gitlabracadabra)', () => {
  it('applies the YAML, then finds nothing to change the second time', async () => {
    // What the YAML must change: a label it does not name, a milestone it closes.
    await post('groups', { name: 'team', path: 'team' });
    await post('groups/team/labels', { name: 'stale', color: '#000000' });
    await post('groups/team/milestones', { title: '2026.4' });
    const first = await apply();
    expect({ code: first.code, stdout: first.stdout }).toEqual({ code: 0, stdout: '' });
    expect(first.stderr.split('\n')).toEqual([
      'INFO     [team] Removing label stale',
      "INFO     [team] Adding label bug: None -> {'name': 'bug', 'color': '#d9534f', 'description': 'Something is broken'}",
      "INFO     [team] Adding label priority::high: None -> {'name': 'priority::high', 'color': '#ff0000', 'description': ''}",
      'INFO     [team] Changing milestone 2026.4 state_event: active -> close',
      "INFO     [team] Adding milestone 2027.1: None -> {'title': '2027.1', 'description': 'First release of 2027', 'start_date': '2027-01-04', 'due_date': '2027-03-26', 'state': 'active'}",
      'INFO     [team/tracker] Creating project',
      "INFO     [team/tracker] Adding label backend: None -> {'name': 'backend', 'color': '#428bca', 'description': 'API and jobs', 'priority': 1}",
      "INFO     [team/tracker] Adding label docs: None -> {'name': 'docs', 'color': '#f0ad4e', 'description': ''}",
      "INFO     [team/tracker] Adding label frontend: None -> {'name': 'frontend', 'color': '#5cb85c', 'description': '', 'priority': 0}",
      "INFO     [team/tracker] Adding milestone Sprint 1: None -> {'title': 'Sprint 1', 'description': '', 'due_date': '2027-01-15', 'state': 'active'}",
      '',
    ]);
    const again = await apply();
    expect(again).toEqual({ code: 0, stdout: '', stderr: '' });

    const labels = await get('projects/team%2Ftracker/labels?include_ancestor_groups=false');
    expect(labels.map((l) => [l.name, l.color, l.priority])).toEqual([
      ['backend', '#428bca', 1],
      ['docs', '#f0ad4e', null],
      ['frontend', '#5cb85c', 0],
    ]);
    const groupLabels = await get('groups/team/labels');
    expect(groupLabels.map((l) => l.name)).toEqual(['bug', 'priority::high']);
    const milestones = await get('groups/team/milestones');
    expect(milestones.map((m) => [m.title, m.state, m.start_date, m.due_date])).toEqual([
      ['2027.1', 'active', '2027-01-04', '2027-03-26'],
      ['2026.4', 'closed', null, null],
    ]);
    const sprints = await get('projects/team%2Ftracker/milestones');
    expect(sprints.map((m) => [m.title, m.state, m.due_date])).toEqual([
      ['Sprint 1', 'active', '2027-01-15'],
    ]);
  });
});
