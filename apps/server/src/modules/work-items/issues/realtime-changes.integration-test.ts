import { describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '#server/auth/sessions.ts';
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

const issuePath = (iid: number) => `/acme/web/-/issues/${iid}/realtime_changes`;
const epicPath = (iid: number) => `/groups/acme/-/epics/${iid}/realtime_changes`;

/** Polls as a signed-in user (session cookie): a 200 answer with the Poll-Interval header. */
async function pollOk(url: string, userId: number) {
  const res = await poll(url, { userId });
  expect(res.statusCode).toBe(200);
  expect(res.headers['poll-interval']).toBe('3000');
  return res;
}

describe('realtime_changes', () => {
  it("answers GitLab's fields with a Poll-Interval header, over the session cookie", async () => {
    const description = '- [x] done\n- [ ] todo\n- [ ] later';
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Poll <me>', description });
    const res = await pollOk(issuePath(issue.iid), s.w.people.reporter.user.id);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Poll &lt;me&gt;',
      title_text: 'Poll <me>',
      description_text: description,
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
    const res = await poll(issuePath(issue.iid));
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

  it("answers an epic's fields on the epic's web path, nested groups too", async () => {
    const description = '- [x] one\n- [ ] two';
    const epic = await s.w.f.epic(s.w.groups.acme, { title: 'Epic <poll>', description });
    const res = await pollOk(epicPath(epic.iid), s.w.people.guest.user.id);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      title: 'Epic &lt;poll&gt;',
      title_text: 'Epic <poll>',
      description_text: description,
      task_completion_status: { count: 2, completed_count: 1 },
      lock_version: epic.lockVersion,
      updated_by_name: null,
    });
    const golf = s.w.epics.golf;
    const nested = await poll(`/groups/acme/sub/deep/-/epics/${golf.iid}/realtime_changes`);
    expect(nested.statusCode).toBe(200);
    expect(nested.json().title_text).toBe('Golf');
  });

  /** Per kind: a confidential item, the poll path of an item, one unreadable item, a reader. */
  const refusalCases = [
    {
      kind: 'issues',
      title: 'Hush',
      confidential: (title: string) => s.w.f.issue(s.w.projects.web, { title, confidential: true }),
      path: issuePath,
      invisible: () => `/acme/priv/vault/-/issues/${s.w.issues.vault1.iid}/realtime_changes`,
      unknownPlaces: [],
      // A reporter may read the confidential issue.
      reader: () => s.w.people.reporter.token,
    },
    {
      kind: 'epics',
      title: 'Quiet',
      confidential: (title: string) => s.w.f.epic(s.w.groups.acme, { title, confidential: true }),
      path: epicPath,
      invisible: () => `/groups/acme/priv/-/epics/${s.w.epics.hotel.iid}/realtime_changes`,
      unknownPlaces: ['/groups/nowhere/-/epics/1/realtime_changes'],
      reader: () => s.w.people.planner.token,
    },
  ];

  it.each(refusalCases)(
    'is a 404 like any other for unknown, invisible and confidential $kind',
    async (c) => {
      const secret = await c.confidential(c.title);
      const unknown = await poll(c.path(999999));
      expect(unknown.statusCode).toBe(404);
      const refusals = [
        await poll(c.invisible()),
        await poll(c.invisible(), { userId: s.w.people.outsider.user.id }),
        await poll(c.path(secret.iid), { token: s.w.people.guest.token }),
        await poll(c.path(secret.iid)),
        await poll(c.path(0)),
        ...(await Promise.all(c.unknownPlaces.map((url) => poll(url)))),
      ];
      for (const res of refusals) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(unknown.body);
        expect(res.headers['poll-interval']).toBeUndefined();
      }
      expect(unknown.json()).toEqual({ message: '404 Not Found' });
      const allowed = await poll(c.path(secret.iid), { token: c.reader() });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().title_text).toBe(c.title);
    },
  );
});
