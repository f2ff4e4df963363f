import { describe, expect, it } from 'vitest';
import { at } from '#server/testing/api-client.ts';
import { dataOf, useEpicWorld } from '../test-support/harness.ts';

const s = useEpicWorld();

async function mutation(
  name: string,
  input: Record<string, unknown>,
  fields = 'issue { id }',
  token?: string | null,
) {
  const type = `${name[0]!.toUpperCase()}${name.slice(1)}Input`;
  const res = await s.api.gql(
    `mutation($input: ${type}!) { ${name}(input: $input) { errors ${fields} } }`,
    { input },
    token === null ? undefined : (token ?? s.w.people.planner.token),
  );
  return { res, payload: at<Record<string, unknown> & { errors: string[] }>(res.data, name) };
}

describe('issue mutations', () => {
  it('issueSetWeight updates the weight and the epic roll-ups', async () => {
    const { payload } = await mutation(
      'issueSetWeight',
      { projectPath: 'acme/web', iid: String(s.w.issues.web1.iid), weight: 8 },
      'issue { weight }',
    );
    expect(payload).toEqual({ errors: [], issue: { weight: 8 } });
    const sums = at(
      dataOf(
        await s.api.gql(
          '{ group(fullPath: "acme") { epic(iid: "2") { descendantWeightSum { openedIssues } } } }',
        ),
      ),
      'group.epic.descendantWeightSum',
    );
    expect(sums).toEqual({ openedIssues: 10 });
    const cleared = await mutation(
      'issueSetWeight',
      { projectPath: 'acme/web', iid: String(s.w.issues.web1.iid), weight: null },
      'issue { weight }',
    );
    expect(cleared.payload.issue).toEqual({ weight: null });
    const negative = await mutation('issueSetWeight', {
      projectPath: 'acme/web',
      iid: String(s.w.issues.web1.iid),
      weight: -1,
    });
    expect(negative.res.errors?.[0]?.message).toContain('weight');
  });

  it('updateIssue sets fields, milestone (recomputing epic dates), labels and state', async () => {
    const m2 = `gid://gitlab/Milestone/${s.w.milestones.m2.id}`;
    const { payload } = await mutation(
      'updateIssue',
      {
        projectPath: 'acme/web',
        iid: String(s.w.issues.web1.iid),
        title: 'Web one!',
        healthStatus: 'atRisk',
        milestoneId: m2,
        addLabelIds: [`gid://gitlab/Label/${s.w.labels.bug.id}`],
        dueDate: '2026-05-05',
        stateEvent: 'CLOSE',
      },
      'issue { title healthStatus milestone { title } labels { nodes { title } } dueDate state }',
    );
    expect(payload).toEqual({
      errors: [],
      issue: {
        title: 'Web one!',
        healthStatus: 'atRisk',
        milestone: { title: 'M2' },
        labels: { nodes: [{ title: 'bug' }] },
        dueDate: '2026-05-05',
        state: 'closed',
      },
    });
    const beta = at(
      dataOf(
        await s.api.gql(
          '{ group(fullPath: "acme") { epic(iid: "2") { startDateFromInheritedSource } } }',
        ),
      ),
      'group.epic',
    );
    expect(beta).toEqual({ startDateFromInheritedSource: '2026-03-01' });
    const reopened = await mutation(
      'updateIssue',
      {
        projectPath: 'acme/web',
        iid: String(s.w.issues.web1.iid),
        stateEvent: 'REOPEN',
        milestoneId: null,
      },
      'issue { state milestone { title } }',
    );
    expect(reopened.payload.issue).toEqual({ state: 'opened', milestone: null });
  });

  it('issueSetEpic sets and removes the epic; the confidential rule holds', async () => {
    const setEpic = (epic: { id: number } | null) =>
      mutation(
        'issueSetEpic',
        {
          projectPath: 'acme/web',
          iid: String(s.w.issues.web2.iid),
          epicId: epic && `gid://gitlab/Epic/${epic.id}`,
        },
        'issue { epic { title } hasEpic }',
      );
    const set = await setEpic(s.w.epics.delta);
    expect(set.payload).toEqual({ errors: [], issue: { epic: { title: 'Delta' }, hasEpic: true } });
    const conf = await setEpic(s.w.epics.echo);
    expect(conf.payload.errors).toEqual([
      'The parent epic is confidential and can only contain confidential epics and issues',
    ]);
    const removed = await setEpic(null);
    expect(removed.payload).toEqual({ errors: [], issue: { epic: null, hasEpic: false } });
  });

  it('authors may edit their own issue but not its metadata; guests cannot edit others’', async () => {
    const f = s.w.f;
    const own = await f.issue(s.w.projects.web, {
      title: 'Guest’s own',
      author: s.w.people.guest.user,
    });
    const edit = await mutation(
      'updateIssue',
      { projectPath: 'acme/web', iid: String(own.iid), title: 'Edited by author' },
      'issue { title }',
      s.w.people.guest.token,
    );
    expect(edit.payload).toEqual({ errors: [], issue: { title: 'Edited by author' } });
    const weight = await mutation(
      'issueSetWeight',
      { projectPath: 'acme/web', iid: String(own.iid), weight: 2 },
      'issue { weight }',
      s.w.people.guest.token,
    );
    expect(weight.res.errors?.[0]?.message).toMatch(/permission/);
    const other = await mutation(
      'updateIssue',
      { projectPath: 'acme/web', iid: String(s.w.issues.web1.iid), title: 'Nope' },
      'issue { title }',
      s.w.people.guest.token,
    );
    expect(other.res.errors?.[0]?.message).toMatch(/permission/);
  });

  it('createIssue, issueSetConfidential, issueSetLocked, issueSetSubscription', async () => {
    const created = await mutation(
      'createIssue',
      {
        projectPath: 'acme/web',
        title: 'Created',
        weight: 1,
        epicId: `gid://gitlab/Epic/${s.w.epics.alpha.id}`,
      },
      'issue { iid title weight epic { title } }',
    );
    expect(created.payload).toMatchObject({
      errors: [],
      issue: { title: 'Created', weight: 1, epic: { title: 'Alpha' } },
    });
    const iid = String(at(created.payload, 'issue.iid'));
    const toggles: [string, Record<string, boolean>, string, Record<string, boolean>][] = [
      ['issueSetConfidential', { confidential: true }, 'confidential', { confidential: true }],
      ['issueSetLocked', { locked: true }, 'discussionLocked', { discussionLocked: true }],
      ['issueSetSubscription', { subscribedState: false }, 'subscribed', { subscribed: false }],
    ];
    for (const [name, input, field, expected] of toggles) {
      const { payload } = await mutation(
        name,
        { projectPath: 'acme/web', iid, ...input },
        `issue { ${field} }`,
      );
      expect(payload.issue, name).toEqual(expected);
    }
  });

  it('assigneeIds takes GitLab User gids, the UserCore gids Cairn answers, and plain ids', async () => {
    const { planner, reporter } = s.w.people;
    const gidOf = async (username: string) => {
      const q = `{ group(fullPath: "acme") { autocompleteUsers(search: "${username}") { id username } } }`;
      const users = at<{ id: string; username: string }[]>(
        dataOf(await s.api.gql(q, {}, planner.token)),
        'group.autocompleteUsers',
      );
      return users.find((u) => u.username === username)!.id;
    };
    const reporterGid = await gidOf('reporter');
    expect(reporterGid).toBe(`gid://cairn/UserCore/${reporter.user.id}`);
    const created = await mutation(
      'createIssue',
      {
        projectPath: 'acme/web',
        title: 'Assigned',
        assigneeIds: [`gid://gitlab/User/${planner.user.id}`],
      },
      'issue { iid assignees { nodes { username } } }',
    );
    expect(created.payload).toMatchObject({
      errors: [],
      issue: { assignees: { nodes: [{ username: 'planner' }] } },
    });
    const iid = String(at(created.payload, 'issue.iid'));
    for (const [ids, expected] of [
      [[reporterGid], ['reporter']],
      [[`gid://gitlab/UserCore/${planner.user.id}`], ['planner']],
      [[String(reporter.user.id)], ['reporter']],
    ] as const) {
      const updated = await mutation(
        'updateIssue',
        { projectPath: 'acme/web', iid, assigneeIds: ids },
        'issue { assignees { nodes { username } } }',
      );
      expect(updated.payload).toEqual({
        errors: [],
        issue: { assignees: { nodes: expected.map((username) => ({ username })) } },
      });
    }
    const wrongType = await mutation('updateIssue', {
      projectPath: 'acme/web',
      iid,
      assigneeIds: [`gid://gitlab/Group/${s.w.groups.acme.id}`],
    });
    expect(wrongType.res.errors?.[0]?.message).toBe(
      `Argument 'input.assigneeIds.0' is invalid: "gid://gitlab/Group/${s.w.groups.acme.id}" does not represent an instance of User or UserCore`,
    );
  });
});
