import { describe, expect, it } from 'vitest';
import { useEpicWorld } from '../work-items/test-support/harness.ts';

const s = useEpicWorld();

const report = (body: Record<string, unknown>, token?: string) =>
  s.api.rest('POST', '/api/v4/abuse_reports', { token, body });

describe('abuse reports', () => {
  it('anyone signed in but the author reports an item; admins list and close', async () => {
    const { f, projects, people } = s.w;
    const spammer = await f.user({ username: 'spammer1' });
    const issue = await f.issue(projects.web, { title: 'Buy now', author: spammer });
    const body = { user_id: 1, work_item_id: issue.id, category: 'spam', message: 'Ads' };

    const created = await report(body, people.guest.token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      category: 'spam',
      status: 'open',
      message: 'Ads',
      work_item_id: issue.id,
      reporter: { username: 'guest' },
      user: { username: 'spammer1' },
    });

    const own = await report(body, await f.token(spammer));
    expect(own.statusCode).toBe(422);
    expect(own.json()).toEqual({ message: { base: ['You cannot report yourself.'] } });
    expect((await report(body)).statusCode).toBe(401);
    const unreadable = { ...body, work_item_id: s.w.issues.vault1.id };
    expect((await report(unreadable, people.outsider.token)).statusCode).toBe(404);
    const bad = await report({ ...body, category: 'rude', message: ' ' }, people.guest.token);
    expect(bad.statusCode).toBe(400);

    const list = await s.api.rest('GET', '/api/v4/admin/abuse_reports?status=open', {
      token: people.admin.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total']).toBe('1');
    const [first] = list.json<{ id: number }[]>();
    expect(
      (await s.api.rest('GET', '/api/v4/admin/abuse_reports', { token: people.owner.token }))
        .statusCode,
    ).toBe(403);

    const closed = await s.api.rest('PUT', `/api/v4/admin/abuse_reports/${first!.id}`, {
      token: people.admin.token,
      body: { status: 'closed' },
    });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const open = await s.api.rest('GET', '/api/v4/admin/abuse_reports?status=open', {
      token: people.admin.token,
    });
    expect(open.json()).toEqual([]);
  });

  it('banning the reported user hides their items from everyone but admins', async () => {
    const { f, projects, people } = s.w;
    const spammer = await f.user({ username: 'spammer2' });
    const issue = await f.issue(projects.web, { title: 'Cheap pills', author: spammer });
    const url = `/api/v4/projects/${projects.web.id}/issues/${issue.iid}`;
    await report(
      { user_id: spammer.id, work_item_id: issue.id, category: 'spam', message: 'Pills' },
      people.guest.token,
    );
    expect((await s.api.rest('GET', url, { token: people.guest.token })).statusCode).toBe(200);

    const refused = await s.api.rest('POST', `/api/v4/users/${spammer.id}/ban`, {
      token: people.owner.token,
    });
    expect(refused.statusCode).toBe(403);
    const banned = await s.api.rest('POST', `/api/v4/users/${spammer.id}/ban`, {
      token: people.admin.token,
    });
    expect(banned.statusCode).toBe(201);

    expect((await s.api.rest('GET', url, { token: people.guest.token })).statusCode).toBe(404);
    expect((await s.api.rest('GET', url, { token: people.admin.token })).statusCode).toBe(200);
    const reports = await s.api.rest('GET', '/api/v4/admin/abuse_reports?status=open', {
      token: people.admin.token,
    });
    expect(reports.json()).toEqual([]);
    const again = await s.api.rest('POST', `/api/v4/users/${spammer.id}/ban`, {
      token: people.admin.token,
    });
    expect(again.json()).toEqual({ message: { base: ['You cannot ban banned users.'] } });
  });
});
