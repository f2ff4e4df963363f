import { describe, expect, it } from 'vitest';
import { at } from '#server/testing/api-client.ts';
import { dataOf, useEpicWorld } from '../test-support/harness.ts';
import { walkPages, type WalkedPage } from '../test-support/walk-pages.ts';

const s = useEpicWorld();

/** Titles of `group.epics(args)` for a viewer (owner by default). */
async function titles(
  args: string,
  opts: {
    token?: string | null;
    group?: string;
    vars?: Record<string, unknown>;
    decl?: string;
  } = {},
) {
  const token = opts.token === null ? undefined : (opts.token ?? s.w.people.owner.token);
  const query = `query($fullPath: ID! ${opts.decl ?? ''}) { group(fullPath: $fullPath) {
    epics(${args || 'first: 100'}) { nodes { title } } } }`;
  const res = await s.api.gql(query, { fullPath: opts.group ?? 'acme', ...opts.vars }, token);
  return at<{ title: string }[]>(dataOf(res), 'group.epics.nodes').map((n) => n.title);
}
const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));
const ALL = ['Alpha', 'Beta', 'charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];

describe('Group.epics filters', () => {
  it('lists the group and its descendant groups by default, newest first', async () => {
    expect(await titles('')).toEqual([...ALL].reverse());
  });

  it('includeDescendantGroups: false keeps the group itself', async () => {
    expect(sorted(await titles('includeDescendantGroups: false'))).toEqual(
      sorted(['Alpha', 'Beta', 'charlie', 'Delta', 'Echo']),
    );
  });

  it('includeAncestorGroups adds the ancestors’ epics', async () => {
    const own = await titles('includeDescendantGroups: false', { group: 'acme/sub' });
    expect(own).toEqual(['Foxtrot']);
    const withAncestors = await titles(
      'includeDescendantGroups: false, includeAncestorGroups: true, sort: TITLE_ASC',
      { group: 'acme/sub' },
    );
    expect(withAncestors).toEqual(['Alpha', 'Beta', 'charlie', 'Delta', 'Echo', 'Foxtrot']);
    expect(
      await titles('includeAncestorGroups: true, sort: TITLE_ASC', { group: 'acme/sub' }),
    ).toEqual(['Alpha', 'Beta', 'charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf']);
  });

  it('state', async () => {
    expect(await titles('state: closed')).toEqual(['Delta']);
    expect(sorted(await titles('state: opened'))).toEqual(sorted(ALL.filter((t) => t !== 'Delta')));
    expect(await titles('state: all')).toHaveLength(8);
  });

  it('iid, iids and iidStartsWith (iids are per group)', async () => {
    expect(sorted(await titles('iid: "1"'))).toEqual(['Alpha', 'Foxtrot', 'Golf', 'Hotel']);
    expect(sorted(await titles('iids: ["2", "3"]'))).toEqual(['Beta', 'charlie']);
    expect(sorted(await titles('iidStartsWith: "1", includeDescendantGroups: false'))).toEqual([
      'Alpha',
    ]);
    expect(await titles('iids: []')).toEqual([]);
  });

  it('timeframe overlaps effective dates; open ends reach any range; undated never match', async () => {
    const tf = (start: string, end: string) =>
      `timeframe: { start: "${start}", end: "${end}" }, sort: TITLE_ASC`;
    expect(await titles(tf('2026-02-10', '2026-02-20'))).toEqual([
      'Alpha',
      'Beta',
      'Foxtrot',
      'Hotel',
    ]);
    expect(await titles(tf('2026-07-01', '2026-07-31'))).toEqual(['Echo', 'Hotel']);
    expect(await titles(tf('2020-01-01', '2020-01-31'))).toEqual(['Foxtrot']);
    expect(await titles(tf('2026-06-30', '2026-06-30'))).toEqual(['charlie', 'Echo', 'Hotel']);
    expect(await titles(tf('2030-01-01', '2030-12-31'))).toEqual(['Echo']);
  });

  it('labelName: all must match, case-insensitive, None and Any', async () => {
    expect(await titles('labelName: ["bug"], sort: TITLE_ASC')).toEqual(['Alpha', 'Foxtrot']);
    expect(await titles('labelName: ["BUG", "feature"]')).toEqual(['Foxtrot']);
    expect(await titles('labelName: ["priority::high"]')).toEqual(['Beta']);
    expect(await titles('labelName: ["None"], sort: TITLE_ASC')).toEqual([
      'charlie',
      'Echo',
      'Golf',
      'Hotel',
    ]);
    expect(await titles('labelName: ["Any"], sort: TITLE_ASC')).toEqual([
      'Alpha',
      'Beta',
      'Delta',
      'Foxtrot',
    ]);
    expect(await titles('labelName: ["nope"]')).toEqual([]);
  });

  it('authorUsername and milestoneTitle (epics with an issue in the milestone)', async () => {
    expect(await titles('authorUsername: "planner"')).toEqual(['Foxtrot']);
    expect(await titles('authorUsername: "AUTHOR"')).toEqual(['Echo']);
    // Unknown names (quotes and backslashes included) match no author.
    expect(await titles('authorUsername: "nobody"')).toEqual([]);
    expect(await titles('authorUsername: "pl\\"anner\\\\"')).toEqual([]);
    expect(await titles('milestoneTitle: "M1"')).toEqual(['Beta']);
    expect(await titles('milestoneTitle: "M2"')).toEqual(['charlie']);
    expect(await titles('milestoneTitle: "nope"')).toEqual([]);
  });

  it('myReactionEmoji: a name, Any, None; anonymous viewers have none', async () => {
    expect(await titles('myReactionEmoji: "thumbsup"')).toEqual(['Alpha']);
    expect(await titles('myReactionEmoji: "Any", sort: TITLE_ASC')).toEqual(['Alpha', 'Beta']);
    expect(await titles('myReactionEmoji: "None", sort: TITLE_ASC')).toEqual(ALL.slice(2));
    expect(await titles('myReactionEmoji: "thumbsup"', { token: null })).toEqual([]);
    expect(
      await titles('myReactionEmoji: "thumbsup"', { token: s.w.people.planner.token }),
    ).toEqual([]);
  });

  it('confidential', async () => {
    expect(await titles('confidential: true')).toEqual(['Echo']);
    expect(await titles('confidential: false')).toHaveLength(7);
  });

  it('search in title and/or description, every term must match', async () => {
    expect(await titles('search: "needle"')).toEqual(['Foxtrot']);
    expect(await titles('search: "needle", in: [TITLE]')).toEqual([]);
    expect(await titles('search: "ALP", in: [TITLE]')).toEqual(['Alpha']);
    expect(await titles('search: "inherits dates"')).toEqual(['charlie']);
    expect(await titles('search: "\\"its dates\\""')).toEqual(['charlie']);
    expect(await titles('search: "inherits nothing"')).toEqual([]);
    expect(await titles('search: "%"')).toEqual([]);
  });

  it('not and or', async () => {
    expect(await titles('not: { authorUsername: "owner" }, sort: TITLE_ASC')).toEqual([
      'Echo',
      'Foxtrot',
    ]);
    expect(await titles('not: { labelName: ["bug"] }, sort: TITLE_ASC')).toEqual([
      'Beta',
      'charlie',
      'Delta',
      'Echo',
      'Golf',
      'Hotel',
    ]);
    expect(await titles('not: { myReactionEmoji: "thumbsup" }')).not.toContain('Alpha');
    expect(await titles('or: { authorUsernames: ["planner", "author"] }, sort: TITLE_ASC')).toEqual(
      ['Echo', 'Foxtrot'],
    );
    expect(await titles('or: { authorUsernames: ["nobody", "Planner"] }')).toEqual(['Foxtrot']);
    expect(await titles('not: { authorUsername: "nobody" }')).toHaveLength(ALL.length);
    expect(await titles('or: { labelNames: ["bug", "priority::high"] }, sort: TITLE_ASC')).toEqual([
      'Alpha',
      'Beta',
      'Foxtrot',
    ]);
  });

  it('topLevelHierarchyOnly drops epics with a parent', async () => {
    expect(sorted(await titles('topLevelHierarchyOnly: true'))).toEqual(
      sorted(ALL.filter((t) => t !== 'Beta' && t !== 'charlie')),
    );
  });

  it('created and updated ranges (inclusive)', async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12)).toISOString();
    expect(await titles(`createdAfter: "${day(5)}", sort: TITLE_ASC`)).toEqual([
      'Echo',
      'Foxtrot',
      'Golf',
      'Hotel',
    ]);
    expect(await titles(`createdBefore: "${day(2)}", sort: TITLE_ASC`)).toEqual(['Alpha', 'Beta']);
    expect(
      await titles(`updatedAfter: "${day(3)}", updatedBefore: "${day(4)}", sort: TITLE_ASC`),
    ).toEqual(['charlie', 'Delta']);
  });

  it('combines timeframes with descendant groups, labels and state', async () => {
    const tf = 'timeframe: { start: "2026-01-01", end: "2026-12-31" }';
    expect(await titles(`${tf}, includeDescendantGroups: false, sort: TITLE_ASC`)).toEqual([
      'Alpha',
      'Beta',
      'charlie',
      'Echo',
    ]);
    expect(await titles(`${tf}, labelName: ["bug"], sort: TITLE_ASC`)).toEqual([
      'Alpha',
      'Foxtrot',
    ]);
    expect(await titles(`${tf}, state: closed`)).toEqual([]);
    expect(await titles(`${tf}, sort: TITLE_ASC`, { group: 'acme/sub' })).toEqual(['Foxtrot']);
    expect(
      await titles('timeframe: { start: "2025-01-01", end: "2025-12-31" }', { group: 'acme/sub' }),
    ).toEqual(['Golf', 'Foxtrot']);
  });

  it('variables work as the roadmap sends them', async () => {
    const res = await titles('timeframe: $tf, labelName: $labels, sort: TITLE_ASC', {
      decl: ', $tf: Timeframe, $labels: [String!]',
      vars: { tf: { start: '2026-01-01', end: '2026-03-01' }, labels: ['bug'] },
    });
    expect(res).toEqual(['Alpha', 'Foxtrot']);
  });
});

