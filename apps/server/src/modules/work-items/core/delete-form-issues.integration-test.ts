import { describe, expect, it } from 'vitest';
import {
  form,
  issueExists,
  issueUrl,
  owner,
  rest,
  s,
  sessionOf,
  submit,
} from '../test-support/delete-form.setup.ts';
import { eq } from 'drizzle-orm';
import { recomputeEpicDates, workItemParentLinks } from '@cairn/db';

describe('POST /<project path>/-/issues/<iid> (delete form)', () => {
  it('deletes a confirmed issue, releases its child task, recomputes its epic and redirects', async () => {
    const { f, groups, projects, milestones } = s.w;
    const epic = await f.epic(groups.acme, { title: 'Issue parent' });
    // The issue's milestone gives the epic its inherited dates.
    const issue = await f.issue(projects.web, {
      title: 'Doomed issue',
      epic,
      milestone: milestones.m1,
    });
    const task = await f.issue(projects.web, { title: 'Surviving task', type: 'task' });
    await f.setParent(task, issue);
    await recomputeEpicDates(s.t.db.db);
    expect((await rest(`/api/v4/groups/acme/epics/${epic.iid}`)).json()).toMatchObject({
      start_date: '2026-01-10',
      due_date: '2026-02-15',
    });

    const res = await submit(issueUrl(issue.iid), form(owner), { session: owner });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/acme/web/-/issues');
    expect(await issueExists(issue.iid)).toBe(false);
    const released = await rest(`/api/v4/projects/acme%2Fweb/issues/${task.iid}`);
    expect(released.json()).toMatchObject({ title: 'Surviving task' });
    const links = await s.t.db.db
      .select()
      .from(workItemParentLinks)
      .where(eq(workItemParentLinks.childId, task.id));
    expect(links).toEqual([]);
    expect((await rest(`/api/v4/groups/acme/epics/${epic.iid}`)).json()).toMatchObject({
      start_date: null,
      due_date: null,
    });
  });

  it('refuses a missing confirmation with 400 and deletes nothing', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Unconfirmed issue' });
    const { destroy_confirm: _c, ...fields } = form(owner);
    const res = await submit(issueUrl(issue.iid), fields, { session: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Destroy confirmation not provided for issue' });
    expect(await issueExists(issue.iid)).toBe(true);
  });

  it('refuses a wrong CSRF token with 403', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Forged issue' });
    const res = await submit(issueUrl(issue.iid), form(owner, { authenticity_token: 'nope' }), {
      session: owner,
    });
    expect(res.statusCode).toBe(403);
    expect(await issueExists(issue.iid)).toBe(true);
  });

  it.each(['planner', 'reporter', 'guest', 'outsider'] as const)(
    '%s may not delete: 404',
    async (who) => {
      const issue = await s.w.f.issue(s.w.projects.web, { title: `Issue kept from ${who}` });
      const session = await sessionOf(s.w.people[who].user);
      const res = await submit(issueUrl(issue.iid), form(session), { session });
      expect(res.statusCode).toBe(404);
      expect(await issueExists(issue.iid)).toBe(true);
    },
  );

  it('anonymous requests get 404', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Issue kept from anonymous' });
    const res = await submit(issueUrl(issue.iid), { _method: 'delete', destroy_confirm: 'true' });
    expect(res.statusCode).toBe(404);
    expect(await issueExists(issue.iid)).toBe(true);
  });

  it('answers private, confidential and unknown issues alike', async () => {
    const outsider = await sessionOf(s.w.people.outsider.user);
    const secret = await s.w.f.issue(s.w.projects.web, { title: 'Secret', confidential: true });
    const answers = [
      await submit(`/acme/priv/vault/-/issues/${s.w.issues.vault1.iid}`, form(outsider), {
        session: outsider,
      }),
      await submit('/acme/priv/vault/-/issues/999', form(outsider), { session: outsider }),
      await submit(issueUrl(secret.iid), form(outsider), { session: outsider }),
      await submit('/acme/nothing/-/issues/1', form(outsider), { session: outsider }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '404 Not Found' });
    }
    expect(await issueExists(secret.iid)).toBe(true);
  });

  it('is not an epic route: a group path under the issue route is 404', async () => {
    const foxtrot = s.w.epics.foxtrot;
    const res = await submit(`/acme/sub/-/issues/${foxtrot.iid}`, form(owner), {
      session: owner,
    });
    expect(res.statusCode).toBe(404);
    const kept = await rest(`/api/v4/groups/acme%2Fsub/epics/${foxtrot.iid}`);
    expect(kept.statusCode).toBe(200);
  });
});
