import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { startSmtpSink, type SmtpSink } from '#server/testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { epicWorld, type EpicWorld } from '../work-items/test-support/epic-world.ts';

/**
 * Comment e-mails with `CAIRN_SMTP_URL` pointing at a sink this test starts: a new comment mails
 * the item's subscribers and participants who may read it, never its author; an internal note
 * only those who read internal notes; a confidential item's comments only its readers.
 */

let sink: SmtpSink;
let t: TestApp;
let w: EpicWorld;
let api: ApiClient;
let issue: WorkItemRow;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { CAIRN_SMTP_URL: sink.url, CAIRN_EMAIL_FROM: 'cairn@x.test' } });
  w = await epicWorld(t.db.db);
  api = apiClient(t.app);
  const { author, reporter, guest, outsider } = w.people;
  issue = await w.f.issue(w.projects.web, {
    title: 'Talkative',
    author: author.user,
    assignees: [reporter.user],
  });
  for (const who of [guest, outsider]) {
    const res = await api.rest('POST', `${url()}/subscribe`, { token: who.token });
    expect(res.statusCode).toBe(201);
  }
});
beforeEach(() => {
  sink.messages.length = 0;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const url = () => `/api/v4/projects/acme%2Fweb/issues/${issue.iid}`;
const recipients = () => sink.messages.flatMap((m) => m.to).sort();
const quiet = () => new Promise((r) => setTimeout(r, 300));
const address = (...who: (keyof EpicWorld['people'])[]) =>
  who.map((p) => `<${w.people[p].user.email}>`).sort();

async function comment(body: string, extra: Record<string, unknown> = {}) {
  const res = await api.rest('POST', `${url()}/notes`, {
    token: w.people.planner.token,
    body: { body, ...extra },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>();
}

describe('comment e-mails', () => {
  it('mails subscribers and participants, never the author, with the comment', async () => {
    const note = await comment('Looks good to me, @owner');
    const mails = await sink.waitFor(5);
    await quiet();
    // The author and the assignee participate, the guest and the outsider subscribed, the
    // owner is mentioned; the planner wrote it.
    expect(recipients()).toEqual(address('author', 'reporter', 'guest', 'outsider', 'owner'));
    expect(mails[0]!.data).toContain('Subject: Re: Talkative (acme/web#');
    expect(mails[0]!.data).toContain('Planner commented:');
    expect(mails[0]!.data).toContain('Looks good to me, @owner');
    expect(mails[0]!.data).toContain(`#note_${note.id}`);
  });

  it('mails an internal note only to those who read internal notes', async () => {
    await comment('Between us', { internal: true });
    await sink.waitFor(1);
    await quiet();
    // The planner's own thread made no one else a reader: the reporter reads internal notes;
    // the author (no member), the guest and the outsider do not.
    expect(recipients()).toEqual(address('reporter'));
    expect(sink.messages[0]!.data).toContain('Planner added an internal note:');
  });

  it("mails a confidential item's comments only to its readers", async () => {
    const res = await api.rest('PUT', url(), {
      token: w.people.planner.token,
      body: { confidential: true },
    });
    expect(res.statusCode).toBe(200);
    await quiet();
    sink.messages.length = 0;
    await comment('Quietly now');
    await sink.waitFor(2);
    await quiet();
    expect(recipients()).toEqual(address('author', 'reporter'));
  });
});
