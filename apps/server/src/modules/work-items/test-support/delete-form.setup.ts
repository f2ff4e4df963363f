import { beforeAll, expect, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import type { UserRow } from '#server/testing/fixtures.ts';
import { useEpicWorld } from './harness.ts';

export const s = useEpicWorld();

export interface Session {
  token: string;
  csrfToken: string;
}

export const sessions = new Map<string, Session>();
export const sessionOf = async (user: UserRow) => {
  let found = sessions.get(user.username);
  if (!found) {
    found = await createSession(s.t.db.db, user.id, {});
    sessions.set(user.username, found);
  }
  return found;
};

/** The owner's browser session, opened before the tests of the file that imports this. */
export const owner = {} as Session;
beforeAll(async () => {
  Object.assign(owner, await sessionOf(s.w.people.owner.user));
});

/** Submits the delete form as a browser would: urlencoded body, session cookie. */
export async function submit(
  url: string,
  fields: Record<string, string>,
  as: { session?: Session; headers?: Record<string, string> } = {},
) {
  return s.t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...as.headers },
    cookies: as.session ? { _cairn_session: as.session.token } : {},
    payload: new URLSearchParams(fields).toString(),
  });
}

export const form = (session: Session, extra: Record<string, string> = {}) => ({
  _method: 'delete',
  authenticity_token: session.csrfToken,
  destroy_confirm: 'true',
  ...extra,
});

export const rest = (url: string) => s.api.rest('GET', url, { token: s.w.people.owner.token });
export const epicUrl = (iid: number) => `/groups/acme/-/epics/${iid}`;
export const epicExists = async (iid: number) =>
  (await rest(`/api/v4/groups/acme/epics/${iid}`)).statusCode === 200;
export const issueUrl = (iid: number) => `/acme/web/-/issues/${iid}`;
export const issueExists = async (iid: number) =>
  (await rest(`/api/v4/projects/acme%2Fweb/issues/${iid}`)).statusCode === 200;

/** What the epic and issue delete forms have in common, for the refusals both must make. */
export interface DeleteFormKind {
  url: (iid: number) => string;
  exists: (iid: number) => Promise<boolean>;
  make: (title: string) => Promise<{ iid: number }>;
}

export const EPIC_FORM: DeleteFormKind = {
  url: epicUrl,
  exists: epicExists,
  make: (title) => s.w.f.epic(s.w.groups.acme, { title }),
};
export const ISSUE_FORM: DeleteFormKind = {
  url: issueUrl,
  exists: issueExists,
  make: (title) => s.w.f.issue(s.w.projects.web, { title }),
};

/** The owner submits the confirmed form: a 303 to `location`, and the item is gone. */
export async function ownerDeletes(kind: DeleteFormKind, iid: number, location: string) {
  const res = await submit(kind.url(iid), form(owner), { session: owner });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(location);
  expect(await kind.exists(iid)).toBe(false);
}

/** An epic's dates as REST answers them. */
export const epicDatesOf = async (iid: number) => {
  const { start_date, due_date } = (await rest(`/api/v4/groups/acme/epics/${iid}`)).json<{
    start_date: string | null;
    due_date: string | null;
  }>();
  return { start_date, due_date };
};

/** A missing, false or empty confirmation is refused with 400 and deletes nothing. */
export function refusesUnconfirmed(kind: DeleteFormKind, noun: 'epic' | 'issue') {
  it.each([
    ['missing', {}],
    ['false', { destroy_confirm: 'false' }],
    ['empty', { destroy_confirm: '' }],
  ])('refuses a %s destroy confirmation with 400 and deletes nothing', async (_name, extra) => {
    const { iid } = await kind.make('Unconfirmed');
    const fields: Record<string, string> = { ...form(owner), ...extra };
    if (!('destroy_confirm' in extra)) delete fields.destroy_confirm;
    const res = await submit(kind.url(iid), fields, { session: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `Destroy confirmation not provided for ${noun}` });
    expect(await kind.exists(iid)).toBe(true);
  });
}

type Who = 'planner' | 'reporter' | 'guest' | 'outsider' | 'author';

/** Users without the right, and anonymous requests, get 404 and delete nothing. */
export function refusesThoseWhoMayNotDelete(kind: DeleteFormKind, roles: readonly Who[]) {
  it.each(roles)('%s may not delete: 404, nothing deleted', async (who) => {
    const { iid } = await kind.make(`Kept from ${who}`);
    const session = await sessionOf(s.w.people[who].user);
    const res = await submit(kind.url(iid), form(session), { session });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '404 Not Found' });
    expect(await kind.exists(iid)).toBe(true);
  });

  it('anonymous requests get 404 and delete nothing', async () => {
    const { iid } = await kind.make('Kept from anonymous');
    const res = await submit(kind.url(iid), {
      _method: 'delete',
      authenticity_token: 'anything',
      destroy_confirm: 'true',
    });
    expect(res.statusCode).toBe(404);
    expect(await kind.exists(iid)).toBe(true);
  });
}