describe('Group.epics sorts (ties by id, undated last both ways)', () => {
  const cases: [string, string[]][] = [
    ['START_DATE_ASC', ['Golf', 'Alpha', 'Hotel', 'Beta', 'charlie', 'Echo', 'Delta', 'Foxtrot']],
    ['START_DATE_DESC', ['Echo', 'charlie', 'Beta', 'Hotel', 'Alpha', 'Golf', 'Foxtrot', 'Delta']],
    ['END_DATE_ASC', ['Golf', 'Beta', 'Alpha', 'Foxtrot', 'charlie', 'Hotel', 'Delta', 'Echo']],
    ['END_DATE_DESC', ['Hotel', 'charlie', 'Foxtrot', 'Alpha', 'Beta', 'Golf', 'Echo', 'Delta']],
    ['TITLE_ASC', ALL],
    ['TITLE_DESC', [...ALL].reverse()],
    ['CREATED_AT_ASC', ALL],
    ['CREATED_AT_DESC', [...ALL].reverse()],
    ['UPDATED_AT_ASC', ALL],
    ['UPDATED_AT_DESC', [...ALL].reverse()],
  ];
  it.each(cases)('%s', async (sort, expected) => {
    expect(await titles(`sort: ${sort}`)).toEqual(expected);
  });

  it.each(cases)('%s pages forward and backward by cursor', async (sort, expected) => {
    const query = `query($after: String, $before: String, $first: Int, $last: Int) { group(fullPath: "acme") {
      epics(sort: ${sort}, first: $first, last: $last, after: $after, before: $before) {
        nodes { title } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`;
    type Page = { nodes: { title: string }[]; pageInfo: WalkedPage<string>['pageInfo'] };
    const { forward, backward } = await walkPages(3, async (vars) => {
      const res = await s.api.gql(query, vars, s.w.people.owner.token);
      const page = at<Page>(dataOf(res), 'group.epics');
      return { items: page.nodes.map((n) => n.title), pageInfo: page.pageInfo };
    });
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
  });
});
