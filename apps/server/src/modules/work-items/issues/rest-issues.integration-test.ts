import { describe, expect, it } from 'vitest';
import type { Json } from '../test-support/rest-issues.setup.ts';
import { s, get, send, create, titles } from '../test-support/rest-issues.setup.ts';

describe('issue lists', () => {
  it.each([
    ['/api/v4/projects/acme%2Fweb/issues?order_by=title&sort=asc', ['Web one', 'Web two']],
    ['/api/v4/projects/acme%2Fweb/issues?state=opened', ['Web one']],
    [
      '/api/v4/groups/acme/issues?order_by=weight&sort=desc',
      ['Vault one', 'Web two', 'Web one', 'App one'],
    ],
    ['/api/v4/groups/acme/issues?milestone=M1', ['Web one']],
    ['/api/v4/groups/acme/issues?milestone=None&order_by=title&sort=asc', ['Vault one', 'Web two']],
    ['/api/v4/groups/acme/issues?weight=2', ['App one']],
    ['/api/v4/groups/acme/issues?health_status=at_risk', ['App one']],
    ['/api/v4/groups/acme/issues?search=vault', ['Vault one']],
    [`/api/v4/groups/acme/issues?epic_id=None&order_by=title&sort=asc`, []],
    [
      '/api/v4/groups/acme/issues?not[milestone]=M1&order_by=title&sort=asc',
      ['App one', 'Vault one', 'Web two'],
    ],
    ['/api/v4/issues?scope=all&order_by=title&sort=asc&per_page=2', ['App one', 'Vault one']],
  ])('%s', async (url, expected) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(expected);
  });

  it('epic_id, iids and anonymous visibility', async () => {
    expect(
      titles(
        (
          await get(
            `/api/v4/groups/acme/issues?epic_id=${s.w.epics.beta.id}&order_by=title&sort=asc`,
          )
        ).json(),
      ),
    ).toEqual(['Web one', 'Web two']);
    expect(
      titles(
        (await get(`/api/v4/projects/acme%2Fweb/issues?iids[]=${s.w.issues.web2.iid}`)).json(),
      ),
    ).toEqual(['Web two']);
    expect(
      titles((await get('/api/v4/groups/acme/issues?order_by=title&sort=asc', null)).json()),
    ).toEqual(['App one', 'Web one', 'Web two']);
    expect((await get('/api/v4/projects/acme%2Fpriv%2Fvault/issues', null)).statusCode).toBe(404);
    const mine = await get('/api/v4/issues', s.w.people.owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-total']).toBe('0');
  });

  it('bad parameters are 400', async () => {
    for (const q of ['state=x', 'order_by=label_priority', 'weight=-3', 'per_page=0']) {
      expect((await get(`/api/v4/projects/acme%2Fweb/issues?${q}`)).statusCode).toBe(400);
    }
  });
});

