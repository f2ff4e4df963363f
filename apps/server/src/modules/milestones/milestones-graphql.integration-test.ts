import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { milestoneWorld, type MilestoneWorld } from './milestone-fixtures.ts';

let t: TestApp;
let w: NamespaceWorld;
let m: MilestoneWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  m = await milestoneWorld(w);
  api = apiClient(t.app);
});
afterAll(() => t.close());

const QUERY = `query($path: ID!, $state: MilestoneStateEnum, $timeframe: Timeframe, $desc: Boolean,
  $anc: Boolean, $searchTitle: String, $title: String, $date: Date, $ids: [ID!], $sort: MilestoneSort,
  $first: Int) {
  group(fullPath: $path) {
    milestones(state: $state, timeframe: $timeframe, includeDescendants: $desc, includeAncestors: $anc,
      searchTitle: $searchTitle, title: $title, containingDate: $date, ids: $ids, sort: $sort, first: $first) {
      nodes { title }
    }
  }
}`;

async function titles(vars: Record<string, unknown>, token?: string) {
  const res = await api.gql(QUERY, { path: 'acme', ...vars }, token);
  expect(res.errors).toBeUndefined();
  return at<{ title: string }[]>(res.data, 'group.milestones.nodes').map((n) => n.title);
}

describe('Group.milestones', () => {
  it("lists the group's own milestones by due date, undated last", async () => {
    expect(await titles({})).toEqual(['Acme Past', 'Acme Q4', 'Acme Closed', 'Acme Undated']);
  });

  it('includes descendants the viewer may read, never the others', async () => {
    const scope = { desc: true, state: 'active' };
    const anon = await titles(scope);
    expect(anon.sort()).toEqual(['Acme Past', 'Acme Q4', 'Acme Undated', 'Web 1.0']);
    const outsider = await titles(scope, w.people.outsider.token);
    expect(outsider).toContain('Platform M1');
    expect(outsider).toContain('API M');
    expect(outsider).toContain('Mobile M1');
    expect(outsider).not.toContain('Secret M');
    expect(outsider).not.toContain('Vault M');
    const guest = await titles(scope, w.people.guest.token);
    expect(guest).toContain('Secret M');
    expect(guest).toContain('Vault M');
  });

  it('includes readable ancestors', async () => {
    const res = await titles(
      { path: 'acme/platform', anc: true, state: 'active' },
      w.people.outsider.token,
    );
    expect(res).toEqual(['Acme Past', 'Platform M1', 'Acme Q4', 'Acme Undated']);
    const secret = await titles({ path: 'acme/secret', anc: true }, w.people.secretGuest.token);
    expect(secret).toContain('Acme Q4');
  });

  it('filters by state, timeframe, containing date, title, search and ids', async () => {
    const token = w.people.guest.token;
    expect(await titles({ state: 'closed' })).toEqual(['Acme Closed']);
    expect(
      await titles({ desc: true, timeframe: { start: '2026-11-20', end: '2026-11-22' } }, token),
    ).toEqual(['API M', 'Platform M1', 'Web 1.0', 'Vault M', 'Secret M', 'Acme Q4', 'Acme Closed']);
    expect(await titles({ desc: true, date: '2027-01-15' }, token)).toEqual(['Mobile M1']);
    expect(await titles({ desc: true, title: 'acme q4' }, token)).toEqual([]);
    expect(await titles({ desc: true, title: 'Acme Q4' }, token)).toEqual(['Acme Q4']);
    expect(await titles({ desc: true, searchTitle: 'm1' }, token)).toEqual([
      'Platform M1',
      'Mobile M1',
    ]);
    expect(await titles({ desc: true, searchTitle: '%' }, token)).toEqual([]);
    const ids = [
      `gid://gitlab/Milestone/${m.webRelease.id}`,
      `gid://cairn/Milestone/${m.acmeQ4.id}`,
    ];
    expect(await titles({ desc: true, ids }, token)).toEqual(['Web 1.0', 'Acme Q4']);
  });

  it('sorts expired milestones last for milestone search', async () => {
    const token = w.people.guest.token;
    const res = await titles(
      {
        path: 'acme/platform',
        anc: true,
        desc: true,
        sort: 'EXPIRED_LAST_DUE_DATE_ASC',
        state: 'active',
      },
      token,
    );
    expect(res).toEqual([
      'API M',
      'Platform M1',
      'Acme Q4',
      'Mobile M1',
      'Acme Undated',
      'Acme Past',
    ]);
    const desc = await titles(
      {
        path: 'acme/platform',
        anc: true,
        desc: true,
        sort: 'EXPIRED_LAST_DUE_DATE_DESC',
        state: 'active',
      },
      token,
    );
    expect(desc).toEqual([
      'Mobile M1',
      'Acme Q4',
      'Platform M1',
      'API M',
      'Acme Undated',
      'Acme Past',
    ]);
    const byCreated = await titles({ sort: 'CREATED_DESC' });
    expect(byCreated[0]).toBe('Acme Closed');
  });

  it('describes each milestone for the roadmap', async () => {
    const res = await api.gql(
      `{ group(fullPath: "acme/platform") { milestones(includeAncestors: true, includeDescendants: true, state: active) {
        nodes { iid title webPath webUrl startDate dueDate expired upcoming state
          groupMilestone subgroupMilestone projectMilestone }
      } } }`,
      {},
      w.people.outsider.token,
    );
    const byTitle = new Map(
      at<{ title: string }[]>(res.data, 'group.milestones.nodes').map((n) => [n.title, n]),
    );
    expect(byTitle.get('Platform M1')).toEqual({
      iid: '1',
      title: 'Platform M1',
      webPath: '/groups/acme/platform/-/milestones/1',
      webUrl: 'http://cairn.test/groups/acme/platform/-/milestones/1',
      startDate: '2026-11-01',
      dueDate: '2026-11-30',
      expired: false,
      upcoming: false,
      state: 'active',
      groupMilestone: true,
      subgroupMilestone: false,
      projectMilestone: false,
    });
    expect(byTitle.get('Mobile M1')).toMatchObject({ upcoming: true, subgroupMilestone: true });
    expect(byTitle.get('Acme Past')).toMatchObject({ expired: true, subgroupMilestone: false });
    expect(byTitle.get('API M')).toMatchObject({
      webPath: '/acme/platform/api/-/milestones/1',
      projectMilestone: true,
      groupMilestone: false,
    });
  });

  it('counts only the issues the viewer may see', async () => {
    const query = `{ project(fullPath: "acme/web") { milestones { nodes { title stats { totalIssuesCount closedIssuesCount } } } } }`;
    const stats = async (token?: string) =>
      at<{ stats: unknown }[]>(
        (await api.gql(query, {}, token)).data,
        'project.milestones.nodes',
      )[0]?.stats;
    expect(await stats()).toEqual({ totalIssuesCount: 2, closedIssuesCount: 1 });
    expect(await stats(w.people.reporter.token)).toEqual({
      totalIssuesCount: 3,
      closedIssuesCount: 1,
    });
  });

  it('lists project milestones with ancestors', async () => {
    const res = await api.gql(
      '{ project(fullPath: "acme/web") { milestones(includeAncestors: true, state: active) { nodes { title } } } }',
    );
    expect(
      at<{ title: string }[]>(res.data, 'project.milestones.nodes').map((n) => n.title),
    ).toEqual(['Acme Past', 'Web 1.0', 'Acme Q4', 'Acme Undated']);
  });

  it('rejects bad arguments with an error naming them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sort: 'TITLE_ASC' }, 'sort'],
      [{ state: 'opened' }, 'state'],
      [{ timeframe: { start: '2026-13-01', end: '2026-12-01' } }, 'start'],
      [{ timeframe: { start: '2026-12-01', end: '2026-11-01' } }, 'timeframe'],
      [{ timeframe: { start: '2026-12-01' } }, 'end'],
      [{ date: '21/11/2026' }, 'date'],
      [
        { date: '2026-11-21', timeframe: { start: '2026-11-01', end: '2026-11-30' } },
        'containingDate',
      ],
      [{ first: 101 }, 'first'],
      [{ ids: ['gid://gitlab/Label/1'] }, 'Milestone'],
      [{ ids: ['7'] }, 'Global ID'],
      [{ searchTitle: 'x'.repeat(300) }, 'searchTitle'],
      [{ desc: 'yes' }, 'desc'],
    ];
    for (const [vars, text] of cases) {
      const res = await api.gql(QUERY, { path: 'acme', ...vars });
      expect(res.errors?.[0]?.message, JSON.stringify(vars)).toContain(text);
    }
  });
});
