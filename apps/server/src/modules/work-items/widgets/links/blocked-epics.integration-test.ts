import { beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '@cairn/db/testing';
import { at } from '#server/testing/api-client.ts';
import { encodeGid } from '#server/graphql/global-id.ts';
import { dataOf, useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';

/**
 * Epic.blockedEpicIds, the roadmap's dependency arrows: only `blocks` links to epics, and only
 * when the viewer can read the blocked epic (the blocker is the epic being read).
 */

const counter = statementCounter();
const s = useEpicWorld({ logger: counter.logger });

beforeAll(async () => {
  const { f, epics, issues } = s.w;
  await f.link(epics.alpha, epics.hotel, 'blocks'); // private group acme/priv
  await f.link(epics.beta, epics.echo, 'blocks'); // confidential
  await f.link(epics.beta, epics.golf, 'relates_to'); // not a dependency
  await f.link(epics.golf, issues.web1, 'blocks'); // an issue, not drawn on the roadmap
});

const QUERY = `{ group(fullPath: "acme") {
  epics(sort: TITLE_ASC, includeDescendantGroups: true) { nodes { title blockedEpicIds } } } }`;

async function blockedTitles(token: string | undefined) {
  const res = await s.api.gql(QUERY, {}, token);
  const nodes = at<{ title: string; blockedEpicIds: string[] }[]>(dataOf(res), 'group.epics.nodes');
  const titleOf = new Map(
    Object.values(s.w.epics).map((e) => [encodeGid('Epic', e.id), e.title] as const),
  );
  return Object.fromEntries(
    nodes
      .filter((n) => n.blockedEpicIds.length > 0)
      .map((n) => [n.title, n.blockedEpicIds.map((id) => titleOf.get(id))]),
  );
}

describe('Epic.blockedEpicIds', () => {
  it('lists every blocked epic to a viewer who reads them all', async () => {
    expect(await blockedTitles(s.w.people.owner.token)).toEqual({
      Alpha: ['Foxtrot', 'Hotel'],
      Beta: ['Echo'],
      Echo: ['Alpha'],
    });
  });

  it('never names a confidential epic to a guest', async () => {
    // The guest reads acme/priv (membership is inherited) but not confidential epics.
    expect(await blockedTitles(s.w.people.guest.token)).toEqual({ Alpha: ['Foxtrot', 'Hotel'] });
  });

  it('never names an epic of a private group to an outsider or an anonymous viewer', async () => {
    const expected = { Alpha: ['Foxtrot'] };
    expect(await blockedTitles(s.w.people.outsider.token)).toEqual(expected);
    expect(await blockedTitles(undefined)).toEqual(expected);
  });

  it('costs one statement for a whole page of epics', async () => {
    const token = s.w.people.owner.token;
    const without = QUERY.replace(' blockedEpicIds', '');
    await s.api.gql(QUERY, {}, token);
    counter.reset();
    await s.api.gql(without, {}, token);
    const base = counter.statements.length;
    counter.reset();
    await s.api.gql(QUERY, {}, token);
    expect(counter.statements.length).toBe(base + 1);
  });
});
