import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYED_STATEMENT } from '@cairn/db';
import { statementCounter } from '@cairn/db/testing';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { fixtures } from '#server/testing/fixtures.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { depthGroups } from '../test-support/depth-groups.ts';
import { bulkTree } from '../test-support/bulk-tree.ts';
import { dataOf } from '../test-support/harness.ts';
import { ROADMAP_QUERY } from '../test-support/queries.ts';

/** The roadmap page costs a bounded number of statements, whatever the hierarchy depth. */

const counter = statementCounter();
let t: TestApp;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  const world = await depthGroups(counter, 'depth', [2, 6]);
  ({ t, token } = world);
  const f = fixtures(t.db.db);
  for (const { depth, group, project } of world.groups) {
    const label = await f.label(group, 'bug');
    const milestone = await f.milestone(group, { startDate: '2026-01-01', dueDate: '2026-06-30' });
    const author = world.owner;
    await bulkTree(t.db.db, { group, project, author, label, milestone, roots: 50, depth });
  }
});
afterAll(() => t.close());

const readsMemberships = (q: string) => q.startsWith('select "namespace_id", "access_level"');
const readsNamespaceByPath = (q: string) => q.startsWith('select "id", "kind", "parent_id"');
const readsBannedUsers = (q: string) =>
  q.startsWith('select "id" from "users" where "users"."state"');

async function roadmapStatements(fullPath: string, viewer: string | undefined) {
  const variables = {
    fullPath,
    first: 50,
    sort: 'START_DATE_ASC',
    state: 'all',
    timeframe: { start: '2025-10-01', end: '2026-12-31' },
  };
  await api.gql(ROADMAP_QUERY, variables, viewer); // warm-up: token bookkeeping, snapshot caches
  counter.reset();
  const res = await api.gql(ROADMAP_QUERY, variables, viewer);
  const nodes = at<unknown[]>(dataOf(res), 'group.epics.nodes');
  return {
    count: counter.statements.length,
    nodes: nodes.length,
    statements: [...counter.statements],
  };
}

describe('roadmap page statement count', () => {
  beforeAll(() => {
    api = apiClient(t.app);
  });

  it.each([
    ['signed in', () => token, 9],
    ['anonymous', () => undefined, 10],
  ])(
    '50 epics with every roadmap field: same bounded count at depth 2 and depth 6 (%s)',
    async (_name, viewer, statements) => {
      const shallow = await roadmapStatements('depth2', viewer());
      const deep = await roadmapStatements('depth6', viewer());
      expect(shallow.nodes).toBe(50);
      expect(deep.nodes).toBe(50);
      console.log(`roadmap page (${_name}): ${deep.count} statements`);
      if (process.env.SHOW_SQL || deep.count !== shallow.count) {
        for (const run of [shallow, deep])
          console.log(run.statements.map((q) => q.slice(0, 120)).join('\n'));
      }
      expect(deep.count).toBe(shallow.count);
      expect(deep.count).toBeLessThanOrEqual(20);
      // The viewer's memberships come with the token lookup, not in a statement of their own.
      expect(deep.statements.filter(readsMemberships)).toEqual([]);
      // So do the banned users and the group the request names (auth/viewer-facts.ts): the
      // page's statement is the second round trip of a signed-in request.
      expect(deep.count).toBe(statements);
      if (viewer()) {
        expect(deep.statements.filter(readsNamespaceByPath)).toEqual([]);
        expect(deep.statements.filter(readsBannedUsers)).toEqual([]);
        // Every statement but the page's own reads by key, so PostgreSQL may keep its plan
        // (packages/db named-statements.ts); the page is planned for its values.
        const unkeyed = deep.statements.filter((q) => !q.includes(KEYED_STATEMENT));
        expect(unkeyed.map((q) => q.slice(0, 60))).toEqual([expect.stringMatching(/^select /)]);
        expect(unkeyed[0]).toMatch(/ order by .* limit \$\d+$/);
      }
    },
  );
});

describe("the viewer's memberships in a mutation", () => {
  // Services that change memberships reload them (memberships-changed.integration-test.ts).
  it('come with the token lookup, as in a query: no statement of their own', async () => {
    const api = apiClient(t.app);
    const mutation = `mutation { updateEpic(input: { groupPath: "depth2", iid: "1", title: "Renamed root" }) { errors } }`;
    counter.reset();
    const res = await api.gql(mutation, {}, token);
    expect(at<string[]>(dataOf(res), 'updateEpic.errors')).toEqual([]);
    expect(counter.statements.filter(readsMemberships)).toEqual([]);
  });
});
