import { describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../auth/sessions.ts';
import { useEpicWorld } from '../test-support/harness.ts';

/** GET <issue web path>/realtime_changes: GitLab's poll of the issue page. */

const s = useEpicWorld();

async function poll(url: string, auth: { token?: string; userId?: number } = {}) {
  const cookies = auth.userId
    ? { [SESSION_COOKIE]: (await createSession(s.t.db.db, auth.userId, {})).token }
    : undefined;
  return s.t.app.inject({
    method: 'GET',
    url,
    cookies,
    headers: auth.token ? { 'private-token': auth.token } : {},
  });
}

describe('realtime_changes', () => {
  it("answers GitLab's fields with a Poll-Interval header, over the session cookie", async () => {
    const issue = await s.w.f.issue(s.w.projects.web, {
      title: 'Poll <me>',
      description: '- [x] done\n- [ ] todo\n- [ ] later',
    });
    const res = await poll(`/acme/web/-/issues/${issue.iid}/realtime_changes`, {
      userId: s.w.people.reporter.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['poll-interval']).toBe('3000');
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Poll &lt;me&gt;',
      title_text: 'Poll <me>',
      description_text: '- [x] done\n- [ ] todo\n- [ ] later',
      task_completion_status: { count: 3, completed_count: 1 },
      lock_version: issue.lockVersion,
      updated_at: issue.updatedAt.toISOString(),
    });
    expect(body.description).toContain('type="checkbox"');
    expect(body.description).toContain('done');
  });

  it('follows an edit: new text, version and editor', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Before' });
    const put = await s.api.rest('PUT', `/api/v4/projects/acme%2Fweb/issues/${issue.iid}`, {
      token: s.w.people.planner.token,
      body: { title: 'After', description: 'Now **bold**' },
    });
    expect(put.statusCode).toBe(200);
    const res = await poll(`/acme/web/-/issues/${issue.iid}/realtime_changes`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title_text: 'After',
      description_text: 'Now **bold**',
      lock_version: issue.lockVersion + 1,
      updated_by_name: s.w.people.planner.user.name,
      updated_by_path: `/${s.w.people.planner.user.username}`,
      task_completion_status: { count: 0, completed_count: 0 },
    });
    expect(res.json().description).toContain('<strong>bold</strong>');
  });

  it('is a 404 like any other for unknown, invisible and confidential issues', async () => {
    const secret = await s.w.f.issue(s.w.projects.web, { title: 'Hush', confidential: true });
    const unknown = await poll('/acme/web/-/issues/999999/realtime_changes');
    expect(unknown.statusCode).toBe(404);
    const refusals = [
      await poll(`/acme/priv/vault/-/issues/${s.w.issues.vault1.iid}/realtime_changes`),
      await poll(`/acme/priv/vault/-/issues/${s.w.issues.vault1.iid}/realtime_changes`, {
        userId: s.w.people.outsider.user.id,
      }),
      await poll(`/acme/web/-/issues/${secret.iid}/realtime_changes`, {
        token: s.w.people.guest.token,
      }),
      await poll(`/acme/web/-/issues/${secret.iid}/realtime_changes`),
      await poll('/acme/web/-/issues/0/realtime_changes'),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.headers['poll-interval']).toBeUndefined();
    }
    expect(unknown.json()).toEqual({ message: '404 Not Found' });
    // A reporter may read the confidential issue.
    const allowed = await poll(`/acme/web/-/issues/${secret.iid}/realtime_changes`, {
      token: s.w.people.reporter.token,
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().title_text).toBe('Hush');
  });

  it("answers an epic's fields on the epic's web path, nested groups too", async () => {
    const epic = await s.w.f.epic(s.w.groups.acme, {
      title: 'Epic <poll>',
      description: '- [x] one\n- [ ] two',
    });
    const res = await poll(`/groups/acme/-/epics/${epic.iid}/realtime_changes`, {
      userId: s.w.people.guest.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['poll-interval']).toBe('3000');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      title: 'Epic &lt;poll&gt;',
      title_text: 'Epic <poll>',
      description_text: '- [x] one\n- [ ] two',
      task_completion_status: { count: 2, completed_count: 1 },
      lock_version: epic.lockVersion,
      updated_by_name: null,
    });
    const golf = s.w.epics.golf;
    const nested = await poll(`/groups/acme/sub/deep/-/epics/${golf.iid}/realtime_changes`);
    expect(nested.statusCode).toBe(200);
    expect(nested.json().title_text).toBe('Golf');
  });

  it('is a 404 like any other for unknown, invisible and confidential epics', async () => {
    const secret = await s.w.f.epic(s.w.groups.acme, { title: 'Quiet', confidential: true });
    const unknown = await poll('/groups/acme/-/epics/999999/realtime_changes');
    expect(unknown.statusCode).toBe(404);
    const refusals = [
      await poll(`/groups/acme/priv/-/epics/${s.w.epics.hotel.iid}/realtime_changes`),
      await poll(`/groups/acme/priv/-/epics/${s.w.epics.hotel.iid}/realtime_changes`, {
        userId: s.w.people.outsider.user.id,
      }),
      await poll(`/groups/acme/-/epics/${secret.iid}/realtime_changes`, {
        token: s.w.people.guest.token,
      }),
      await poll(`/groups/acme/-/epics/${secret.iid}/realtime_changes`),
      await poll('/groups/acme/-/epics/0/realtime_changes'),
      await poll(`/groups/nowhere/-/epics/1/realtime_changes`),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.headers['poll-interval']).toBeUndefined();
    }
    expect(unknown.json()).toEqual({ message: '404 Not Found' });
    const allowed = await poll(`/groups/acme/-/epics/${secret.iid}/realtime_changes`, {
      token: s.w.people.planner.token,
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().title_text).toBe('Quiet');
  });
});
