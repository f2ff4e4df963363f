import { describe, expect, it } from 'vitest';
import { useEpicWorld } from '../test-support/harness.ts';

const s = useEpicWorld();

/** Runs a query expected to fail: never a 500, an error that names the field, no data leak. */
async function failing(query: string, variables: Record<string, unknown> = {}) {
  const res = await s.t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'private-token': s.w.people.owner.token },
    payload: { query, variables },
  });
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json<{ errors?: { message: string }[] }>();
  expect(body.errors?.length).toBeGreaterThan(0);
  return body.errors![0]!.message;
}

const epics = (args: string) =>
  `{ group(fullPath: "acme") { epics(${args}) { nodes { title } } } }`;

describe('GraphQL bad input is a GraphQL error naming the argument', () => {
  it.each([
    ['sort: NEWEST', /NEWEST/],
    ['state: open', /open/],
    ['first: 101', /first/],
    ['first: -1', /first/],
    ['last: 500', /last/],
    ['first: 2, last: 2', /last/],
    ['first: "ten"', /Int/],
    ['after: "garbage"', /cursor \(after\)/],
    ['before: "eyJzIjoiVElUTEVfQVNDIiwiayI6ImEiLCJpIjoxfQ"', /cursor \(before\)/],
    ['iid: "abc"', /iid/],
    ['iids: ["1", "x"]', /iids/],
    ['iidStartsWith: "1a"', /iidStartsWith/],
    ['timeframe: { start: "2026-13-01", end: "2026-12-31" }', /2026-13-01/],
    ['timeframe: { start: "2026-02-01", end: "2026-01-01" }', /timeframe/],
    ['timeframe: { start: "2026-02-01" }', /end/],
    [`labelName: ["${'x'.repeat(300)}"]`, /labelName/],
    [`search: "${'x'.repeat(300)}"`, /search/],
    ['createdAfter: "yesterday"', /yesterday/],
    ['in: [BODY]', /BODY/],
    ['not: { labelName: "bug", unknown: 1 }', /unknown/],
  ])('%s', async (args, expected) => {
    expect(await failing(epics(args))).toMatch(expected);
  });

  it('a cursor from another sort is refused', async () => {
    const res = await s.api.gql(
      `{ group(fullPath: "acme") { epics(sort: TITLE_ASC, first: 1) { pageInfo { endCursor } } } }`,
      {},
      s.w.people.owner.token,
    );
    const cursor = (res.data as { group: { epics: { pageInfo: { endCursor: string } } } }).group
      .epics.pageInfo.endCursor;
    expect(await failing(epics(`sort: START_DATE_ASC, after: "${cursor}"`))).toMatch(/cursor/);
  });

  it('children, ancestors and linked items validate their arguments too', async () => {
    const epic = (field: string) => `{ group(fullPath: "acme") { epic(iid: "1") { ${field} } } }`;
    const cases: [string, RegExp][] = [
      [epic('children(first: 1000) { nodes { id } }'), /first/],
      [epic('ancestors(after: "x") { nodes { id } }'), /cursor/],
      [epic('linkedWorkItems(first: 101) { nodes { linkId } }'), /first/],
      [
        epic('hasChildrenWithinTimeframe(timeframe: { start: "2026-02-30", end: "2026-03-01" })'),
        /2026-02-30/,
      ],
      ['{ project(fullPath: "acme/web") { issue(iid: "-1") { id } } }', /iid/],
      ['{ issue(id: "gid://gitlab/Epic/1") { id } }', /Issue/],
    ];
    for (const [query, problem] of cases) expect(await failing(query), query).toMatch(problem);
  });

  it('unknown paths are null, not errors', async () => {
    const res = await s.api.gql(
      epics('first: 1').replace('acme', 'does/not/exist'),
      {},
      s.w.people.owner.token,
    );
    expect(res).toEqual({ data: { group: null } });
  });
});

describe('REST bad input is a 400 naming the field, never a 500', () => {
  it.each([
    ['/api/v4/groups/acme/epics?per_page=0', 'per_page'],
    ['/api/v4/groups/acme/epics?per_page=-5', 'per_page'],
    ['/api/v4/groups/acme/epics?per_page=many', 'per_page'],
    ['/api/v4/groups/acme/epics?page=0', 'page'],
    ['/api/v4/groups/acme/epics?iids[]=abc', 'iids'],
    ['/api/v4/groups/acme/epics?created_before=2026-99-99', 'created_before'],
    [`/api/v4/groups/acme/epics?search=${'x'.repeat(300)}`, 'search'],
    [`/api/v4/groups/acme/epics?labels=${'x'.repeat(300)}`, 'labels'],
    ['/api/v4/groups/acme/epics?sort=sideways', 'sort'],
    ['/api/v4/projects/acme%2Fweb/issues?due_date=tomorrow', 'due_date'],
    ['/api/v4/projects/acme%2Fweb/issues?assignee_id=me', 'assignee_id'],
  ])('%s', async (url, field) => {
    const res = await s.api.rest('GET', url, { token: s.w.people.owner.token });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('bodies: wrong types and oversized strings', async () => {
    const token = s.w.people.owner.token;
    for (const body of [
      { title: 42 },
      { title: 'x', confidential: 'perhaps' },
      { title: 'x', parent_id: 'abc' },
      { title: 'x', color: 'not a colour' },
      { title: 'x', description: 'd'.repeat(1_048_577) },
    ]) {
      const res = await s.api.rest('POST', '/api/v4/groups/acme/epics', { token, body });
      expect(res.statusCode).toBe(400);
    }
    const list = await s.api.rest('GET', '/api/v4/groups/acme/epics?per_page=100', { token });
    expect(list.headers['x-total']).toBe('8');
  });

  it('per_page over 100 is capped at 100 (as GitLab does), not refused', async () => {
    const token = s.w.people.owner.token;
    for (const size of ['101', '500', '1000']) {
      const res = await s.api.rest('GET', `/api/v4/groups/acme/epics?per_page=${size}`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-per-page']).toBe('100');
      expect(res.json<unknown[]>()).toHaveLength(8);
      expect(String(res.headers.link)).toContain('per_page=100');
    }
  });
});
