import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { milestones, workItems } from '@cairn/db';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
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

const titles = (res: { json: () => unknown }) =>
  (res.json() as { title: string }[]).map((x) => x.title).sort();

describe('GET milestones', () => {
  it('lists group milestones with GitLab filters', async () => {
    const token = w.people.guest.token;
    const get = (q: string) => api.rest('GET', `/api/v4/groups/acme/milestones${q}`, { token });
    expect(titles(await get(''))).toEqual(['Acme Closed', 'Acme Past', 'Acme Q4', 'Acme Undated']);
    expect(titles(await get('?state=closed'))).toEqual(['Acme Closed']);
    expect(titles(await get('?title=Acme%20Q4'))).toEqual(['Acme Q4']);
    expect(titles(await get('?search=past'))).toEqual(['Acme Past']);
    expect(titles(await get(`?iids[]=${m.acmeQ4.iid}&iids[]=${m.acmePast.iid}`))).toEqual([
      'Acme Past',
      'Acme Q4',
    ]);
    // GitLab's within_timeframe: an undated start counts as "already started".
    expect(titles(await get('?start_date=2026-02-01&end_date=2026-02-02'))).toEqual([
      'Acme Closed',
      'Acme Past',
    ]);
    const desc = await get('?include_descendants=true&state=active&per_page=3');
    expect(desc.headers['x-total']).toBe('9');
    expect(desc.json()).toHaveLength(3);
  });

  it('serialises GitLab milestone JSON', async () => {
    const res = await api.rest('GET', `/api/v4/projects/acme%2Fweb/milestones/${m.webRelease.id}`);
    expect(res.json()).toMatchObject({
      id: m.webRelease.id,
      iid: 1,
      project_id: w.projects.web.id,
      title: 'Web 1.0',
      description: '',
      state: 'active',
      due_date: '2026-12-01',
      start_date: null,
      expired: false,
      web_url: 'http://cairn.test/acme/web/-/milestones/1',
    });
    const group = await api.rest('GET', `/api/v4/groups/acme/milestones/${m.acmePast.id}`);
    expect(group.json()).toMatchObject({ group_id: w.groups.acme.id, expired: true });
  });

  it('answers 404 for milestones of other or hidden namespaces', async () => {
    const cases: [string, string | undefined][] = [
      [`/api/v4/groups/acme/milestones/${m.webRelease.id}`, undefined],
      [`/api/v4/groups/acme%2Fsecret/milestones/${m.secretM.id}`, w.people.outsider.token],
      [`/api/v4/groups/acme%2Fsecret/milestones`, w.people.outsider.token],
      [`/api/v4/groups/acme/milestones/abc`, undefined],
      [`/api/v4/groups/acme/milestones/99999999999`, undefined],
    ];
    for (const [url, token] of cases) {
      const res = await api.rest('GET', url, { token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: '404 Not Found' });
    }
  });

  it('answers 400 for bad list parameters', async () => {
    for (const q of [
      'state=opened',
      'start_date=2026-01-01',
      'start_date=2026-02-30&end_date=2026-03-01',
      'start_date=2026-03-01&end_date=2026-02-01',
      'iids[]=x',
      'include_descendants=sure',
      'updated_after=yesterday',
    ]) {
      const res = await api.rest('GET', `/api/v4/groups/acme/milestones?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('milestone writes', () => {
  const url = '/api/v4/groups/acme%2Fplatform/milestones';

  it('creates milestones for planners and above, with the next iid', async () => {
    const body = { title: 'Platform M2', start_date: '2026-12-01', due_date: '2026-12-31' };
    expect((await api.rest('POST', url, { body })).statusCode).toBe(401);
    expect((await api.rest('POST', url, { body, token: w.people.guest.token })).statusCode).toBe(
      403,
    );
    expect((await api.rest('POST', url, { body, token: w.people.outsider.token })).statusCode).toBe(
      403,
    );
    const hidden = await api.rest('POST', '/api/v4/groups/acme%2Fsecret/milestones', {
      body,
      token: w.people.outsider.token,
    });
    expect(hidden.statusCode).toBe(404);
    const res = await api.rest('POST', url, { body, token: w.people.reporter.token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      iid: 2,
      title: 'Platform M2',
      group_id: w.groups.platform.id,
    });
    const next = await api.rest('POST', url, {
      body: { title: 'Platform M3' },
      token: w.people.owner.token,
    });
    expect(next.json()).toMatchObject({ iid: 3, start_date: null, due_date: null });
  });

  it('refuses invalid milestones and writes nothing', async () => {
    const before = await t.db.db.$count(milestones);
    const token = w.people.owner.token;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'title'],
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(256) }, 'title'],
      [{ title: 'Platform M1' }, 'title'],
      [{ title: 'Dates', start_date: '2026-12-02', due_date: '2026-12-01' }, 'due_date'],
      [{ title: 'Dates', due_date: '2026-13-01' }, 'due_date'],
      [{ title: 'Dates', start_date: 'tomorrow' }, 'start_date'],
      [{ title: 42 }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await api.rest('POST', url, { body, token });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    expect(await t.db.db.$count(milestones)).toBe(before);
  });

  it('updates, closes, reopens and deletes', async () => {
    const token = w.people.reporter.token;
    const id = m.platformM1.id;
    const renamed = await api.rest('PUT', `${url}/${id}`, {
      token,
      body: { title: 'Platform One', description: 'First', state_event: 'close' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Platform One',
      description: 'First',
      state: 'closed',
    });
    const reopened = await api.rest('PUT', `${url}/${id}`, {
      token,
      body: { state_event: 'activate' },
    });
    expect(reopened.json()).toMatchObject({ state: 'active', start_date: '2026-11-01' });
    const cleared = await api.rest('PUT', `${url}/${id}`, { token, body: { start_date: null } });
    expect(cleared.json()).toMatchObject({ start_date: null, due_date: '2026-11-30' });
    const badDates = await api.rest('PUT', `${url}/${id}`, {
      token,
      body: { start_date: '2027-01-01' },
    });
    expect(badDates.statusCode).toBe(400);
    const dup = await api.rest('PUT', `${url}/${id}`, { token, body: { title: 'Platform M2' } });
    expect(dup.statusCode).toBe(400);
    const badEvent = await api.rest('PUT', `${url}/${id}`, {
      token,
      body: { state_event: 'reopen' },
    });
    expect(badEvent.statusCode).toBe(400);
    expect(
      (await api.rest('PUT', `${url}/${id}`, { body: { title: 'Z' }, token: w.people.guest.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api.rest('DELETE', `${url}/${id}`, { token: w.people.guest.token })).statusCode,
    ).toBe(403);
    expect((await api.rest('DELETE', `${url}/${id}`, { token })).statusCode).toBe(204);
    expect((await api.rest('GET', `${url}/${id}`, { token })).statusCode).toBe(404);
    expect((await api.rest('DELETE', `${url}/${id}`, { token })).statusCode).toBe(404);
  });
});

describe('GET /groups/<path>/-/milestones.json', () => {
  it('lists readable group, ancestor and descendant milestones, due date descending', async () => {
    const anon = await t.app.inject({ url: '/groups/acme/-/milestones.json?state=active' });
    expect(anon.statusCode).toBe(200);
    expect((anon.json() as { title: string }[]).map((x) => x.title)).toEqual([
      'Acme Q4',
      'Web 1.0',
      'Acme Past',
      'Acme Undated',
    ]);
    expect(anon.json()).toContainEqual(
      expect.objectContaining({
        title: 'Web 1.0',
        name: 'Web 1.0',
        due_date: '2026-12-01',
        project_id: w.projects.web.id,
      }),
    );
    const guest = await t.app.inject({
      url: '/groups/acme/platform/mobile/-/milestones.json?search=m1',
      headers: { 'private-token': w.people.guest.token },
    });
    expect((guest.json() as { title: string }[]).map((x) => x.title)).toEqual(['Mobile M1']);
    const hidden = await t.app.inject({ url: '/groups/acme/secret/-/milestones.json' });
    expect(hidden.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/groups/acme/-/milestones.json?state=sometimes' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('inherited epic dates', () => {
  it('follow milestone date changes and deletion', async () => {
    const epic = await w.f.epic(w.groups.acme, { title: 'Inheriting' });
    const milestone = await w.f.milestone(w.projects.web, {
      title: 'Web 2.0',
      startDate: '2027-01-01',
    });
    await w.f.issue(w.projects.web, { epic, milestone });
    const url = `/api/v4/projects/acme%2Fweb/milestones/${milestone.id}`;
    const token = w.people.owner.token;
    const datesOf = async () => {
      const [row] = await t.db.db.select().from(workItems).where(eq(workItems.id, epic.id));
      return [row?.startDate, row?.dueDate];
    };
    await api.rest('PUT', url, { token, body: { due_date: '2027-03-31' } });
    expect(await datesOf()).toEqual(['2027-01-01', '2027-03-31']);
    await api.rest('PUT', url, { token, body: { title: 'Web 2' } });
    expect(await datesOf()).toEqual(['2027-01-01', '2027-03-31']);
    expect((await api.rest('DELETE', url, { token })).statusCode).toBe(204);
    expect(await datesOf()).toEqual([null, null]);
  });
});
