import { describe, expect, it } from 'vitest';
import { dataOf } from '../test-support/harness.ts';
import { ISSUE_URL, NON_ADMINS, api, app, counter, markSpam, tokenOf } from './spam.setup.ts';

/** 'Submit as spam' / 'Mark as not spam': who may, what it records, and undoing it. */

const notesOf = async (viewer: 'admin' | 'guest' | 'owner') => {
  const res = await api.rest('GET', `${ISSUE_URL()}/notes?sort=asc`, { token: tokenOf(viewer) });
  expect(res.statusCode).toBe(200);
  return res.json<{ body: string; system: boolean; internal: boolean }[]>();
};
const goodIssue = async () =>
  (await api.rest('GET', `/api/v4/projects/${app.id}/issues/1`, { token: tokenOf('admin') })).json<{
    title: string;
  }>();

describe('submitting as spam', () => {
  it('gives admins the flags and the hidden state of the flagged issue', async () => {
    const res = dataOf(
      await api.gql(
        `{ project(fullPath: "corp/app") { issue(iid: "2") {
          hidden hiddenAsSpam userPermissions { canReportSpam canMarkAsNotSpam }
        } } }`,
        {},
        tokenOf('admin'),
      ),
    );
    expect(res).toEqual({
      project: {
        issue: {
          hidden: true,
          hiddenAsSpam: true,
          userPermissions: { canReportSpam: false, canMarkAsNotSpam: true },
        },
      },
    });
  });

  it('records an internal system note by the admin', async () => {
    const notes = await notesOf('admin');
    expect(notes.at(-1)).toMatchObject({
      body: 'submitted this issue as spam',
      system: true,
      internal: true,
    });
  });

  it('refuses a second submission with the reason', async () => {
    expect(dataOf(await markSpam('admin', 'issueMarkAsSpam'))).toEqual({
      issueMarkAsSpam: { errors: ['This issue has already been submitted as spam.'], issue: null },
    });
  });

  it.each(NON_ADMINS)('refuses %s on a readable issue, changing nothing', async (viewer) => {
    const before = await goodIssue();
    counter.reset();
    const res = await markSpam(viewer, 'issueMarkAsSpam', 1);
    expect(res.data).toEqual({ issueMarkAsSpam: null });
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['RESOURCE_NOT_AVAILABLE']);
    expect(counter.statements.some((q) => /pg_notify/.test(q))).toBe(false);
    expect(await goodIssue()).toEqual(before);
    const rest = await api.rest('POST', `/api/v4/projects/${app.id}/issues/1/spam`, {
      token: tokenOf(viewer),
    });
    expect(rest.statusCode).toBe(viewer === 'anonymous' ? 401 : 403);
  });

  it.each(NON_ADMINS)(
    'answers %s on the hidden issue exactly as on a missing one (no leak)',
    async (viewer) => {
      for (const name of ['issueMarkAsSpam', 'issueMarkAsNotSpam'] as const) {
        const res = await markSpam(viewer, name);
        const missing = await markSpam(viewer, name, 99);
        expect(res).toEqual(missing);
      }
      for (const method of ['POST', 'DELETE'] as const) {
        const token = tokenOf(viewer);
        const res = await api.rest(method, `${ISSUE_URL()}/spam`, { token });
        const missing = await api.rest(method, `/api/v4/projects/${app.id}/issues/99/spam`, {
          token,
        });
        expect([res.statusCode, res.body]).toEqual([missing.statusCode, missing.body]);
        expect(res.body).not.toContain('pills');
      }
    },
  );
});

describe('marking as not spam, and again as spam, over REST', () => {
  it('shows the issue to everyone who may read it again, and publishes each change', async () => {
    counter.reset();
    const undo = await api.rest('DELETE', `${ISSUE_URL()}/spam`, { token: tokenOf('admin') });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ title: 'Cheap pills', iid: 2 });
    expect(counter.statements.some((q) => /pg_notify/.test(q))).toBe(true);
    for (const viewer of NON_ADMINS) {
      const res = await api.rest('GET', ISSUE_URL(), { token: tokenOf(viewer) });
      expect(res.statusCode, viewer).toBe(200);
    }
    expect((await notesOf('admin')).at(-1)).toMatchObject({
      body: 'marked this issue as not spam',
      internal: true,
    });
    // Internal notes: planners and up see the history, guests do not.
    expect((await notesOf('owner')).map((n) => n.body)).toContain('submitted this issue as spam');
    expect((await notesOf('guest')).map((n) => n.body)).not.toContain(
      'submitted this issue as spam',
    );
    const again = await api.rest('POST', `${ISSUE_URL()}/spam`, { token: tokenOf('admin') });
    expect(again.statusCode).toBe(201);
    const gone = await api.rest('GET', ISSUE_URL(), { token: tokenOf('owner') });
    expect(gone.statusCode).toBe(404);
  });
});
