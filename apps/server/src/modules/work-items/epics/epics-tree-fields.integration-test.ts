import { describe, expect, it } from 'vitest';
import { s, epic } from '../test-support/epic-fields.setup.ts';
import { at } from '#server/testing/api-client.ts';
import { dataOf } from '../test-support/harness.ts';

describe('Epic hierarchy', () => {
  it('parent, ancestors (top first), hasParent, hasChildren, hasIssues', async () => {
    const charlie = await epic(
      'hasParent parent { title } ancestors { nodes { title } } hasChildren hasIssues relationPath',
      { iid: 3 },
    );
    expect(charlie).toEqual({
      hasParent: true,
      parent: { title: 'Beta' },
      ancestors: { nodes: [{ title: 'Alpha' }, { title: 'Beta' }] },
      hasChildren: false,
      hasIssues: true,
      relationPath: `/groups/acme/-/epics/2/links/${s.w.epics.charlie.id}`,
    });
    expect(await epic('hasChildren hasIssues')).toEqual({ hasChildren: true, hasIssues: true });
    expect(await epic('hasChildren hasIssues', { token: null })).toEqual({
      hasChildren: true,
      hasIssues: false,
    });
  });

  it('hasChildrenWithinTimeframe', async () => {
    const q = (start: string, end: string) =>
      epic(`hasChildrenWithinTimeframe(timeframe: { start: "${start}", end: "${end}" })`);
    expect(await q('2026-02-01', '2026-02-10')).toEqual({ hasChildrenWithinTimeframe: true });
    expect(await q('2027-01-01', '2027-12-31')).toEqual({ hasChildrenWithinTimeframe: false });
  });

  describe('hasChildrenWithinTimeframe without an argument (as the roadmap asks for it)', () => {
    // Beta (2026-02-01..02-28) has one child, charlie (2026-03-01..06-30); Alpha has Beta.
    const PAGE = '{ start: "2026-01-01", end: "2026-02-15" }';
    const list = async (args: string, fields = 'title hasChildrenWithinTimeframe') => {
      const query = `{ group(fullPath: "acme") { epics(includeDescendantGroups: false, ${args}) { nodes { ${fields} } } } }`;
      const res = await s.api.gql(query, {}, s.w.people.owner.token);
      return at<Record<string, unknown>[]>(dataOf(res), 'group.epics.nodes');
    };

    it('uses the timeframe of Group.epics: a child only outside it does not count', async () => {
      expect(await list(`timeframe: ${PAGE}, iids: ["1", "2"], sort: TITLE_ASC`)).toEqual([
        { title: 'Alpha', hasChildrenWithinTimeframe: true },
        { title: 'Beta', hasChildrenWithinTimeframe: false },
      ]);
    });

    it('uses the timeframe of Epic.children', async () => {
      const inPage = await epic(
        `children(timeframe: ${PAGE}) { nodes { title hasChildrenWithinTimeframe } }`,
      );
      expect(inPage).toEqual({
        children: { nodes: [{ title: 'Beta', hasChildrenWithinTimeframe: false }] },
      });
      const later = await epic(
        'children(timeframe: { start: "2026-02-01", end: "2026-03-15" }) { nodes { title hasChildrenWithinTimeframe } }',
      );
      expect(later).toEqual({
        children: { nodes: [{ title: 'Beta', hasChildrenWithinTimeframe: true }] },
      });
    });

    it('is hasChildren when no list gave a timeframe', async () => {
      expect(await epic('hasChildren hasChildrenWithinTimeframe', { iid: 2 })).toEqual({
        hasChildren: true,
        hasChildrenWithinTimeframe: true,
      });
      expect(await list('iids: ["2", "3"], sort: TITLE_ASC')).toEqual([
        { title: 'Beta', hasChildrenWithinTimeframe: true },
        { title: 'charlie', hasChildrenWithinTimeframe: false },
      ]);
      expect(await epic('children { nodes { title hasChildrenWithinTimeframe } }')).toEqual({
        children: { nodes: [{ title: 'Beta', hasChildrenWithinTimeframe: true }] },
      });
    });

    it('an explicit argument wins over the list timeframe', async () => {
      const fields =
        'title hasChildrenWithinTimeframe(timeframe: { start: "2026-03-01", end: "2026-03-31" })';
      expect(await list(`timeframe: ${PAGE}, iids: ["2"]`, fields)).toEqual([
        { title: 'Beta', hasChildrenWithinTimeframe: true },
      ]);
      const none =
        'title hasChildrenWithinTimeframe(timeframe: { start: "2027-01-01", end: "2027-12-31" })';
      expect(await list('iids: ["2"]', none)).toEqual([
        { title: 'Beta', hasChildrenWithinTimeframe: false },
      ]);
    });

    it('matches children by the rules of the timeframe filter (open-ended dates)', async () => {
      // A group of its own: three parents, each with one child that lacks a date.
      const { f, people } = s.w;
      const tf = await f.group({ path: 'tf', visibility: 'public' });
      const parent = (title: string) =>
        f.epic(tf, {
          title,
          startDate: '2026-01-01',
          dueDate: '2026-12-31',
          author: people.owner.user,
        });
      await f.epic(tf, { title: 'no end', startDate: '2026-05-01', parent: await parent('P1') });
      await f.epic(tf, { title: 'no start', dueDate: '2026-04-15', parent: await parent('P2') });
      await f.epic(tf, { title: 'no dates', parent: await parent('P3') });
      const parents = async (start: string, end: string) => {
        const query = `{ group(fullPath: "tf") { epics(timeframe: { start: "${start}", end: "${end}" },
          iids: ["1", "3", "5"], sort: TITLE_ASC) { nodes { title hasChildrenWithinTimeframe } } } }`;
        return at(dataOf(await s.api.gql(query, {}, people.owner.token)), 'group.epics.nodes');
      };
      expect(await parents('2026-06-01', '2026-06-30')).toEqual([
        { title: 'P1', hasChildrenWithinTimeframe: true },
        { title: 'P2', hasChildrenWithinTimeframe: false },
        { title: 'P3', hasChildrenWithinTimeframe: false },
      ]);
      expect(await parents('2026-01-01', '2026-01-31')).toEqual([
        { title: 'P1', hasChildrenWithinTimeframe: false },
        { title: 'P2', hasChildrenWithinTimeframe: true },
        { title: 'P3', hasChildrenWithinTimeframe: false },
      ]);
    });
  });

  it('children takes the epic list arguments; issues lists child issues in tree order', async () => {
    expect(await epic('children { nodes { title } }')).toEqual({
      children: { nodes: [{ title: 'Beta' }] },
    });
    expect(
      await epic(
        'children(timeframe: { start: "2027-01-01", end: "2027-02-01" }) { nodes { title } }',
      ),
    ).toEqual({
      children: { nodes: [] },
    });
    const beta = await epic<{
      issues: { nodes: { title: string; epicIssueId: string; relationPath: string }[] };
    }>('issues { nodes { title epicIssueId relationPath reference(full: true) } }', { iid: 2 });
    expect(beta.issues.nodes.map((n) => n.title)).toEqual(['Web one', 'Web two']);
    expect(beta.issues.nodes[0]!.epicIssueId).toMatch(/^gid:\/\/cairn\/EpicIssue\/\d+$/);
    expect(beta.issues.nodes[0]!.relationPath).toMatch(
      /^\/groups\/acme\/-\/epics\/2\/issues\/\d+$/,
    );
  });

  it('Epic.ancestors hides ancestors the viewer cannot see', async () => {
    const f = s.w.f;
    const secret = await f.epic(s.w.groups.acme, { title: 'Secret parent', confidential: true });
    const child = await f.epic(s.w.groups.acme, { title: 'Public child', parent: secret });
    const res = await epic('hasParent parent { title } ancestors { nodes { title } }', {
      iid: child.iid,
      token: null,
    });
    expect(res).toEqual({ hasParent: true, parent: null, ancestors: { nodes: [] } });
  });
});

