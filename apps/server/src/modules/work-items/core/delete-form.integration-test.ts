import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recomputeEpicDates, workItemParentLinks } from '@cairn/db';
import {
  EPIC_FORM,
  ISSUE_FORM,
  epicDatesOf,
  epicExists,
  epicUrl,
  form,
  issueExists,
  issueUrl,
  owner,
  ownerDeletes,
  refusesThoseWhoMayNotDelete,
  refusesUnconfirmed,
  rest,
  s,
  sessionOf,
  submit,
} from '../test-support/delete-form.setup.ts';

describe('POST /groups/<path>/-/epics/<iid> (delete form)', () => {
  it('deletes a confirmed epic, releases its children, recomputes roll-ups and redirects', async () => {
    const { f, groups, projects } = s.w;
    const top = await f.epic(groups.acme, { title: 'Form top' });
    const doomed = await f.epic(groups.acme, {
      title: 'Form doomed',
      parent: top,
      startDate: '2026-08-01',
      dueDate: '2026-08-31',
    });
    const childEpic = await f.epic(groups.acme, { title: 'Form child epic', parent: doomed });
    const childIssue = await f.issue(projects.web, { title: 'Form child issue', epic: doomed });
    await recomputeEpicDates(s.t.db.db);
    const dates = { start_date: '2026-08-01', due_date: '2026-08-31' };
    expect(await epicDatesOf(top.iid)).toEqual(dates);
    await ownerDeletes(EPIC_FORM, doomed.iid, '/groups/acme/-/epics');
    const releasedEpic = await rest(`/api/v4/groups/acme/epics/${childEpic.iid}`);
    expect(releasedEpic.json()).toMatchObject({ title: 'Form child epic', parent_id: null });
    const releasedIssue = await rest(`/api/v4/projects/acme%2Fweb/issues/${childIssue.iid}`);
    expect(releasedIssue.json()).toMatchObject({ title: 'Form child issue', epic_iid: null });
    expect(await epicDatesOf(top.iid)).toEqual({ start_date: null, due_date: null });
  });

  it('redirects to the epics list of a nested group', async () => {
    const epic = await s.w.f.epic(s.w.groups.deep, { title: 'Deep doomed' });
    const res = await submit(`/groups/acme/sub/deep/-/epics/${epic.iid}`, form(owner), {
      session: owner,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/groups/acme/sub/deep/-/epics');
  });

  refusesUnconfirmed(EPIC_FORM, 'epic');

  it('refuses a missing or wrong CSRF token with 403 and deletes nothing', async () => {
    const epic = await s.w.f.epic(s.w.groups.acme, { title: 'Forged' });
    const { authenticity_token: _dropped, ...noToken } = form(owner);
    const missing = await submit(epicUrl(epic.iid), noToken, { session: owner });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: '403 Forbidden - CSRF token verification failed' });
    const wrong = await submit(
      epicUrl(epic.iid),
      form(owner, { authenticity_token: 'x'.repeat(owner.csrfToken.length) }),
      { session: owner },
    );
    expect(wrong.statusCode).toBe(403);
    const other = await sessionOf(s.w.people.planner.user);
    const someoneElses = await submit(epicUrl(epic.iid), form(other), { session: owner });
    expect(someoneElses.statusCode).toBe(403);
    expect(await epicExists(epic.iid)).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['put', 'put'],
    ['patch', 'patch'],
  ])('refuses a %s _method with 400', async (_name, method) => {
    const epic = await s.w.f.epic(s.w.groups.acme, { title: 'Wrong verb' });
    const fields: Record<string, string> = form(owner);
    if (method === undefined) delete fields._method;
    else fields._method = method;
    const res = await submit(epicUrl(epic.iid), fields, { session: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '_method must be delete' });
    expect(await epicExists(epic.iid)).toBe(true);
  });

  refusesThoseWhoMayNotDelete(EPIC_FORM, ['planner', 'reporter', 'guest', 'outsider', 'author']);

  it('answers invisible, confidential and unknown epics alike (404, even unconfirmed)', async () => {
    const outsider = await sessionOf(s.w.people.outsider.user);
    const unknown = await submit('/groups/acme/priv/-/epics/999', form(outsider), {
      session: outsider,
    });
    const hidden = await submit(
      `/groups/acme/priv/-/epics/${s.w.epics.hotel.iid}`,
      form(outsider),
      {
        session: outsider,
      },
    );
    const confidential = await submit(epicUrl(s.w.epics.echo.iid), form(outsider), {
      session: outsider,
    });
    const { destroy_confirm: _c, ...unconfirmed } = form(outsider);
    const hiddenUnconfirmed = await submit(
      `/groups/acme/priv/-/epics/${s.w.epics.hotel.iid}`,
      unconfirmed,
      { session: outsider },
    );
    for (const res of [unknown, hidden, confidential, hiddenUnconfirmed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '404 Not Found' });
    }
    const missingGroup = await submit('/groups/nowhere/-/epics/1', form(owner), { session: owner });
    expect(missingGroup.statusCode).toBe(404);
    expect(await epicExists(s.w.epics.echo.iid)).toBe(true);
  });

  it('a personal access token with the api scope needs no CSRF token', async () => {
    const epic = await s.w.f.epic(s.w.groups.acme, { title: 'Token doomed' });
    const readOnly = await s.w.f.token(s.w.people.owner.user, ['read_api']);
    const refused = await submit(
      epicUrl(epic.iid),
      { _method: 'delete', destroy_confirm: 'true' },
      { headers: { 'private-token': readOnly } },
    );
    expect(refused.statusCode).toBe(403);
    expect(await epicExists(epic.iid)).toBe(true);
    const res = await submit(
      epicUrl(epic.iid),
      { _method: 'delete', destroy_confirm: 'true' },
      { headers: { 'private-token': s.w.people.owner.token } },
    );
    expect(res.statusCode).toBe(303);
    expect(await epicExists(epic.iid)).toBe(false);
  });
});

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
    const dates = { start_date: '2026-01-10', due_date: '2026-02-15' };
    expect(await epicDatesOf(epic.iid)).toEqual(dates);
    await ownerDeletes(ISSUE_FORM, issue.iid, '/acme/web/-/issues');
    const released = await rest(`/api/v4/projects/acme%2Fweb/issues/${task.iid}`);
    expect(released.json()).toMatchObject({ title: 'Surviving task' });
    const links = await s.t.db.db
      .select()
      .from(workItemParentLinks)
      .where(eq(workItemParentLinks.childId, task.id));
    expect(links).toEqual([]);
    expect(await epicDatesOf(epic.iid)).toEqual({ start_date: null, due_date: null });
  });

  refusesUnconfirmed(ISSUE_FORM, 'issue');

  it('refuses a wrong CSRF token with 403', async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Forged issue' });
    const res = await submit(issueUrl(issue.iid), form(owner, { authenticity_token: 'nope' }), {
      session: owner,
    });
    expect(res.statusCode).toBe(403);
    expect(await issueExists(issue.iid)).toBe(true);
  });

  refusesThoseWhoMayNotDelete(ISSUE_FORM, ['planner', 'reporter', 'guest', 'outsider']);

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
