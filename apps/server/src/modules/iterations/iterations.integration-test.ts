import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { iterationCadences, iterations, workItems } from '@cairn/db';
import { statementCounter } from '@cairn/db/testing';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { fixtures, type NamespaceRow, type WorkItemRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { dataOf } from '../work-items/test-support/harness.ts';

/**
 * Iteration and hidden on the items of a blocking popover
 * (docs/decisions/0006-roadmap-page.md, 'Blocking popover metadata'):
 *
 *   corp (private)      owner (owner of corp); appDev is a reporter of corp/app only
 *   └── corp/app (project, private)   app#1 "App one", app#2 "App three"
 *   open (public)       cadence "Open sprints", iteration "Sprint 7"
 *   └── open/site (project, public)    site#1 "Site two", authored by a banned user (hidden:
 *                                      admins only)
 *
 * All three block epic corp&1. App one is in an (untitled) iteration of corp's cadence
 * "Corp sprints"; Site two in open's "Sprint 7"; App three in none. TEST_TODAY is 2026-11-21.
 */
const counter = statementCounter();
let t: TestApp;
let api: ApiClient;
const tokens: Record<'admin' | 'owner' | 'appDev' | 'outsider', string> = {
  admin: '',
  owner: '',
  appDev: '',
  outsider: '',
};
let corp: NamespaceRow;

async function addIteration(
  group: NamespaceRow,
  cadenceTitle: string,
  it: { title: string | null; startDate: string; dueDate: string },
) {
  const [cadence] = await t.db.db
    .insert(iterationCadences)
    .values({ groupId: group.id, title: cadenceTitle, startDate: it.startDate, durationInWeeks: 2 })
    .returning();
  const [row] = await t.db.db
    .insert(iterations)
    .values({ cadenceId: cadence!.id, groupId: group.id, iid: 1, sequence: 1, ...it })
    .returning();
  return row!;
}

async function setIteration(item: WorkItemRow, iterationId: number) {
  await t.db.db.update(workItems).set({ iterationId }).where(eq(workItems.id, item.id));
}

beforeAll(async () => {
  t = await createTestApp({ logger: counter.logger });
  api = apiClient(t.app);
  const f = fixtures(t.db.db);
  const owner = await f.user({ username: 'owner' });
  const appDev = await f.user({ username: 'appdev' });
  const outsider = await f.user({ username: 'outsider' });
  const banned = await f.user({ username: 'spammer', state: 'banned' });
  tokens.admin = await f.token(await f.user({ username: 'admin', isAdmin: true }));
  tokens.owner = await f.token(owner);
  tokens.appDev = await f.token(appDev);
  tokens.outsider = await f.token(outsider);

  corp = await f.group({ path: 'corp', visibility: 'private' });
  const app = await f.project({ path: 'app', group: corp, visibility: 'private' });
  const open = await f.group({ path: 'open', visibility: 'public' });
  const site = await f.project({ path: 'site', group: open, visibility: 'public' });
  await f.member(corp, owner, 'owner');
  await f.member(app, appDev, 'reporter');

  const corpIteration = await addIteration(corp, 'Corp sprints', {
    title: null,
    startDate: '2026-11-16',
    dueDate: '2026-11-29',
  });
  const openIteration = await addIteration(open, 'Open sprints', {
    title: 'Sprint 7',
    startDate: '2026-12-01',
    dueDate: '2026-12-14',
  });

  const epic = await f.epic(corp, { title: 'Platform', author: owner });
  const one = await f.issue(app, { title: 'App one', author: owner });
  const two = await f.issue(site, { title: 'Site two', author: banned });
  const three = await f.issue(app, { title: 'App three', author: owner });
  await setIteration(one, corpIteration.id);
  await setIteration(two, openIteration.id);
  for (const issue of [one, two, three]) await f.link(issue, epic, 'blocks');
});
afterAll(() => t.close());

const POPOVER = `query($filter: WorkItemRelatedLinkType) {
  group(fullPath: "corp") { epic(iid: "1") { linkedWorkItems(filter: $filter) { nodes {
    workItem { title hidden iteration { id title state startDate dueDate
      iterationCadence { id title } } }
  } } } }
}`;

interface PopoverItem {
  title: string;
  hidden: boolean;
  iteration: {
    id: string;
    title: string | null;
    state: string;
    startDate: string;
    dueDate: string;
    iterationCadence: { id: string; title: string };
  } | null;
}

async function popoverItems(token: string): Promise<PopoverItem[]> {
  const res = await api.gql(POPOVER, { filter: 'BLOCKED_BY' }, token);
  const nodes = at<{ workItem: PopoverItem }[]>(dataOf(res), 'group.epic.linkedWorkItems.nodes');
  return nodes.map((n) => n.workItem).sort((a, b) => a.title.localeCompare(b.title));
}

describe('linked work items: iteration and hidden', () => {
  it('shows iterations with their cadence and marks items of banned authors hidden', async () => {
    // Items of banned authors are for admins only; the owner of corp sees the other two.
    expect((await popoverItems(tokens.owner)).map((i) => [i.title, i.hidden])).toEqual([
      ['App one', false],
      ['App three', false],
    ]);
    const items = await popoverItems(tokens.admin);
    expect(items.map((i) => [i.title, i.hidden])).toEqual([
      ['App one', false],
      ['App three', false],
      ['Site two', true],
    ]);
    expect(items[0]!.iteration).toMatchObject({
      title: null,
      state: 'current',
      startDate: '2026-11-16',
      dueDate: '2026-11-29',
      iterationCadence: { title: 'Corp sprints' },
    });
    expect(items[0]!.iteration!.id).toMatch(/^gid:\/\/cairn\/Iteration\/\d+$/);
    expect(items[0]!.iteration!.iterationCadence.id).toMatch(
      /^gid:\/\/cairn\/Iterations::Cadence\/\d+$/,
    );
    expect(items[1]!.iteration).toBeNull();
    expect(items[2]!.iteration).toMatchObject({
      title: 'Sprint 7',
      state: 'upcoming',
      iterationCadence: { title: 'Open sprints' },
    });
  });

  it('loads iterations and authors set-wise, not per item', async () => {
    await popoverItems(tokens.owner); // warm-up: token bookkeeping
    counter.reset();
    await popoverItems(tokens.owner);
    const iterationReads = counter.statements.filter((s) => /from "iterations"/i.test(s));
    const userReads = counter.statements.filter((s) => /from "users"/i.test(s));
    expect(iterationReads).toHaveLength(1);
    expect(userReads.length).toBeLessThanOrEqual(2);
  });

  it('never reveals an iteration of a group the viewer cannot read', async () => {
    // appDev reads the private project corp/app (a member there) but not the private group
    // corp: its issue answers iteration null, while corp's owner sees the iteration.
    const query = `{ project(fullPath: "corp/app") { issues(sort: CREATED_ASC) { nodes {
      title hidden iteration { title iterationCadence { title } } } } } }`;
    const issuesAs = async (token: string) =>
      at<{ title: string; hidden: boolean; iteration: unknown }[]>(
        dataOf(await api.gql(query, {}, token)),
        'project.issues.nodes',
      );
    expect(await issuesAs(tokens.appDev)).toEqual([
      { title: 'App one', hidden: false, iteration: null },
      { title: 'App three', hidden: false, iteration: null },
    ]);
    expect(await issuesAs(tokens.owner)).toEqual([
      {
        title: 'App one',
        hidden: false,
        iteration: { title: null, iterationCadence: { title: 'Corp sprints' } },
      },
      { title: 'App three', hidden: false, iteration: null },
    ]);
    // Outsiders see neither the project nor the group's epic and its popover.
    expect(at(dataOf(await api.gql(query, {}, tokens.outsider)), 'project')).toBeNull();
    const res = await api.gql(POPOVER, { filter: 'BLOCKED_BY' }, tokens.appDev);
    expect(at(dataOf(res), 'group')).toBeNull();
  });

  it('shows the public iteration and the hidden flag to admins, the only ones who see the item', async () => {
    const query = `{ project(fullPath: "open/site") { issues { nodes {
      title hidden iteration { title state } } } } }`;
    expect(at(dataOf(await api.gql(query, {}, tokens.admin)), 'project.issues.nodes')).toEqual([
      { title: 'Site two', hidden: true, iteration: { title: 'Sprint 7', state: 'upcoming' } },
    ]);
    for (const token of [tokens.outsider, undefined]) {
      expect(at(dataOf(await api.gql(query, {}, token)), 'project.issues.nodes')).toEqual([]);
    }
  });
});
