import type { UserRow, WorkItemRow } from '#server/testing/fixtures.ts';
import { at } from '#server/testing/api-client.ts';
import { api, app, corp, tokenOf, useCorpWorld, type Viewer } from './corp-world.ts';
import { dataOf } from './harness.ts';

/**
 * GitLab's hidden items (the 'Hidden' badge, the `hidden` field): an item whose author is
 * banned is visible to admins only, who see `hidden: true`.
 *
 *   corp (public group)           owner, developer, guest; spammer (banned) is a guest too
 *   ├── corp&1 "Launch" (owner)   description references app#2 and &2
 *   │   ├── corp&2 "Spam epic"    by spammer
 *   │   ├── app#1 "Good issue"    by owner, blocks Launch, milestone "Release 1"
 *   │   └── app#2 "Spam issue"    by spammer, blocks Launch, milestone "Release 1"
 *   └── corp/app (public project)
 */
// The world's bindings, for the test files.
export * from './corp-world.ts';
export let spammer: UserRow;
export let spamIssue: WorkItemRow;
export let spamEpic: WorkItemRow;

useCorpWorld(async (f, { owner }) => {
  spammer = await f.user({ username: 'spammer', state: 'banned' });
  await f.member(corp, spammer, 'guest');
  // A token of their own, as any member has: what hides their items is the ban alone.
  await f.token(spammer);
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

export async function gql<T>(viewer: Viewer, query: string, path: string): Promise<T> {
  return at<T>(dataOf(await api.gql(query, {}, tokenOf(viewer))), path);
}

export const titles = (nodes: { title: string }[] | null | undefined) =>
  nodes?.map((n) => n.title) ?? null;

export const EPICS = `{ group(fullPath: "corp") { epics(sort: TITLE_ASC) { count nodes { title } } } }`;
export const ISSUES = `{
  project(fullPath: "corp/app") { issues(sort: CREATED_ASC) { nodes { title hidden } } }
  group(fullPath: "corp") { issues(sort: CREATED_ASC) { nodes { title } } }
}`;
export const MILESTONE_COUNT = `{ group(fullPath: "corp") { milestones { nodes { stats { totalIssuesCount } } } } }`;
export const milestoneCount = async (viewer: Viewer) =>
  (
    await gql<{ stats: { totalIssuesCount: number } }[]>(
      viewer,
      MILESTONE_COUNT,
      'group.milestones.nodes',
    )
  )[0]?.stats.totalIssuesCount;
export const LAUNCH = `{ group(fullPath: "corp") { epic(iid: "1") {
  blocked blockedByCount
  linkedWorkItems(filter: BLOCKED_BY) { nodes { workItem { title hidden } } }
  children { nodes { title } }
  issues { nodes { title } }
  hasChildren hasIssues
  descendantCounts { openedEpics openedIssues }
  descriptionHtml
} } }`;
export const DIRECT = (issueId: number, epicIid: number) => `{
  project(fullPath: "corp/app") { issue(iid: "${spamIssue.iid}") { title hidden } }
  issue(id: "gid://gitlab/Issue/${issueId}") { title }
  group(fullPath: "corp") { epic(iid: "${epicIid}") { title } }
}`;

export interface Launch {
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

export const launchAs = (viewer: Viewer) => gql<Launch>(viewer, LAUNCH, 'group.epic');
