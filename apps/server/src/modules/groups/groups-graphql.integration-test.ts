import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('GraphQL groups', () => {
  const DESCENDANTS = `query($path: ID!, $search: String, $first: Int, $after: String) {
    group(fullPath: $path) {
      descendantGroups(search: $search, first: $first, after: $after) {
        nodes { fullPath } pageInfo { hasNextPage endCursor }
      }
      subgroups { nodes { fullPath } }
    }
  }`;

  it('pages descendant groups and filters them by search', async () => {
    const token = w.people.guest.token;
    const first = await api.gql(DESCENDANTS, { path: 'acme', first: 2 }, token);
    const nodes = at<{ fullPath: string }[]>(first.data, 'group.descendantGroups.nodes');
    expect(nodes.map((n) => n.fullPath)).toEqual(['acme/platform/mobile', 'acme/platform']);
    const endCursor = at<string>(first.data, 'group.descendantGroups.pageInfo.endCursor');
    const second = await api.gql(DESCENDANTS, { path: 'acme', first: 2, after: endCursor }, token);
    expect(
      at<{ fullPath: string }[]>(second.data, 'group.descendantGroups.nodes').map(
        (n) => n.fullPath,
      ),
    ).toEqual(['acme/secret']);
    expect(at(second.data, 'group.descendantGroups.pageInfo.hasNextPage')).toBe(false);
    const searched = await api.gql(DESCENDANTS, { path: 'acme', search: 'mob' }, token);
    expect(at(searched.data, 'group.descendantGroups.nodes')).toEqual([
      { fullPath: 'acme/platform/mobile' },
    ]);
    expect(
      at<{ fullPath: string }[]>(searched.data, 'group.subgroups.nodes').map((n) => n.fullPath),
    ).toEqual(['acme/platform', 'acme/secret']);
  });

  it('never shows private subgroups to outsiders', async () => {
    const res = await api.gql(DESCENDANTS, { path: 'acme' }, w.people.outsider.token);
    const nodes = at<{ fullPath: string }[]>(res.data, 'group.descendantGroups.nodes');
    expect(nodes.map((n) => n.fullPath)).not.toContain('acme/secret');
    const anon = await api.gql('{ group(fullPath: "acme/secret") { id } }');
    expect(anon.data).toEqual({ group: null });
  });

  it('rejects page sizes over 100, bad cursors and oversized searches', async () => {
    const token = w.people.guest.token;
    for (const [vars, argument] of [
      [{ first: 101 }, 'first'],
      [{ first: -1 }, 'first'],
      [{ after: 'garbage' }, 'after'],
      [{ after: Buffer.from('OffsetConnection:abc').toString('base64') }, 'after'],
      [{ search: 'x'.repeat(256) }, 'search'],
    ] as const) {
      const res = await api.gql(DESCENDANTS, { path: 'acme', ...vars }, token);
      expect(res.errors?.[0]?.message, JSON.stringify(vars)).toContain(argument);
    }
  });

  it('suggests readable groups with Query.groups', async () => {
    const res = await api.gql(
      '{ groups(search: "a") { nodes { fullPath } } }',
      {},
      w.people.outsider.token,
    );
    const found = at<{ fullPath: string }[]>(res.data, 'groups.nodes').map((n) => n.fullPath);
    expect(found).toContain('acme/platform');
    expect(found).not.toContain('acme/secret');
    expect(found).not.toContain('other');
  });

  it('exposes roadmap page data: permissions, settings and paths', async () => {
    const query = `{ group(fullPath: "acme/platform") {
      allowSubEpics firstDayOfWeek fullPath webPath epicsListPath newEpicPath labelsPath milestonesPath
      userPermissions { readGroup createEpic adminGroup createProjects createSubgroup }
    } }`;
    const asReporter = await api.gql(query, {}, w.people.reporter.token);
    expect(asReporter.data).toEqual({
      group: {
        allowSubEpics: true,
        firstDayOfWeek: 0,
        fullPath: 'acme/platform',
        webPath: '/groups/acme/platform',
        epicsListPath: '/groups/acme/platform/-/epics',
        newEpicPath: '/groups/acme/platform/-/epics/new',
        labelsPath: '/groups/acme/platform/-/labels.json',
        milestonesPath: '/groups/acme/platform/-/milestones.json',
        userPermissions: {
          readGroup: true,
          createEpic: true,
          adminGroup: false,
          createProjects: false,
          createSubgroup: false,
        },
      },
    });
    const asGuest = await api.gql(query, {}, w.people.guest.token);
    expect(at(asGuest.data, 'group.userPermissions.createEpic')).toBe(false);
    const asOutsider = await api.gql(query, {}, w.people.outsider.token);
    expect(at(asOutsider.data, 'group.userPermissions.readGroup')).toBe(true);
    expect(at(asOutsider.data, 'group.userPermissions.createEpic')).toBe(false);
  });
});
