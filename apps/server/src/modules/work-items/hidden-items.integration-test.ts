import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@cairn/db';
import { statementCounter } from '@cairn/db/testing';
import { apiClient, at, type ApiClient } from '../../testing/api-client.ts';
import {
  fixtures,
  type NamespaceRow,
  type UserRow,
  type WorkItemRow,
} from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { dataOf } from './test-support/harness.ts';

/**
 * GitLab's hidden items (issue-and-epic 2.6 'Hidden' badge, 3 `hidden`): an item whose author is
 * banned is visible to admins only, who see `hidden: true`.
 *
 *   corp (public group)           owner, developer, guest; spammer (banned) is a guest too
 *   ├── corp&1 "Launch" (owner)   description references app#2 and &2
 *   │   ├── corp&2 "Spam epic"    by spammer
 *   │   ├── app#1 "Good issue"    by owner, blocks Launch, milestone "Release 1"
 *   │   └── app#2 "Spam issue"    by spammer, blocks Launch, milestone "Release 1"
 *   └── corp/app (public project)
 */
const counter = statementCounter();
let t: TestApp;
let api: ApiClient;
let corp: NamespaceRow;
let app: NamespaceRow;
let spammer: UserRow;
let spamIssue: WorkItemRow;
let spamEpic: WorkItemRow;
const tokens = {} as Record<
  'admin' | 'owner' | 'developer' | 'guest' | 'outsider' | 'spammer',
  string
>;

beforeAll(async () => {
  t = await createTestApp({ logger: counter.logger });
  api = apiClient(t.app);
  const f = fixtures(t.db.db);
  const admin = await f.user({ username: 'admin', isAdmin: true });
  const owner = await f.user({ username: 'owner' });
  const developer = await f.user({ username: 'developer' });
  const guest = await f.user({ username: 'guest' });
  const outsider = await f.user({ username: 'outsider' });
  spammer = await f.user({ username: 'spammer', state: 'banned' });
  corp = await f.group({ path: 'corp', visibility: 'public' });
  app = await f.project({ path: 'app', group: corp, visibility: 'public' });
  await f.member(corp, owner, 'owner');
  await f.member(corp, developer, 'developer');
  await f.member(corp, guest, 'guest');
  await f.member(corp, spammer, 'guest');
  for (const [name, user] of Object.entries({
    admin,
    owner,
    developer,
    guest,
    outsider,
    spammer,
  })) {
    tokens[name as keyof typeof tokens] = await f.token(user);
  }

  const launch = await f.epic(corp, {
    title: 'Launch',
    author: owner,
    description: 'Blocked by corp/app#2 and &2.',
  });
  spamEpic = await f.epic(corp, { title: 'Spam epic', author: spammer, parent: launch });
  const milestone = await f.milestone(corp, { title: 'Release 1' });
  const bug = await f.label(corp, 'bug');
  const good = await f.issue(app, {
    title: 'Good issue',
    author: owner,
    epic: launch,
    milestone,
    labels: [bug],
  });
  spamIssue = await f.issue(app, {
    title: 'Spam issue',
    author: spammer,
    epic: launch,
    milestone,
    labels: [bug],
  });
  await f.link(good, launch, 'blocks');
  await f.link(spamIssue, launch, 'blocks');
});
afterAll(() => t.close());

type Viewer = keyof typeof tokens | 'anonymous';
const NON_ADMINS: Viewer[] = ['anonymous', 'guest', 'developer', 'owner', 'outsider', 'spammer'];
const tokenOf = (viewer: Viewer) => (viewer === 'anonymous' ? undefined : tokens[viewer]);

async function gql<T>(viewer: Viewer, query: string, path: string): Promise<T> {
  return at<T>(dataOf(await api.gql(query, {}, tokenOf(viewer))), path);
}

const titles = (nodes: { title: string }[] | null | undefined) =>
  nodes?.map((n) => n.title) ?? null;

