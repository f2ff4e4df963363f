import { beforeAll, describe, expect, it } from 'vitest';
import { at } from '#server/testing/api-client.ts';
import { dataOf, useEpicWorld } from '../test-support/harness.ts';
import { walkPages, type WalkedPage } from '../test-support/walk-pages.ts';

const s = useEpicWorld();

// The world has one undated epic (Delta, closed); these add an open one with a label, a
// confidential one and one in the private subgroup. Charlie inherits its dates: never listed.
beforeAll(async () => {
  const { f, groups, people, labels } = s.w;
  const owner = people.owner.user;
  await f.epic(groups.acme, { title: 'Kilo', author: owner, labels: [labels.bug] });
  await f.epic(groups.acme, { title: 'Lima secret', author: owner, confidential: true });
  await f.epic(groups.priv, { title: 'Mike', author: owner });
});

type Page = {
  count: number;
  nodes: { title: string }[];
  pageInfo: WalkedPage<string>['pageInfo'];
};

async function unscheduled(args: string, token: string | null = s.w.people.owner.token) {
  const query = `query { group(fullPath: "acme") {
    epics(unscheduled: true, sort: TITLE_ASC, ${args || 'first: 100'}) {
      count nodes { title } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`;
  const res = await s.api.gql(query, {}, token ?? undefined);
  const page = at<Page>(dataOf(res), 'group.epics');
  return { count: page.count, titles: page.nodes.map((n) => n.title), pageInfo: page.pageInfo };
}

describe('Group.epics(unscheduled: true)', () => {
  it('lists and counts the epics with neither date, whatever their state', async () => {
    expect(await unscheduled('')).toMatchObject({
      count: 4,
      titles: ['Delta', 'Kilo', 'Lima secret', 'Mike'],
    });
  });

  it('hides a confidential epic from a guest: neither listed nor counted', async () => {
    expect(await unscheduled('', s.w.people.guest.token)).toMatchObject({
      count: 3,
      titles: ['Delta', 'Kilo', 'Mike'],
    });
  });

  it('hides the private subgroup’s and the confidential epics from anonymous and outsiders', async () => {
    const expected = { count: 2, titles: ['Delta', 'Kilo'] };
    expect(await unscheduled('', null)).toMatchObject(expected);
    expect(await unscheduled('', s.w.people.outsider.token)).toMatchObject(expected);
  });

  it('applies the roadmap filters: state, search, labels', async () => {
    expect(await unscheduled('state: opened')).toMatchObject({
      count: 3,
      titles: ['Kilo', 'Lima secret', 'Mike'],
    });
    expect(await unscheduled('state: closed')).toMatchObject({ count: 1, titles: ['Delta'] });
    expect(await unscheduled('search: "lima"')).toMatchObject({
      count: 1,
      titles: ['Lima secret'],
    });
    expect(await unscheduled('labelName: ["bug"]')).toMatchObject({ count: 1, titles: ['Kilo'] });
    expect((await unscheduled('search: "lima"', s.w.people.guest.token)).count).toBe(0);
  });

  it('pages forward and backward by cursor, the count staying the total', async () => {
    const query = `query($after: String, $before: String, $first: Int, $last: Int) {
      group(fullPath: "acme") { epics(unscheduled: true, sort: TITLE_ASC, first: $first,
        last: $last, after: $after, before: $before) {
        count nodes { title } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`;
    const counts = new Set<number>();
    const { forward, backward } = await walkPages(1, async (vars) => {
      const res = await s.api.gql(query, vars, s.w.people.owner.token);
      const page = at<Page>(dataOf(res), 'group.epics');
      counts.add(page.count);
      return { items: page.nodes.map((n) => n.title), pageInfo: page.pageInfo };
    });
    const all = ['Delta', 'Kilo', 'Lima secret', 'Mike'];
    expect(forward).toEqual(all);
    expect(backward).toEqual(all);
    expect([...counts]).toEqual([4]);
  });

  it('false or absent lists dated epics too', async () => {
    const res = await s.api.gql(
      `query { group(fullPath: "acme") { epics(unscheduled: false) { count } } }`,
      {},
      s.w.people.owner.token,
    );
    expect(at<number>(dataOf(res), 'group.epics.count')).toBe(11);
  });

  it('refuses unscheduled with a timeframe, naming the argument', async () => {
    const res = await s.api.gql(
      `query { group(fullPath: "acme") {
        epics(unscheduled: true, timeframe: { start: "2026-01-01", end: "2026-12-31" }) {
          nodes { title } } } }`,
      {},
      s.w.people.owner.token,
    );
    expect(res.errors?.[0]?.message).toBe(
      "Argument 'unscheduled' is invalid: cannot be combined with timeframe",
    );
  });
});
