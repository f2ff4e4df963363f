import { describe, expect, it } from 'vitest';
import {
  epicExists,
  epicUrl,
  form,
  owner,
  rest,
  s,
  sessionOf,
  submit,
} from '../test-support/delete-form.setup.ts';
import { recomputeEpicDates } from '@cairn/db';

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
    expect((await rest(`/api/v4/groups/acme/epics/${top.iid}`)).json()).toMatchObject({
      start_date: '2026-08-01',
      due_date: '2026-08-31',
    });

    const res = await submit(epicUrl(doomed.iid), form(owner), { session: owner });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/groups/acme/-/epics');

    expect(await epicExists(doomed.iid)).toBe(false);
    const releasedEpic = await rest(`/api/v4/groups/acme/epics/${childEpic.iid}`);
    expect(releasedEpic.json()).toMatchObject({ title: 'Form child epic', parent_id: null });
    const releasedIssue = await rest(`/api/v4/projects/acme%2Fweb/issues/${childIssue.iid}`);
    expect(releasedIssue.json()).toMatchObject({ title: 'Form child issue', epic_iid: null });
    expect((await rest(`/api/v4/groups/acme/epics/${top.iid}`)).json()).toMatchObject({
      start_date: null,
      due_date: null,
    });
  });

  it('redirects to the epics list of a nested group', async () => {
    const epic = await s.w.f.epic(s.w.groups.deep, { title: 'Deep doomed' });
    const res = await submit(`/groups/acme/sub/deep/-/epics/${epic.iid}`, form(owner), {
      session: owner,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/groups/acme/sub/deep/-/epics');
  });

  it.each([
    ['missing', {}],
    ['false', { destroy_confirm: 'false' }],
    ['empty', { destroy_confirm: '' }],
  ])('refuses a %s destroy confirmation with 400 and deletes nothing', async (_name, extra) => {
    const epic = await s.w.f.epic(s.w.groups.acme, { title: 'Unconfirmed' });
    const fields: Record<string, string> = { ...form(owner), ...extra };
    if (!('destroy_confirm' in extra)) delete fields.destroy_confirm;
    const res = await submit(epicUrl(epic.iid), fields, { session: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Destroy confirmation not provided for epic' });
    expect(await epicExists(epic.iid)).toBe(true);
  });

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

  it.each(['planner', 'reporter', 'guest', 'outsider', 'author'] as const)(
    '%s may not delete: 404, nothing deleted',
    async (who) => {
      const epic = await s.w.f.epic(s.w.groups.acme, { title: `Kept from ${who}` });
      const session = await sessionOf(s.w.people[who].user);
      const res = await submit(epicUrl(epic.iid), form(session), { session });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '404 Not Found' });
      expect(await epicExists(epic.iid)).toBe(true);
    },
  );

  it('anonymous requests get 404 and delete nothing', async () => {
    const epic = await s.w.f.epic(s.w.groups.acme, { title: 'Kept from anonymous' });
    const res = await submit(epicUrl(epic.iid), {
      _method: 'delete',
      authenticity_token: 'anything',
      destroy_confirm: 'true',
    });
    expect(res.statusCode).toBe(404);
    expect(await epicExists(epic.iid)).toBe(true);
  });

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
