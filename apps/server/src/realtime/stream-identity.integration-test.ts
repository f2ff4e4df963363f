import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personalAccessTokens, users } from '@cairn/db';
import { createSession, SESSION_COOKIE } from '../auth/sessions.ts';
import { encodeGid } from '../graphql/global-id.ts';
import { fixtures } from '../testing/fixtures.ts';
import { useSseWorld } from './sse-test-world.ts';

/**
 * An open stream stops delivering once its viewer is banned or blocked, its
 * token revoked or expired, or its session signed out; it completes without sending the event
 * (realtime/identity.ts). Each stream first hears a change, proving it was live.
 */

const { s, watch } = useSseWorld();

const ITEM_UPDATED = `subscription($id: WorkItemID!) { workItemUpdated(workItemId: $id) { id title } }`;
const GROUP_EPICS = `subscription($groupPath: ID!) {
  groupEpicsUpdated(groupPath: $groupPath) { epicId }
}`;

let edits = 0;
/** A title change of the public epic Delta, by the planner. */
async function editDelta() {
  const res = await s.api.rest('PUT', `/api/v4/groups/acme/epics/${s.w.epics.delta.iid}`, {
    body: { title: `Delta ${++edits}` },
    token: s.w.people.planner.token,
  });
  expect(res.statusCode).toBe(200);
}

const deltaVariables = () => ({ id: encodeGid('WorkItem', s.w.epics.delta.id) });

/** A fresh user with a token, so lapsing them touches no other test. */
async function newcomer() {
  const f = fixtures(s.t.db.db);
  const user = await f.user();
  return { user, token: await f.token(user) };
}

async function liveThen(
  open: () => ReturnType<typeof watch>,
  lapse: () => Promise<unknown>,
  expected: () => Record<string, unknown>,
) {
  const sub = await open();
  await editDelta();
  expect(await sub.next()).toEqual({ data: expected() });
  await lapse();
  await editDelta();
  expect(await sub.next()).toBeNull();
}

/** A browser's headers: the session cookie, and the CSRF token its POSTs carry. */
const sessionHeaders = (session: { token: string; csrfToken: string }) => ({
  cookie: `${SESSION_COOKIE}=${session.token}`,
  'x-csrf-token': session.csrfToken,
});

const heardItem = () => ({
  workItemUpdated: { id: encodeGid('WorkItem', s.w.epics.delta.id), title: `Delta ${edits}` },
});

describe('a stream whose identity lapses', () => {
  for (const state of ['banned', 'blocked'] as const) {
    it(`ends when its user is ${state}`, async () => {
      const { user, token } = await newcomer();
      await liveThen(
        () => watch(ITEM_UPDATED, deltaVariables(), token),
        () => s.t.db.db.update(users).set({ state }).where(eq(users.id, user.id)),
        heardItem,
      );
    });
  }

  it('ends when its token is revoked', async () => {
    const { user, token } = await newcomer();
    await liveThen(
      () => watch(GROUP_EPICS, { groupPath: 'acme' }, token),
      () =>
        s.t.db.db
          .update(personalAccessTokens)
          .set({ revoked: true })
          .where(eq(personalAccessTokens.userId, user.id)),
      () => ({ groupEpicsUpdated: { epicId: encodeGid('Epic', s.w.epics.delta.id) } }),
    );
  });

  it('ends when its token expires', async () => {
    const { user, token } = await newcomer();
    await liveThen(
      () => watch(ITEM_UPDATED, deltaVariables(), token),
      () =>
        s.t.db.db
          .update(personalAccessTokens)
          .set({ expiresAt: '2026-11-20' })
          .where(eq(personalAccessTokens.userId, user.id)),
      heardItem,
    );
  });

  it('ends when its session signs out', async () => {
    const { user } = await newcomer();
    const session = await createSession(s.t.db.db, user.id, {});
    const cookie = `${SESSION_COOKIE}=${session.token}`;
    await liveThen(
      () => watch(ITEM_UPDATED, deltaVariables(), undefined, sessionHeaders(session)),
      async () => {
        const out = await s.t.app.inject({
          method: 'POST',
          url: '/users/sign_out',
          headers: { cookie, 'x-csrf-token': session.csrfToken },
        });
        expect(out.statusCode).toBe(200);
      },
      heardItem,
    );
  });

  it('keeps delivering while the identity holds, to a session and a token alike', async () => {
    const { user, token } = await newcomer();
    const session = await createSession(s.t.db.db, user.id, {});
    const byToken = await watch(ITEM_UPDATED, deltaVariables(), token);
    const bySession = await watch(
      ITEM_UPDATED,
      deltaVariables(),
      undefined,
      sessionHeaders(session),
    );
    for (let i = 0; i < 2; i++) {
      await editDelta();
      expect(await byToken.next()).toEqual({ data: heardItem() });
      expect(await bySession.next()).toEqual({ data: heardItem() });
    }
  });
});