describe('one issue', () => {
  it('GET answers GitLab’s issue JSON', async () => {
    const res = await get(`/api/v4/projects/acme%2Fweb/issues/${s.w.issues.web1.iid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.w.issues.web1.id,
      iid: s.w.issues.web1.iid,
      project_id: s.w.projects.web.id,
      title: 'Web one',
      state: 'opened',
      labels: [],
      milestone: { title: 'M1' },
      author: { username: expect.any(String) },
      weight: 3,
      health_status: 'on_track',
      epic_iid: 2,
      epic: { iid: 2, title: 'Beta', group_id: s.w.groups.acme.id },
      web_url: `http://cairn.test/acme/web/-/issues/${s.w.issues.web1.iid}`,
      references: { short: `#${s.w.issues.web1.iid}`, full: `acme/web#${s.w.issues.web1.iid}` },
      confidential: false,
      discussion_locked: false,
      issue_type: 'issue',
      subscribed: false,
    });
  });

  it('POST creates with labels, milestone, weight and epic; PUT updates and closes; DELETE (owner)', async () => {
    const issue = await create('/api/v4/projects/acme%2Fweb/issues', {
      title: 'From REST',
      labels: 'bug,new-issue-label',
      milestone_id: s.w.milestones.m2.id,
      weight: 4,
      epic_id: s.w.epics.delta.id,
      due_date: '2026-09-01',
    });
    expect(issue).toMatchObject({
      title: 'From REST',
      labels: ['bug', 'new-issue-label'],
      milestone: { title: 'M2' },
      weight: 4,
      epic_iid: 4,
      due_date: '2026-09-01',
    });
    const delta = await get('/api/v4/groups/acme/epics/4');
    expect(delta.json()).toMatchObject({ start_date: '2026-03-01', due_date: '2026-06-30' });
    const url = `/api/v4/projects/acme%2Fweb/issues/${String(issue.iid)}`;
    const updated = await send('PUT', url, {
      state_event: 'close',
      milestone_id: 0,
      labels: '',
      weight: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      state: 'closed',
      milestone: null,
      labels: [],
      weight: null,
    });
    expect((await get('/api/v4/groups/acme/epics/4')).json()).toMatchObject({
      start_date: null,
      due_date: null,
    });
    expect((await send('DELETE', url)).statusCode).toBe(403);
    expect((await send('DELETE', url, undefined, s.w.people.owner.token)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('401, 403, 400 and 404 as GitLab answers them', async () => {
    expect(
      (await send('POST', '/api/v4/projects/acme%2Fweb/issues', { title: 'x' }, null)).statusCode,
    ).toBe(401);
    expect((await send('POST', '/api/v4/projects/acme%2Fweb/issues', {})).statusCode).toBe(400);
    expect(
      (await send('POST', '/api/v4/projects/acme%2Fweb/issues', { title: 'x', weight: 'heavy' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await send(
          'PUT',
          `/api/v4/projects/acme%2Fweb/issues/${s.w.issues.web1.iid}`,
          { title: 'x' },
          s.w.people.outsider.token,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', '/api/v4/projects/acme%2Fweb/issues/999', { title: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/api/v4/projects/nope%2Fnope/issues', { title: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('issue links', () => {
  it('lists, creates (all three types), refuses duplicates and deletes', async () => {
    const url = `/api/v4/projects/acme%2Fweb/issues/${s.w.issues.web2.iid}/links`;
    expect((await get(url)).json()).toEqual([]);
    const created = await create(url, {
      target_project_id: 'acme/sub/app',
      target_issue_iid: s.w.issues.app1.iid,
      link_type: 'is_blocked_by',
    });
    expect(created).toMatchObject({
      source_issue: { title: 'Web two' },
      target_issue: { title: 'App one' },
      link_type: 'is_blocked_by',
    });
    const dup = await send('POST', url, {
      target_project_id: s.w.projects.app.id,
      target_issue_iid: s.w.issues.app1.iid,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Issue(s) already assigned' });
    const listed = (await get(url)).json<Json[]>();
    expect(listed).toMatchObject([{ title: 'App one', link_type: 'is_blocked_by' }]);
    const fromOtherSide = (
      await get(`/api/v4/projects/acme%2Fsub%2Fapp/issues/${s.w.issues.app1.iid}/links`)
    ).json<Json[]>();
    expect(fromOtherSide).toMatchObject([{ title: 'Web two', link_type: 'blocks' }]);
    const invisible = await send(
      'POST',
      url,
      { target_project_id: 'acme/priv/vault', target_issue_iid: s.w.issues.vault1.iid },
      s.w.people.outsider.token,
    );
    expect(invisible.statusCode).toBe(404);
    const removed = await send('DELETE', `${url}/${String(listed[0]!.issue_link_id)}`);
    expect(removed.statusCode).toBe(200);
    expect((await get(url)).json()).toEqual([]);
    expect(
      (
        await send('POST', url, {
          target_project_id: 'acme/web',
          target_issue_iid: 1,
          link_type: 'duplicates',
        })
      ).statusCode,
    ).toBe(400);
  });
});
