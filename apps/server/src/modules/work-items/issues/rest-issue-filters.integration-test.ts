import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../test-support/rest-issues.setup.ts';
import { s, get, send, titles } from '../test-support/rest-issues.setup.ts';

describe('issue list filters: labels, people, reactions, search fields, confidentiality', () => {
  // Data added here (after the tests above, which expect the plain epic world):
  // web#1 ~bug ~Feature, assigned to planner; app#1 ~bug, assigned to reporter; owner awards
  // 👍 to web#2 and 🚀 to app#1; web#2 is confidential; planner writes 'Planner issue' in web.
  beforeAll(async () => {
    const { people, issues } = s.w;
    const put = async (project: string, iid: number, body: Json) => {
      const res = await send('PUT', `/api/v4/projects/${project}/issues/${iid}`, body);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    };
    await put('acme%2Fweb', issues.web1.iid, {
      labels: 'bug,Feature',
      assignee_ids: [people.planner.user.id],
    });
    await put('acme%2Fsub%2Fapp', issues.app1.iid, {
      labels: 'bug',
      assignee_ids: [people.reporter.user.id],
    });
    await put('acme%2Fweb', issues.web2.iid, { confidential: true });
    for (const [project, iid, name] of [
      ['acme%2Fweb', issues.web2.iid, 'thumbsup'],
      ['acme%2Fsub%2Fapp', issues.app1.iid, 'rocket'],
    ] as const) {
      const res = await send(
        'POST',
        `/api/v4/projects/${project}/issues/${iid}/award_emoji`,
        { name },
        people.owner.token,
      );
      expect(res.statusCode).toBe(201);
    }
    const created = await send('POST', '/api/v4/projects/acme%2Fweb/issues', {
      title: 'Planner issue',
      description: 'a needle in the description',
    });
    expect(created.statusCode).toBe(201);
  });

  const sorted = 'order_by=title&sort=asc';
  const group = (q: string) => `/api/v4/groups/acme/issues?${q}&${sorted}`;
  const project = (q: string) => `/api/v4/projects/acme%2Fweb/issues?${q}&${sorted}`;

  it.each([
    [group('labels=bug'), ['App one', 'Web one']],
    [group('labels=bug,Feature'), ['Web one']],
    [group('labels=None'), ['Planner issue', 'Vault one', 'Web two']],
    [group('labels=Any'), ['App one', 'Web one']],
    [group('author_username=planner'), ['Planner issue']],
    [group('assignee_username=planner'), ['Web one']],
    [group('assignee_username[]=reporter'), ['App one']],
    [group('my_reaction_emoji=thumbsup'), ['Web two']],
    [group('my_reaction_emoji=Any'), ['App one', 'Web two']],
    [group('my_reaction_emoji=None'), ['Planner issue', 'Vault one', 'Web one']],
    [group('search=needle&in=description'), ['Planner issue']],
    [group('search=needle&in=title'), []],
    [group('search=one&in=title'), ['App one', 'Vault one', 'Web one']],
    [group('confidential=true'), ['Web two']],
    [group('confidential=false'), ['App one', 'Planner issue', 'Vault one', 'Web one']],
    [group('not[labels]=bug'), ['Planner issue', 'Vault one', 'Web two']],
    [group('not[labels]=bug,Feature'), ['Planner issue', 'Vault one', 'Web two']],
    [group('not[author_username]=planner'), ['App one', 'Vault one', 'Web one', 'Web two']],
    [group('not[assignee_username]=planner'), ['App one', 'Planner issue', 'Vault one', 'Web two']],
    [
      group('not[my_reaction_emoji]=thumbsup'),
      ['App one', 'Planner issue', 'Vault one', 'Web one'],
    ],
    [project('labels=Feature'), ['Web one']],
    [project('labels=bug'), ['Web one']],
    [project('author_username=planner'), ['Planner issue']],
    [project('assignee_username=planner'), ['Web one']],
    [project('my_reaction_emoji=thumbsup'), ['Web two']],
    [project('search=needle&in=title,description'), ['Planner issue']],
    [project('confidential=true'), ['Web two']],
    [project('not[labels]=bug'), ['Planner issue', 'Web two']],
    [project('not[author_username]=planner'), ['Web one', 'Web two']],
    [project('not[assignee_username]=planner'), ['Planner issue', 'Web two']],
    [project('not[my_reaction_emoji]=thumbsup'), ['Planner issue', 'Web one']],
  ])('%s', async (url, expected) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(expected);
  });

  it.each([
    ['planner', group('scope=created_by_me'), ['Planner issue']],
    ['planner', group('scope=assigned_to_me'), ['Web one']],
    ['planner', project('scope=created_by_me'), ['Planner issue']],
    ['planner', project('scope=assigned-to-me'), ['Web one']],
    ['planner', `/api/v4/issues?${sorted}`, ['Planner issue']],
    ['reporter', `/api/v4/issues?scope=assigned_to_me&${sorted}`, ['App one']],
    ['reporter', group('scope=created_by_me'), []],
  ] as const)('scope as %s: %s', async (who, url, expected) => {
    const res = await get(url, s.w.people[who].token);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(expected);
  });

  it('anonymous viewers do not see the confidential issue through any filter', async () => {
    expect(titles((await get(group('confidential=true'), null)).json())).toEqual([]);
    expect(titles((await get(group('labels=None'), null)).json())).toEqual(['Planner issue']);
    expect(titles((await get(group('my_reaction_emoji=None'), null)).json())).toEqual([
      'App one',
      'Planner issue',
      'Web one',
    ]);
  });
});
