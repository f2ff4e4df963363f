import { beforeAll } from 'vitest';
import { createSession } from '../../../auth/sessions.ts';
import type { UserRow } from '../../../testing/fixtures.ts';
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
