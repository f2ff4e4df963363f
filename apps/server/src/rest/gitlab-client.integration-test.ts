import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalAccessToken } from '../auth/tokens.ts';
import { ensureRootUser } from '../bootstrap/root-user.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A published GitLab API client, used unmodified, drives Cairn over real HTTP.
let t: TestApp;
let api: InstanceType<typeof Gitlab>;

beforeAll(async () => {
  t = await createTestApp();
  await ensureRootUser(t.db.db, 'rootpassword');
  const token = await createPersonalAccessToken(t.db.db, {
    userId: 1,
    name: 'gitbeaker',
    scopes: ['api'],
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = new Gitlab({ host: address, token });
});
afterAll(() => t.close());

describe('GitLab client compatibility (@gitbeaker/rest)', () => {
  it('builds a planning workspace and reads it back', async () => {
    const top = await api.Groups.create('Compat', 'compat', { visibility: 'public' });
    const sub = await api.Groups.create('Sub', 'sub', { parentId: top.id, visibility: 'public' });
    expect(sub.full_path).toBe('compat/sub');
    const subgroups = await api.Groups.allSubgroups(top.id);
    expect(subgroups.map((g) => g.full_path)).toEqual(['compat/sub']);

    const project = await api.Projects.create({ name: 'App', path: 'app', namespaceId: sub.id });
    expect(project.path_with_namespace).toBe('compat/sub/app');

    await api.GroupLabels.create(top.id, 'priority::high', '#c91c00');
    await api.GroupLabels.create(top.id, 'frontend', '#1068bf');
    const labels = await api.GroupLabels.all(top.id);
    expect(labels.map((l) => l.name).sort()).toEqual(['frontend', 'priority::high']);

    const milestone = await api.GroupMilestones.create(top.id, 'Q1', {
      startDate: '2027-01-01',
      dueDate: '2027-03-31',
    });
    expect(milestone).toMatchObject({
      title: 'Q1',
      start_date: '2027-01-01',
      due_date: '2027-03-31',
    });

    const parent = await api.Epics.create(top.id, 'Platform rewrite', {
      labels: 'priority::high',
      startDateIsFixed: true,
      startDateFixed: '2027-01-10',
      dueDateIsFixed: true,
      dueDateFixed: '2027-06-30',
    });
    const child = await api.Epics.create(sub.id, 'New API', { labels: 'frontend' });
    await api.EpicLinks.assign(top.id, parent.iid, child.id);
    const children = await api.EpicLinks.all(top.id, parent.iid);
    expect(children.map((e) => e.title)).toEqual(['New API']);

    const issue = await api.Issues.create(project.id, 'Design endpoints', {
      weight: 3,
      milestoneId: milestone.id,
    });
    const blocker = await api.Issues.create(project.id, 'Pick a framework', { weight: 2 });
    await api.EpicIssues.assign(sub.id, child.iid, issue.id);
    const epicIssues = await api.EpicIssues.all(sub.id, child.iid);
    expect(epicIssues.map((i) => i.title)).toEqual(['Design endpoints']);

    await api.IssueLinks.create(project.id, blocker.iid, project.id, issue.iid, {
      linkType: 'blocks',
    });
    const links = await api.IssueLinks.all(project.id, issue.iid);
    expect(links.map((l) => [l.title, l.link_type])).toEqual([
      ['Pick a framework', 'is_blocked_by'],
    ]);

    await api.IssueAwardEmojis.award(project.id, issue.iid, 'thumbsup');
    expect((await api.IssueAwardEmojis.all(project.id, issue.iid)).map((a) => a.name)).toEqual([
      'thumbsup',
    ]);
    // gitbeaker's EpicAwardEmojis builds `/epics/:group/issues/:iid/award_emoji`, a path GitLab
    // does not have either; epic award emoji are covered by the emoji module's REST tests.

    const readBack = await api.Epics.show(top.id, parent.iid);
    expect(readBack).toMatchObject({
      title: 'Platform rewrite',
      labels: ['priority::high'],
      start_date: '2027-01-10',
      due_date: '2027-06-30',
      state: 'opened',
    });
    const readIssue = await api.Issues.show(issue.iid, { projectId: project.id });
    expect(readIssue).toMatchObject({
      title: 'Design endpoints',
      weight: 3,
      milestone: { title: 'Q1' },
    });

    // The child epic inherits its dates from its issue's milestone.
    const inherited = await api.Epics.show(sub.id, child.iid);
    expect(inherited).toMatchObject({
      start_date: '2027-01-01',
      due_date: '2027-03-31',
      start_date_is_fixed: false,
    });

    const epics = await api.Epics.all(top.id, { includeDescendantGroups: true });
    expect(epics.map((e) => e.title).sort()).toEqual(['New API', 'Platform rewrite']);
  });
});
