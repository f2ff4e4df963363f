import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import { startSmtpSink, type SmtpSink } from '#server/testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { epicWorld, type EpicWorld } from '../test-support/epic-world.ts';

/**
 * E-mail notifications with `CAIRN_SMTP_URL` pointing at a sink this test starts: after a write
 * commits, subscribers and participants who can read the item get one e-mail each (never the
 * actor, never someone who unsubscribed); a refused write sends nothing.
 */

let sink: SmtpSink;
let t: TestApp;
let w: EpicWorld;
let api: ApiClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { CAIRN_SMTP_URL: sink.url, CAIRN_EMAIL_FROM: 'cairn@x.test' } });
  w = await epicWorld(t.db.db);
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const recipients = () => sink.messages.flatMap((m) => m.to).sort();
const quiet = () => new Promise((r) => setTimeout(r, 300));

describe('e-mail notifications', () => {
  it('mails the author and subscribers when an issue is closed, not the actor', async () => {
    const { author, guest, planner, reporter } = w.people;
    const issue = await w.f.issue(w.projects.web, {
      title: 'Broken build',
      author: author.user,
      assignees: [reporter.user],
    });
    const url = `/api/v4/projects/acme%2Fweb/issues/${issue.iid}`;
    expect((await api.rest('POST', `${url}/subscribe`, { token: guest.token })).statusCode).toBe(
      201,
    );
    expect((await api.rest('POST', `${url}/subscribe`, { token: planner.token })).statusCode).toBe(
      201,
    );
    // The reporter, a participant as assignee, opts out.
    expect(
      (await api.rest('POST', `${url}/unsubscribe`, { token: reporter.token })).statusCode,
    ).toBe(201);
    const res = await api.rest('PUT', url, {
      token: planner.token,
      body: { state_event: 'close' },
    });
    expect(res.statusCode).toBe(200);
    const mails = await sink.waitFor(2);
    await quiet();
    expect(recipients()).toEqual([`<${author.user.email}>`, `<${guest.user.email}>`]);
    expect(mails[0]!.data).toContain('Subject: Broken build (acme/web#');
    expect(mails[0]!.data).toMatch(/Planner closed the issue\./);
  });

  it('sends nothing for a refused write', async () => {
    sink.messages.length = 0;
    const res = await api.rest('PUT', `/api/v4/projects/acme%2Fweb/issues/${w.issues.web1.iid}`, {
      token: w.people.planner.token,
      body: { title: 'Stale', lock_version: 999 },
    });
    expect(res.statusCode).toBe(409);
    await quiet();
    expect(sink.messages).toEqual([]);
  });
});
