import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workItems } from '@cairn/db';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { sseSubscribe, type SseSubscription } from '#server/realtime/sse-test-client.ts';
import { activityWorld, type ActivityWorld } from '../work-items/activity/test-world.ts';

// GraphQL notes and discussions: system notes of REST and GraphQL writes, comments, threads,
// internal notes kept from guests in every list and in the live note stream.
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
  issue = await w.f.issue(w.project, { title: 'Chat', author: alice });
});
afterEach(() => open.splice(0).forEach((s) => s.abort()));
afterAll(() => t.close());

const gid = () => `gid://gitlab/Issue/${issue.id}`;
const gql = async (who: keyof typeof tokens, query: string, vars: Record<string, unknown> = {}) =>
  api.gql(query, vars, tokens[who]);

const NOTES = `query($iid: String!) { project(fullPath: "acme/app") { issue(iid: $iid) {
  notes(first: 100) { nodes { body system systemNoteIconName internal author { username } } }
  discussions(first: 100) { nodes { id individualNote resolvable resolved notes { nodes { id body } } } }
} } }`;
const readNotes = async (who: keyof typeof tokens) => {
  const res = await gql(who, NOTES, { iid: String(issue.iid) });
  expect(res.errors).toBeUndefined();
  return at<
    { body: string; system: boolean; systemNoteIconName: string | null; internal: boolean }[]
  >(res.data, 'project.issue.notes.nodes');
};
const CREATE = `mutation($id: NoteableID!, $body: String!, $internal: Boolean, $d: DiscussionID) {
  createNote(input: { noteableId: $id, body: $body, internal: $internal, discussionId: $d }) {
    errors note { id body internal discussion { id } userPermissions { adminNote destroyNote resolveNote awardEmoji } }
  }
}`;
const create = async (
  who: keyof typeof tokens,
  body: string,
  extra: Record<string, unknown> = {},
) =>
  (await gql(who, CREATE, { id: gid(), body, ...extra })).data?.createNote as {
    errors: string[];
    note: {
      id: string;
      body: string;
      discussion: { id: string };
      userPermissions: Record<string, boolean>;
    } | null;
  };