describe('Epic identity and presentation', () => {
  it('paths, references, colours, labels, group, author', async () => {
    const alpha =
      await epic(`iid webUrl webPath reference full: reference(full: true) color textColor
      title titleHtml description descriptionHtml state confidential
      labels { nodes { title color textColor } } group { fullPath name } author { username }`);
    expect(alpha).toEqual({
      iid: '1',
      webUrl: 'http://cairn.test/groups/acme/-/epics/1',
      webPath: '/groups/acme/-/epics/1',
      reference: '&1',
      full: 'acme&1',
      color: '#1068bf',
      textColor: '#FFFFFF',
      title: 'Alpha',
      titleHtml: 'Alpha',
      description: '',
      descriptionHtml: '',
      state: 'opened',
      confidential: false,
      labels: { nodes: [{ title: 'bug', color: '#d9534f', textColor: '#FFFFFF' }] },
      group: { fullPath: 'acme', name: 'Acme' },
      author: { username: 'owner' },
    });
    const beta = await epic<{ labels: { nodes: { textColor: string }[] } }>(
      'labels { nodes { textColor } }',
      { iid: 2 },
    );
    expect(beta.labels.nodes[0]!.textColor).not.toBe('#FFFFFF');
  });

  it('renders the description with references', async () => {
    const f = s.w.f;
    const e = await f.epic(s.w.groups.acme, { title: 'Refs', description: 'See &1 and **bold**' });
    const res = await epic<{ descriptionHtml: string }>('descriptionHtml', { iid: e.iid });
    expect(res.descriptionHtml).toContain('<strong>bold</strong>');
    expect(res.descriptionHtml).toContain('/groups/acme/-/epics/1');
  });

  it('userPermissions by role', async () => {
    const fields =
      'userPermissions { readEpic updateEpic adminEpic destroyEpic createEpic adminEpicRelation awardEmoji }';
    const as = async (token: string | null) => at(await epic(fields, { token }), 'userPermissions');
    expect(await as(s.w.people.owner.token)).toEqual({
      readEpic: true,
      updateEpic: true,
      adminEpic: true,
      destroyEpic: true,
      createEpic: true,
      adminEpicRelation: true,
      awardEmoji: true,
    });
    expect(await as(s.w.people.planner.token)).toMatchObject({
      updateEpic: true,
      destroyEpic: false,
    });
    expect(await as(s.w.people.guest.token)).toMatchObject({
      readEpic: true,
      updateEpic: false,
      awardEmoji: true,
    });
    expect(await as(null)).toMatchObject({ readEpic: true, updateEpic: false, awardEmoji: false });
  });

  it('votes, subscription, participants and to-dos', async () => {
    const alpha = await epic<Record<string, unknown>>(
      'upvotes downvotes subscribed participants { nodes { username } } currentUserTodos(state: pending) { nodes { id } } userNotesCount',
    );
    expect(alpha).toEqual({
      upvotes: 1,
      downvotes: 0,
      subscribed: true,
      participants: { nodes: [{ username: 'owner' }] },
      currentUserTodos: { nodes: [] },
      userNotesCount: 0,
    });
    expect(await epic('subscribed', { token: s.w.people.guest.token })).toEqual({
      subscribed: false,
    });
  });

  it('Group.epic finds the group’s own epic by iid only', async () => {
    expect(await epic('title', { iid: 1, group: 'acme' })).toEqual({ title: 'Alpha' });
    expect(await epic('title', { iid: 1, group: 'acme/sub' })).toEqual({ title: 'Foxtrot' });
    expect(await epic('title', { iid: 99 })).toBeNull();
  });
});
