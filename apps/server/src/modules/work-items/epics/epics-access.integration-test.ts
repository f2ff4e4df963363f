import { describe, expect, it } from 'vitest';
import { at } from '#server/testing/api-client.ts';
import { dataOf, useEpicWorld } from '../test-support/harness.ts';

const s = useEpicWorld();

const LIST = `query($path: ID!) { group(fullPath: $path) { epics(sort: TITLE_ASC) { nodes { title } } } }`;

async function visibleTitles(token: string | undefined, path = 'acme') {
  const data = dataOf(await s.api.gql(LIST, { path }, token));
  const nodes = at<{ title: string }[] | undefined>(data, 'group.epics.nodes');
  return nodes === undefined ? null : nodes.map((n) => n.title);
}

describe('who sees which epics', () => {
  const PUBLIC = ['Alpha', 'Beta', 'charlie', 'Delta', 'Foxtrot', 'Golf'];

  it('anonymous users read public epics only; private groups do not exist for them', async () => {
    expect(await visibleTitles(undefined)).toEqual(PUBLIC);
    expect(dataOf(await s.api.gql(LIST, { path: 'acme/priv' }))).toEqual({ group: null });
  });

  it('signed-in non-members see the same; the author of a confidential epic sees it', async () => {
    expect(await visibleTitles(s.w.people.outsider.token)).toEqual(PUBLIC);
    expect(await visibleTitles(s.w.people.author.token)).toEqual([
      ...PUBLIC.slice(0, 4),
      'Echo',
      ...PUBLIC.slice(4),
    ]);
  });

  it('guests see private subgroups (inherited) but no confidential epics', async () => {
    expect(await visibleTitles(s.w.people.guest.token)).toEqual([...PUBLIC, 'Hotel']);
    expect(await visibleTitles(s.w.people.privGuest.token)).toEqual([...PUBLIC, 'Hotel']);
  });

  it('planners, reporters and above, and admins see confidential epics', async () => {
    const all = ['Alpha', 'Beta', 'charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
    for (const p of ['planner', 'reporter', 'owner', 'admin'] as const) {
      expect(await visibleTitles(s.w.people[p].token)).toEqual(all);
    }
  });

  it('a private subgroup is readable by its own members only', async () => {
    expect(await visibleTitles(s.w.people.privGuest.token, 'acme/priv')).toEqual(['Hotel']);
    expect(await visibleTitles(s.w.people.outsider.token, 'acme/priv')).toBeNull();
  });
});

describe('invisible epics never leak', () => {
  const anonymous = undefined;
  const everything = `{ group(fullPath: "acme") {
    epics(first: 100) { nodes { title linkedWorkItems { nodes { workItem { title } } } blockedByEpics { nodes { title } }
      children { nodes { title } } ancestors { nodes { title } } parent { title } } }
    echo: epic(iid: "5") { title }
    search: epics(search: "Echo") { nodes { title } }
    iid: epics(iid: "5") { nodes { title } }
  } }`;

  it('not through lists, links, trees, lookups or search', async () => {
    for (const token of [anonymous, s.w.people.guest.token, s.w.people.outsider.token]) {
      const res = await s.api.gql(everything, {}, token);
      expect(res.errors).toBeUndefined();
      expect(JSON.stringify(res)).not.toContain('Echo');
      expect(at(res.data, 'group.echo')).toBeNull();
    }
  });

  it('not through a global id', async () => {
    const gid = `gid://gitlab/Epic/${s.w.epics.echo.id}`;
    const res = await s.api.gql(
      `mutation { workItemAddLinkedItems(input: { id: "${gid}", workItemsIds: ["gid://gitlab/Epic/${s.w.epics.alpha.id}"] }) { errors } }`,
      {},
      s.w.people.guest.token,
    );
    expect(JSON.stringify(res)).not.toContain('Echo');
    expect(res.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
  });

  it('confidential issues: assignees and authors see them, guests do not', async () => {
    const f = s.w.f;
    const assignee = await f.user({ username: 'assignee' });
    const assigneeToken = await f.token(assignee);
    const secret = await f.issue(s.w.projects.web, {
      title: 'Secret issue',
      confidential: true,
      epic: s.w.epics.delta,
      assignees: [assignee],
    });
    const q = `{ group(fullPath: "acme") { epic(iid: "4") { hasIssues issues { nodes { title } } descendantCounts { openedIssues } } } }`;
    const forGuest = dataOf(await s.api.gql(q, {}, s.w.people.guest.token));
    expect(at(forGuest, 'group.epic')).toEqual({
      hasIssues: false,
      issues: { nodes: [] },
      descendantCounts: { openedIssues: 1 },
    });
    const forAssignee = dataOf(await s.api.gql(q, {}, assigneeToken));
    expect(at(forAssignee, 'group.epic.issues.nodes')).toEqual([{ title: 'Secret issue' }]);
    const issueQ = `{ project(fullPath: "acme/web") { issue(iid: "${secret.iid}") { title } } }`;
    expect(
      at(dataOf(await s.api.gql(issueQ, {}, s.w.people.guest.token)), 'project.issue'),
    ).toBeNull();
    expect(
      at(dataOf(await s.api.gql(issueQ, {}, s.w.people.reporter.token)), 'project.issue'),
    ).toEqual({ title: 'Secret issue' });
  });

  it('banned users are anonymous; issues of a project with issues disabled are hidden', async () => {
    const f = s.w.f;
    const banned = await f.user({ username: 'banned', state: 'banned' });
    await f.member(s.w.groups.acme, banned, 'owner');
    const bannedToken = await f.token(banned);
    const res = await s.api.gql(LIST, { path: 'acme' }, bannedToken);
    // Banned users' tokens still resolve but the policy treats them as anonymous.
    if (!res.errors)
      expect(
        at<{ title: string }[]>(res.data, 'group.epics.nodes').map((n) => n.title),
      ).not.toContain('Echo');
    const closedProject = await f.project({
      path: 'noissues',
      group: s.w.groups.acme,
      issuesEnabled: false,
    });
    await f.issue(closedProject, { title: 'Hidden by feature', epic: s.w.epics.delta });
    const q = `{ group(fullPath: "acme") { epic(iid: "4") { issues { nodes { title } } } } }`;
    const titles = JSON.stringify(dataOf(await s.api.gql(q, {}, s.w.people.owner.token)));
    expect(titles).not.toContain('Hidden by feature');
  });
});
