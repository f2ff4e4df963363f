import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workItems } from '@cairn/db';
import { apiClient, at, type ApiClient } from '../testing/api-client.ts';
import type { WorkItemRow } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { activityWorld, type ActivityWorld } from '../modules/work-items/activity/test-world.ts';
import { sseSubscribe, type SseSubscription } from './sse-test-client.ts';

// workItemNoteUpdated / workItemNoteDeleted: edits, resolutions, reactions and deletions reach
// the item's readers live, re-checked per event (internal notes never reach a guest; a stream
// ends when its item turns confidential for the subscriber).
let t: TestApp;
let w: ActivityWorld;
let api: ApiClient;
let base = '';
let tokens: Record<'alice' | 'guest' | 'outsider', string>;
let issue: WorkItemRow;
const open: SseSubscription[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await activityWorld(t.db.db);
  api = apiClient(t.app);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { alice, guest, outsider } = w.users;
  tokens = {
    alice: await w.f.token(alice),
    guest: await w.f.token(guest),
    outsider: await w.f.token(outsider),
  };
  issue = await w.f.issue(w.project, { title: 'Live chat', author: alice });
});
afterEach(async () => {
  for (const sub of open.splice(0)) sub.abort();
  for (let i = 0; i < 100 && t.app.realtime.listenerCount() > 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(t.app.realtime.listenerCount()).toBe(0);
});
afterAll(() => t.close());

const gid = () => `gid://gitlab/Issue/${issue.id}`;
const gql = async (who: keyof typeof tokens, query: string, vars: Record<string, unknown> = {}) => {
  const res = await api.gql(query, vars, tokens[who]);
  expect(res.errors).toBeUndefined();
  return res.data;
};

async function subscribe(who: keyof typeof tokens, query: string, listeners: number) {
  const sub = await sseSubscribe(base, query, { id: gid() }, tokens[who]);
  open.push(sub);
  for (let i = 0; i < 100 && t.app.realtime.listenerCount(issue.id) < listeners; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return sub;
}

const UPDATED = `subscription($id: NoteableID!) { workItemNoteUpdated(noteableId: $id) {
  body resolved awardEmoji { nodes { name } } } }`;
const DELETED = `subscription($id: NoteableID!) { workItemNoteDeleted(noteableId: $id) {
  id discussionId lastDiscussionNote } }`;

async function thread(body: string, internal = false) {
  const data = await gql(
    'alice',
    `mutation($id: NoteableID!, $body: String!, $internal: Boolean) {
      createDiscussion(input: { noteableId: $id, body: $body, internal: $internal }) {
        errors note { id discussion { id } } } }`,
    { id: gid(), body, internal },
  );
  return at<{ id: string; discussion: { id: string } }>(data, 'createDiscussion.note');
}
const edit = (id: string, body: string) =>
  gql(
    'alice',
    `mutation($id: NoteID!, $b: String!) { updateNote(input: { id: $id, body: $b }) { errors } }`,
    {
      id,
      b: body,
    },
  );
const destroy = (id: string) =>
  gql('alice', `mutation($id: NoteID!) { destroyNote(input: { id: $id }) { errors } }`, { id });

describe('live comment edits, resolutions, reactions and deletions', () => {
  it('sends edits, resolutions and reactions, never of an internal note to a guest', async () => {
    const secret = await thread('Between us', true);
    const open1 = await thread('For everyone');
    const sub = await subscribe('guest', UPDATED, 1);
    await edit(secret.id, 'Still between us');
    await edit(open1.id, 'For everyone, edited');
    expect(await sub.next()).toEqual({
      data: {
        workItemNoteUpdated: {
          body: 'For everyone, edited',
          resolved: false,
          awardEmoji: { nodes: [] },
        },
      },
    });
    const resolve = `mutation($id: DiscussionID!) { discussionToggleResolve(input: { id: $id, resolve: true }) { errors } }`;
    await gql('alice', resolve, { id: secret.discussion.id });
    await gql('alice', resolve, { id: open1.discussion.id });
    expect(at(await sub.next(), 'data.workItemNoteUpdated.resolved')).toBe(true);
    await gql(
      'alice',
      `mutation($id: AwardableID!) { awardEmojiAdd(input: { awardableId: $id, name: "thumbsup" }) { errors } }`,
      { id: open1.id },
    );
    expect(at(await sub.next(), 'data.workItemNoteUpdated.awardEmoji.nodes')).toEqual([
      { name: 'thumbsup' },
    ]);
    // REST removal of the reaction is heard too.
    const awards = await api.rest(
      'GET',
      `/api/v4/projects/${w.project.id}/issues/${issue.iid}/notes/${open1.id.split('/').pop()}/award_emoji`,
      { token: tokens.alice },
    );
    const awardId = (awards.json() as { id: number }[])[0]!.id;
    const removed = await api.rest(
      'DELETE',
      `/api/v4/projects/${w.project.id}/issues/${issue.iid}/notes/${open1.id.split('/').pop()}/award_emoji/${awardId}`,
      { token: tokens.alice },
    );
    expect(removed.statusCode).toBe(204);
    expect(at(await sub.next(), 'data.workItemNoteUpdated.awardEmoji.nodes')).toEqual([]);
    expect(await sub.quietFor(300)).toBe('quiet');
  });

  it('sends deletions, never of an internal note to a guest; planners hear those', async () => {
    const secret = await thread('Hidden', true);
    const visible = await thread('Visible');
    const reply = at<{ id: string }>(
      await gql(
        'alice',
        `mutation($id: NoteableID!, $d: DiscussionID) { createNote(input: { noteableId: $id, body: "Reply", discussionId: $d }) { note { id } } }`,
        { id: gid(), d: visible.discussion.id },
      ),
      'createNote.note',
    );
    const guest = await subscribe('guest', DELETED, 1);
    await destroy(secret.id);
    await destroy(reply.id);
    expect(await guest.next()).toEqual({
      data: {
        workItemNoteDeleted: {
          id: reply.id,
          discussionId: visible.discussion.id,
          lastDiscussionNote: false,
        },
      },
    });
    const planner = await subscribe('alice', DELETED, 2);
    const secret2 = await thread('Hidden again', true);
    await destroy(secret2.id);
    await destroy(visible.id);
    expect(at(await planner.next(), 'data.workItemNoteDeleted')).toEqual({
      id: secret2.id,
      discussionId: secret2.discussion.id,
      lastDiscussionNote: true,
    });
    expect(at(await guest.next(), 'data.workItemNoteDeleted')).toEqual({
      id: visible.id,
      discussionId: visible.discussion.id,
      lastDiscussionNote: true,
    });
  });

  it("sends Cairn's one-stream summary of creations, updates and deletions", async () => {
    const sub = await subscribe(
      'guest',
      `subscription($id: NoteableID!) { workItemNotesChanged(noteableId: $id) { action noteId } }`,
      1,
    );
    const secret = await thread('Internal', true);
    const note = await thread('Public');
    await edit(secret.id, 'Internal, edited');
    await edit(note.id, 'Public, edited');
    await destroy(secret.id);
    await destroy(note.id);
    const changes = [];
    for (let i = 0; i < 3; i++) changes.push(at(await sub.next(), 'data.workItemNotesChanged'));
    expect(changes).toEqual([
      { action: 'CREATED', noteId: note.id },
      { action: 'UPDATED', noteId: note.id },
      { action: 'DELETED', noteId: note.id },
    ]);
    expect(await sub.quietFor(300)).toBe('quiet');
  });

  it('ends the stream without the event when the item turns confidential', async () => {
    const note = await thread('Soon hidden');
    const sub = await subscribe('outsider', UPDATED, 1);
    await t.db.db.update(workItems).set({ confidential: true }).where(eq(workItems.id, issue.id));
    await edit(note.id, 'Hidden now');
    expect(await sub.next()).toBeNull();
    await t.db.db.update(workItems).set({ confidential: false }).where(eq(workItems.id, issue.id));
  });
});
