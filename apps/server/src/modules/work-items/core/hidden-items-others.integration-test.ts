import { describe, expect, it } from 'vitest';
import type { Viewer } from '../test-support/hidden-items.setup.ts';
import {
  NON_ADMINS,
  counter,
  t,
  api,
  corp,
  app,
  spammer,
  spamIssue,
  spamEpic,
  tokens,
  tokenOf,
  gql,
  titles,
  EPICS,
  ISSUES,
  milestoneCount,
  DIRECT,
  launchAs,
} from '../test-support/hidden-items.setup.ts';
import { eq } from 'drizzle-orm';
import { users } from '@cairn/db';
import { dataOf } from '../test-support/harness.ts';

describe('hidden items (author banned): everyone else', () => {
  it.each(NON_ADMINS)('%s does not find them in epic and issue lists or counts', async (viewer) => {
    expect(titles(await gql(viewer, EPICS, 'group.epics.nodes'))).toEqual(['Launch']);
    expect(await gql(viewer, EPICS, 'group.epics.count')).toBe(1);
    expect(await gql(viewer, ISSUES, 'project.issues')).toEqual({
      nodes: [{ title: 'Good issue', hidden: false }],
    });
    expect(titles(await gql(viewer, ISSUES, 'group.issues.nodes'))).toEqual(['Good issue']);
    expect(await milestoneCount(viewer)).toBe(1);
  });

  it.each(NON_ADMINS)(
    '%s sees no blocker, link, child or reference of them (descendant counts include them)',
    async (viewer) => {
      const launch = await launchAs(viewer);
      expect(launch).toMatchObject({
        blocked: true,
        blockedByCount: 1,
        linkedWorkItems: { nodes: [{ workItem: { title: 'Good issue', hidden: false } }] },
        children: { nodes: [] },
        issues: { nodes: [{ title: 'Good issue' }] },
        hasChildren: false,
        hasIssues: true,
        // As GitLab: 'Counts reflect children you may not have access to.'
        descendantCounts: { openedEpics: 1, openedIssues: 2 },
      });
      expect(launch.descriptionHtml).not.toContain('Spam');
      expect(launch.descriptionHtml).not.toContain(`/-/issues/${spamIssue.iid}`);
      expect(launch.descriptionHtml).not.toContain(`/-/epics/${spamEpic.iid}`);
    },
  );

  it.each(NON_ADMINS)('%s cannot open them directly', async (viewer) => {
    const direct = dataOf(await api.gql(DIRECT(spamIssue.id, spamEpic.iid), {}, tokenOf(viewer)));
    expect(direct).toEqual({ project: { issue: null }, issue: null, group: { epic: null } });
  });

  it.each(NON_ADMINS)(
    '%s gets 404 over REST, with no title, and lists without them',
    async (viewer) => {
      const token = tokenOf(viewer);
      for (const url of [
        `/api/v4/projects/${app.id}/issues/${spamIssue.iid}`,
        `/api/v4/groups/${corp.id}/epics/${spamEpic.iid}`,
      ]) {
        const res = await api.rest('GET', url, { token });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Spam');
      }
      const lists = [
        `/api/v4/projects/${app.id}/issues`,
        `/api/v4/groups/${corp.id}/issues`,
        `/api/v4/groups/${corp.id}/epics`,
        `/api/v4/groups/${corp.id}/epics/1/issues`,
        `/api/v4/groups/${corp.id}/epics/1/epics`,
      ];
      for (const url of lists) {
        const res = await api.rest('GET', url, { token });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('Spam');
      }
      const issues = await api.rest('GET', `/api/v4/projects/${app.id}/issues`, { token });
      expect(issues.headers['x-total']).toBe('1');
    },
  );

  it('do not count them in label issue counts; admins do', async () => {
    const openCount = async (viewer: Viewer) => {
      const res = await api.rest('GET', `/api/v4/groups/${corp.id}/labels?with_counts=true`, {
        token: tokenOf(viewer),
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { name: string; open_issues_count: number }[]).find(
        (l) => l.name === 'bug',
      )?.open_issues_count;
    };
    for (const viewer of NON_ADMINS) expect(await openCount(viewer)).toBe(1);
    expect(await openCount('admin')).toBe(2);
  });

  it('cannot add a to-do on one', async () => {
    const res = await api.gql(
      `mutation { todoCreate(input: { targetId: "gid://gitlab/Issue/${spamIssue.id}" }) { todo { id } errors } }`,
      {},
      tokens.owner,
    );
    expect(res.data).toEqual({ todoCreate: null });
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['RESOURCE_NOT_AVAILABLE']);
  });
});

describe('the SQL twin', () => {
  const hiddenTest = /<> ALL\(/;
  const bannedLookups = () =>
    counter.statements.filter((q) => /from "users" where "users"."state" = /i.test(q));

  it('adds the banned-author test for non-admins only, reading the banned ids once', async () => {
    await launchAs('developer'); // warm-up: token bookkeeping
    counter.reset();
    await launchAs('developer');
    expect(counter.statements.some((q) => hiddenTest.test(q))).toBe(true);
    expect(bannedLookups()).toHaveLength(1);
    counter.reset();
    await launchAs('admin');
    expect(counter.statements.some((q) => hiddenTest.test(q))).toBe(false);
  });
});

describe('unbanning the author', () => {
  it('shows the items to everyone who may read them again', async () => {
    await t.db.db.update(users).set({ state: 'active' }).where(eq(users.id, spammer.id));
    try {
      expect(titles(await gql('anonymous', EPICS, 'group.epics.nodes'))).toEqual([
        'Launch',
        'Spam epic',
      ]);
      expect(await gql('guest', ISSUES, 'project.issues')).toEqual({
        nodes: [
          { title: 'Good issue', hidden: false },
          { title: 'Spam issue', hidden: false },
        ],
      });
      expect((await launchAs('developer')).blockedByCount).toBe(2);
      expect(await milestoneCount('anonymous')).toBe(2);
      const get = await api.rest('GET', `/api/v4/projects/${app.id}/issues/${spamIssue.iid}`);
      expect(get.statusCode).toBe(200);
      // Nobody banned: the statements are exactly what they were before hidden items existed.
      counter.reset();
      await launchAs('developer');
      expect(counter.statements.some((q) => /<> ALL\(/.test(q))).toBe(false);
    } finally {
      await t.db.db.update(users).set({ state: 'banned' }).where(eq(users.id, spammer.id));
    }
  });
});
