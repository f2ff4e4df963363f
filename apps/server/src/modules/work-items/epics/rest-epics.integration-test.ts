import { describe, expect, it } from 'vitest';
import { useEpicWorld } from '../test-support/harness.ts';
import { titles, worldHelpers } from '../test-support/helpers.ts';

const s = useEpicWorld();
const { get } = worldHelpers(s);

type Json = Record<string, unknown>;

describe('GET /groups/:id/epics', () => {
  it('lists with GitLab pagination headers, newest first, every state by default', async () => {
    const res = await get('/api/v4/groups/acme/epics?per_page=3&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total']).toBe('8');
    expect(res.headers['x-total-pages']).toBe('3');
    expect(res.headers['x-page']).toBe('2');
    expect(res.headers['x-next-page']).toBe('3');
    expect(res.headers['x-prev-page']).toBe('1');
    expect(String(res.headers.link)).toContain('rel="next"');
    expect(titles(res.json())).toEqual(['Echo', 'Delta', 'charlie']);
  });

  it.each([
    ['labels=bug&order_by=title&sort=asc', ['Alpha', 'Foxtrot']],
    ['labels=bug,Feature', ['Foxtrot']],
    ['state=closed', ['Delta']],
    ['author_username=planner', ['Foxtrot']],
    ['search=needle', ['Foxtrot']],
    [
      'include_descendant_groups=false&order_by=title&sort=asc',
      ['Alpha', 'Beta', 'charlie', 'Delta', 'Echo'],
    ],
    ['my_reaction_emoji=thumbsup', ['Alpha']],
    ['confidential=true', ['Echo']],
    ['iids[]=2&iids[]=3&order_by=title&sort=asc', ['Beta', 'charlie']],
    [
      'not[labels]=bug&order_by=title&sort=asc',
      ['Beta', 'charlie', 'Delta', 'Echo', 'Golf', 'Hotel'],
    ],
    ['created_after=2026-01-07T00:00:00Z&order_by=created_at&sort=asc', ['Golf', 'Hotel']],
    ['created_before=2026-01-03T00:00:00Z&order_by=created_at&sort=asc', ['Alpha', 'Beta']],
    [
      'created_after=2026-01-02T00:00:00Z&created_before=2026-01-04T00:00:00Z&order_by=title&sort=asc',
      ['Beta', 'charlie'],
    ],
    // Epics are updated when created (one a day from 2026-01-01 12:00 in the world's order).
    [
      'updated_after=2026-01-06T00:00:00Z&order_by=updated_at&sort=asc',
      ['Foxtrot', 'Golf', 'Hotel'],
    ],
    ['updated_before=2026-01-03T00:00:00Z&order_by=updated_at&sort=desc', ['Beta', 'Alpha']],
    ['order_by=updated_at&sort=desc&per_page=3', ['Hotel', 'Golf', 'Foxtrot']],
    ['order_by=updated_at&sort=asc&per_page=3', ['Alpha', 'Beta', 'charlie']],
    [
      'state=opened&order_by=title&sort=asc',
      ['Alpha', 'Beta', 'charlie', 'Echo', 'Foxtrot', 'Golf', 'Hotel'],
    ],
    ['state=opened&labels=Feature', ['Foxtrot']],
    ['order_by=title&sort=desc&per_page=2', ['Hotel', 'Golf']],
  ])('%s', async (query, expected) => {
    const res = await get(`/api/v4/groups/acme/epics?${query}`);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(expected);
  });

  it('author_id and ancestor groups', async () => {
    const byId = await get(`/api/v4/groups/acme/epics?author_id=${s.w.people.planner.user.id}`);
    expect(titles(byId.json())).toEqual(['Foxtrot']);
    const ancestors = await get(
      '/api/v4/groups/acme%2Fsub/epics?include_ancestor_groups=true&include_descendant_groups=false&order_by=title&sort=asc',
    );
    expect(titles(ancestors.json())).toEqual([
      'Alpha',
      'Beta',
      'charlie',
      'Delta',
      'Echo',
      'Foxtrot',
    ]);
  });

  it('anonymous users get public epics; private or unknown groups are 404', async () => {
    expect(
      titles((await get('/api/v4/groups/acme/epics?order_by=title&sort=asc', null)).json()),
    ).toEqual(['Alpha', 'Beta', 'charlie', 'Delta', 'Foxtrot', 'Golf']);
    for (const url of [
      '/api/v4/groups/acme%2Fpriv/epics',
      '/api/v4/groups/nope/epics',
      `/api/v4/groups/${s.w.groups.priv.id}/epics`,
    ]) {
      const res = await get(url, null);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '404 Not Found' });
    }
  });

  it('bad parameters are 400 naming the field', async () => {
    for (const [query, field] of [
      ['state=weird', 'state'],
      ['order_by=popularity', 'order_by'],
      ['per_page=0', 'per_page'],
      ['created_after=yesterday', 'created_after'],
      ['include_descendant_groups=maybe', 'include_descendant_groups'],
    ]) {
      const res = await get(`/api/v4/groups/acme/epics?${query}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });
});

describe('GET /groups/:id/epics/:epic_iid', () => {
  it('answers GitLab’s epic JSON', async () => {
    const res = await get('/api/v4/groups/acme/epics/2');
    expect(res.statusCode).toBe(200);
    const e = res.json<Json>();
    expect(e).toMatchObject({
      id: s.w.epics.beta.id,
      iid: 2,
      group_id: s.w.groups.acme.id,
      parent_id: s.w.epics.alpha.id,
      title: 'Beta',
      state: 'opened',
      confidential: false,
      web_url: 'http://cairn.test/groups/acme/-/epics/2',
      references: { short: '&2', relative: '&2', full: 'acme&2' },
      author: { username: 'owner' },
      start_date: '2026-02-01',
      start_date_is_fixed: true,
      start_date_fixed: '2026-02-01',
      start_date_from_inherited_source: '2026-01-10',
      due_date: '2026-02-28',
      due_date_is_fixed: true,
      due_date_fixed: '2026-02-28',
      due_date_from_inherited_source: '2026-06-30',
      labels: ['priority::high'],
      upvotes: 0,
      downvotes: 0,
      color: '#1068bf',
    });
    for (const key of ['created_at', 'updated_at', 'closed_at', 'description'])
      expect(e).toHaveProperty(key);
  });

  it('404 for invisible, unknown or malformed iids', async () => {
    expect((await get('/api/v4/groups/acme/epics/5', s.w.people.guest.token)).statusCode).toBe(404);
    expect((await get('/api/v4/groups/acme/epics/999')).statusCode).toBe(404);
    expect((await get('/api/v4/groups/acme/epics/abc')).statusCode).toBe(404);
  });
});

describe('POST, PUT, DELETE /groups/:id/epics', () => {
  const { send, create } = worldHelpers(s);

  it('creates an epic with labels, dates and a parent; updates and closes it', async () => {
    const epic = await create('/api/v4/groups/acme/epics', {
      title: 'REST epic',
      labels: 'bug,rest-label',
      start_date_is_fixed: true,
      start_date_fixed: '2026-08-01',
      due_date_fixed: '2026-08-31',
      parent_id: s.w.epics.delta.id,
      confidential: 'false',
    });
    expect(epic).toMatchObject({
      title: 'REST epic',
      labels: ['bug', 'rest-label'],
      start_date: '2026-08-01',
      due_date: '2026-08-31',
      parent_id: s.w.epics.delta.id,
    });
    const updated = await send('PUT', `/api/v4/groups/acme/epics/${String(epic.iid)}`, {
      state_event: 'close',
      labels: 'Feature',
      title: 'REST epic 2',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      state: 'closed',
      labels: ['Feature'],
      title: 'REST epic 2',
    });
    const unparented = await send('PUT', `/api/v4/groups/acme/epics/${String(epic.iid)}`, {
      parent_id: null,
    });
    expect(unparented.json()).toMatchObject({ parent_id: null });
  });

  it('401 anonymous, 403 guest, 400 bad input, and nothing written', async () => {
    expect((await send('POST', '/api/v4/groups/acme/epics', { title: 'x' }, null)).statusCode).toBe(
      401,
    );
    expect(
      (await send('POST', '/api/v4/groups/acme/epics', { title: 'x' }, s.w.people.guest.token))
        .statusCode,
    ).toBe(403);
    const missing = await send('POST', '/api/v4/groups/acme/epics', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'title is missing' });
    expect(
      (await send('POST', '/api/v4/groups/acme/epics', { title: 'x'.repeat(256) })).statusCode,
    ).toBe(400);
    expect(
      (
        await send('POST', '/api/v4/groups/acme/epics', {
          title: 'x',
          due_date_fixed: '2026-13-01',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', '/api/v4/groups/acme/epics/1', { state_event: 'explode' })).statusCode,
    ).toBe(400);
    const list = await get('/api/v4/groups/acme/epics?search=x&per_page=100');
    expect(titles(list.json())).not.toContain('x');
  });

  it('deletes (owners only), releasing the children', async () => {
    const f = s.w.f;
    const doomed = await f.epic(s.w.groups.acme, { title: 'Doomed' });
    const child = await f.epic(s.w.groups.acme, { title: 'Survivor', parent: doomed });
    expect((await send('DELETE', `/api/v4/groups/acme/epics/${doomed.iid}`)).statusCode).toBe(403);
    expect(
      (
        await send(
          'DELETE',
          `/api/v4/groups/acme/epics/${doomed.iid}`,
          undefined,
          s.w.people.owner.token,
        )
      ).statusCode,
    ).toBe(204);
    const survivor = await get(`/api/v4/groups/acme/epics/${child.iid}`);
    expect(survivor.json()).toMatchObject({ title: 'Survivor', parent_id: null });
  });
});