describe('notes over GraphQL', () => {
  it('lists system notes of GraphQL and REST writes between comments, oldest first', async () => {
    const renamed = await gql(
      'alice',
      `mutation { updateIssue(input: { projectPath: "acme/app", iid: "${issue.iid}", title: "Chat room" }) { errors } }`,
    );
    expect(renamed.data).toEqual({ updateIssue: { errors: [] } });
    expect((await create('alice', 'First!')).errors).toEqual([]);
    const put = await api.rest('PUT', `/api/v4/projects/${w.project.id}/issues/${issue.iid}`, {
      token: tokens.alice,
      body: { labels: 'bug' },
    });
    expect(put.statusCode).toBe(200);
    const notes = await readNotes('outsider');
    expect(notes.map((n) => [n.system, n.systemNoteIconName, n.body])).toEqual([
      [true, 'pencil', 'changed title from **Chat** to **Chat{+ room+}**'],
      [false, null, 'First!'],
      [true, 'label', 'added ~"bug" label'],
    ]);
  });

  it('renders label pills and links to the milestone and the epic in system notes', async () => {
    const linked = await w.f.issue(w.project, { title: 'Linked', author: w.users.alice });
    const put = await api.rest('PUT', `/api/v4/projects/${w.project.id}/issues/${linked.iid}`, {
      token: tokens.alice,
      body: { labels: 'bug', milestone_id: w.milestone.id, epic_id: w.items.epic.id },
    });
    expect(put.statusCode).toBe(200);
    const res = await gql(
      'outsider',
      `{ project(fullPath: "acme/app") { issue(iid: "${linked.iid}") { notes(first: 100) { nodes { system body bodyHtml } } } } }`,
    );
    const html = at<{ system: boolean; body: string; bodyHtml: string }[]>(
      res.data,
      'project.issue.notes.nodes',
    )
      .filter((n) => n.system)
      .map((n) => n.bodyHtml)
      .join('\n');
    expect(html).toMatch(/<span[^>]*class="gl-label[^"]*"[^>]*>[\s\S]*bug/);
    expect(html).toMatch(/<a [^>]*href="[^"]*\/milestones\/\d+"[^>]*>[^<]*v1/);
    expect(html).toMatch(/<a [^>]*href="[^"]*\/groups\/acme\/-\/epics\/\d+"/);
  });

  it('edits, resolves, reacts to and deletes a comment with the right permissions', async () => {
    const started = await gql(
      'outsider',
      `mutation($id: NoteableID!) { createDiscussion(input: { noteableId: $id, body: "Why?" }) {
        errors note { id discussion { id } userPermissions { adminNote destroyNote resolveNote } } } }`,
      { id: gid() },
    );
    const note = at<{ id: string; discussion: { id: string } }>(
      started.data,
      'createDiscussion.note',
    );
    expect(at(started.data, 'createDiscussion.note.userPermissions')).toEqual({
      adminNote: true,
      destroyNote: true,
      resolveNote: true,
    });
    const reply = await create('alice', 'Because.', { d: note.discussion.id });
    expect(reply.note?.discussion.id).toBe(note.discussion.id);
    expect(reply.note?.userPermissions).toEqual({
      adminNote: true,
      destroyNote: true,
      resolveNote: true,
      awardEmoji: true,
    });
    const edit = `mutation($id: NoteID!) { updateNote(input: { id: $id, body: "Why not?" }) { errors note { body } } }`;
    expect((await gql('guest', edit, { id: note.id })).errors?.[0]?.message).toMatch(/resource/);
    expect((await gql('outsider', edit, { id: note.id })).data).toEqual({
      updateNote: { errors: [], note: { body: 'Why not?' } },
    });
    const toggle = `mutation($id: DiscussionID!) { discussionToggleResolve(input: { id: $id, resolve: true }) {
      errors discussion { resolved resolvedBy { username } } } }`;
    expect((await gql('alice', toggle, { id: note.discussion.id })).data).toEqual({
      discussionToggleResolve: {
        errors: [],
        discussion: { resolved: true, resolvedBy: { username: 'alice' } },
      },
    });
    const award = `mutation($id: AwardableID!) { awardEmojiAdd(input: { awardableId: $id, name: "thumbsup" }) {
      errors awardEmoji { name } } }`;
    expect((await gql('guest', award, { id: note.id })).data).toEqual({
      awardEmojiAdd: { errors: [], awardEmoji: { name: 'thumbsup' } },
    });
    const destroy = `mutation($id: NoteID!) { destroyNote(input: { id: $id }) { errors note { id } } }`;
    expect((await gql('alice', destroy, { id: note.id })).errors?.[0]?.message).toMatch(/resource/);
    expect((await gql('outsider', destroy, { id: note.id })).data).toEqual({
      destroyNote: { errors: [], note: null },
    });
    expect((await readNotes('alice')).map((n) => n.body)).not.toContain('Why not?');
  });

  it('keeps internal notes from guests in lists and in the live stream', async () => {
    const query = `subscription($id: NoteableID!) { workItemNoteCreated(noteableId: $id) { body internal } }`;
    const sub = await sseSubscribe(base, query, { id: gid() }, tokens.guest);
    open.push(sub);
    for (let i = 0; i < 100 && t.app.realtime.listenerCount(issue.id) === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await create('alice', 'Between us', { internal: true })).errors).toEqual([]);
    expect((await create('alice', 'For everyone')).errors).toEqual([]);
    expect(await sub.next(5000)).toEqual({
      data: { workItemNoteCreated: { body: 'For everyone', internal: false } },
    });
    expect((await readNotes('guest')).map((n) => n.body)).not.toContain('Between us');
    expect((await readNotes('alice')).map((n) => n.body)).toContain('Between us');
    // A guest may not write an internal note: GitLab's resource-not-available error.
    expect(await create('guest', 'psst', { internal: true })).toBeNull();
  });

  it('answers the locked text to non-members on a locked discussion', async () => {
    await t.db.db
      .update(workItems)
      .set({ discussionLocked: true })
      .where(eq(workItems.id, issue.id));
    expect(await create('outsider', 'Hello?')).toEqual({
      errors: ['The discussion in this issue is locked. Only project members can comment.'],
      note: null,
    });
    expect((await create('guest', 'Member here')).errors).toEqual([]);
    await t.db.db
      .update(workItems)
      .set({ discussionLocked: false })
      .where(eq(workItems.id, issue.id));
  });
});