const EPICS = `{ group(fullPath: "corp") { epics(sort: TITLE_ASC) { count nodes { title } } } }`;
const ISSUES = `{
  project(fullPath: "corp/app") { issues(sort: CREATED_ASC) { nodes { title hidden } } }
  group(fullPath: "corp") { issues(sort: CREATED_ASC) { nodes { title } } }
}`;
const MILESTONE_COUNT = `{ group(fullPath: "corp") { milestones { nodes { stats { totalIssuesCount } } } } }`;
const milestoneCount = async (viewer: Viewer) =>
  (
    await gql<{ stats: { totalIssuesCount: number } }[]>(
      viewer,
      MILESTONE_COUNT,
      'group.milestones.nodes',
    )
  )[0]?.stats.totalIssuesCount;
const LAUNCH = `{ group(fullPath: "corp") { epic(iid: "1") {
  blocked blockedByCount
  linkedWorkItems(filter: BLOCKED_BY) { nodes { workItem { title hidden } } }
  children { nodes { title } }
  issues { nodes { title } }
  hasChildren hasIssues
  descendantCounts { openedEpics openedIssues }
  descriptionHtml
} } }`;
const DIRECT = (issueId: number, epicIid: number) => `{
  project(fullPath: "corp/app") { issue(iid: "${spamIssue.iid}") { title hidden } }
  issue(id: "gid://gitlab/Issue/${issueId}") { title }
  group(fullPath: "corp") { epic(iid: "${epicIid}") { title } }
}`;

interface Launch {
  blocked: boolean;
  blockedByCount: number;
  linkedWorkItems: { nodes: { workItem: { title: string; hidden: boolean } }[] };
  children: { nodes: { title: string }[] };
  issues: { nodes: { title: string }[] };
  hasChildren: boolean;
  hasIssues: boolean;
  descendantCounts: { openedEpics: number; openedIssues: number };
  descriptionHtml: string;
}

const launchAs = (viewer: Viewer) => gql<Launch>(viewer, LAUNCH, 'group.epic');

describe('hidden items (author banned): admins', () => {
  it('see them everywhere, with hidden: true', async () => {
    expect(titles(await gql('admin', EPICS, 'group.epics.nodes'))).toEqual(['Launch', 'Spam epic']);
    expect(await gql('admin', EPICS, 'group.epics.count')).toBe(2);
    expect(await gql('admin', ISSUES, 'project.issues')).toEqual({
      nodes: [
        { title: 'Good issue', hidden: false },
        { title: 'Spam issue', hidden: true },
      ],
    });
    expect(titles(await gql('admin', ISSUES, 'group.issues.nodes'))).toEqual([
      'Good issue',
      'Spam issue',
    ]);
    expect(await milestoneCount('admin')).toBe(2);
    const launch = await launchAs('admin');
    expect(launch).toMatchObject({
      blocked: true,
      blockedByCount: 2,
      children: { nodes: [{ title: 'Spam epic' }] },
      hasChildren: true,
      hasIssues: true,
      descendantCounts: { openedEpics: 1, openedIssues: 2 },
    });
    expect(
      launch.linkedWorkItems.nodes
        .map((n) => n.workItem)
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: 'Good issue', hidden: false },
      { title: 'Spam issue', hidden: true },
    ]);
    expect(titles(launch.issues.nodes)).toEqual(['Good issue', 'Spam issue']);
    expect(launch.descriptionHtml).toContain('title="Spam issue"');
    expect(launch.descriptionHtml).toContain('title="Spam epic"');
    const direct = dataOf(await api.gql(DIRECT(spamIssue.id, spamEpic.iid), {}, tokens.admin));
    expect(direct).toEqual({
      project: { issue: { title: 'Spam issue', hidden: true } },
      issue: { title: 'Spam issue' },
      group: { epic: { title: 'Spam epic' } },
    });
  });

  it('read them over REST', async () => {
    const get = await api.rest('GET', `/api/v4/projects/${app.id}/issues/${spamIssue.iid}`, {
      token: tokens.admin,
    });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({ title: 'Spam issue' });
    const epic = await api.rest('GET', `/api/v4/groups/${corp.id}/epics/${spamEpic.iid}`, {
      token: tokens.admin,
    });
    expect(epic.statusCode).toBe(200);
    const list = await api.rest('GET', `/api/v4/projects/${app.id}/issues`, {
      token: tokens.admin,
    });
    expect(
      list
        .json<{ title: string }[]>()
        .map((i) => i.title)
        .sort(),
    ).toEqual(['Good issue', 'Spam issue']);
  });
});

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
