import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { awardEmoji, workItems } from '@cairn/db';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { apiClient, at, type ApiClient } from '#server/testing/api-client.ts';
import { namespaceWorld, type NamespaceWorld } from '#server/testing/namespace-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let w: NamespaceWorld;
let api: ApiClient;
let epic: WorkItemRow;
let confidential: WorkItemRow;
let secretEpic: WorkItemRow;
let locked: WorkItemRow;
let issue: WorkItemRow;

beforeAll(async () => {
  t = await createTestApp();
  w = await namespaceWorld(t.db.db);
  api = apiClient(t.app);
  const { f, groups, projects, people } = w;
  epic = await f.epic(groups.acme, { title: 'Public epic' });
  confidential = await f.epic(groups.acme, { title: 'Hush', confidential: true });
  secretEpic = await f.epic(groups.secret, { title: 'Secret epic' });
  locked = await f.epic(groups.acme, { title: 'Locked' });
  await t.db.db
    .update(workItems)
    .set({ discussionLocked: true })
    .where(eq(workItems.id, locked.id));
  issue = await f.issue(projects.web, { title: 'Public issue' });
  await f.award(epic, people.guest.user, 'tada');
});
afterAll(() => t.close());

const MUTATION = (name: string, extra = '') => `mutation($id: AwardableID!, $name: String!) {
  ${name}(input: { awardableId: $id, name: $name }) {
    errors ${extra}
    awardEmoji { name emoji unicode description unicodeVersion user { username } }
  }
}`;
const gid = (type: string, item: WorkItemRow) => `gid://gitlab/${type}/${item.id}`;

describe('award emoji mutations', () => {
  it('adds an award with its unicode details, once', async () => {
    const token = w.people.outsider.token;
    const res = await api.gql(
      MUTATION('awardEmojiAdd'),
      { id: gid('Epic', epic), name: '+1' },
      token,
    );
    expect(at(res.data, 'awardEmojiAdd')).toEqual({
      errors: [],
      awardEmoji: {
        name: 'thumbsup',
        emoji: '👍',
        unicode: '1f44d',
        description: 'thumbs up sign',
        unicodeVersion: '6.0',
        user: { username: 'outsider' },
      },
    });
    const again = await api.gql(
      MUTATION('awardEmojiAdd'),
      { id: gid('Epic', epic), name: 'thumbsup' },
      token,
    );
    expect(at(again.data, 'awardEmojiAdd')).toEqual({
      errors: ['User has already been taken'],
      awardEmoji: null,
    });
    const count = await t.db.db.$count(awardEmoji, eq(awardEmoji.workItemId, epic.id));
    expect(count).toBe(2);
  });

  it('toggles and removes', async () => {
    const token = w.people.developer.token;
    const vars = { id: gid('Issue', issue), name: 'rocket' };
    const on = await api.gql(MUTATION('awardEmojiToggle', 'toggledOn'), vars, token);
    expect(at(on.data, 'awardEmojiToggle')).toMatchObject({
      toggledOn: true,
      errors: [],
      awardEmoji: { emoji: '🚀' },
    });
    const off = await api.gql(MUTATION('awardEmojiToggle', 'toggledOn'), vars, token);
    expect(at(off.data, 'awardEmojiToggle')).toMatchObject({ toggledOn: false, errors: [] });
    const none = await api.gql(MUTATION('awardEmojiRemove'), vars, token);
    expect(at(none.data, 'awardEmojiRemove.errors')).toEqual([
      'User has not awarded emoji of type rocket on the awardable',
    ]);
    await api.gql(
      MUTATION('awardEmojiAdd'),
      { id: `gid://gitlab/WorkItem/${issue.id}`, name: 'eyes' },
      token,
    );
    const removed = await api.gql(
      MUTATION('awardEmojiRemove'),
      { id: gid('Issue', issue), name: 'eyes' },
      token,
    );
    expect(at(removed.data, 'awardEmojiRemove')).toMatchObject({
      errors: [],
      awardEmoji: { name: 'eyes' },
    });
  });

  it('refuses unknown emoji in errors, and invisible or forbidden targets as errors', async () => {
    const before = await t.db.db.$count(awardEmoji);
    const bad = await api.gql(
      MUTATION('awardEmojiAdd'),
      { id: gid('Epic', epic), name: 'blurple' },
      w.people.owner.token,
    );
    expect(at(bad.data, 'awardEmojiAdd.errors')).toEqual(['Name is not a valid emoji name']);
    const cases: [string, string, string | undefined, string][] = [
      [gid('Epic', epic), 'tada', undefined, "don't have permission"],
      [gid('Epic', confidential), 'tada', w.people.outsider.token, "don't have permission"],
      [gid('Epic', secretEpic), 'tada', w.people.outsider.token, "don't have permission"],
      [gid('Epic', locked), 'tada', w.people.outsider.token, "don't have permission"],
      [gid('Issue', epic), 'tada', w.people.owner.token, "don't have permission"],
      [gid('Epic', issue), 'tada', w.people.owner.token, "don't have permission"],
      ['gid://gitlab/Epic/999999', 'tada', w.people.owner.token, "don't have permission"],
      [`gid://gitlab/Label/${epic.id}`, 'tada', w.people.owner.token, 'Label'],
      ['epic-1', 'tada', w.people.owner.token, 'Global ID'],
      [gid('Epic', epic), 'x'.repeat(300), w.people.owner.token, 'name'],
    ];
    for (const [id, name, token, message] of cases) {
      const res = await api.gql(MUTATION('awardEmojiAdd'), { id, name }, token);
      expect(res.errors?.[0]?.message, `${id} ${name}`).toContain(message);
    }
    expect(await t.db.db.$count(awardEmoji)).toBe(before);
    const member = await api.gql(
      MUTATION('awardEmojiAdd'),
      { id: gid('Epic', locked), name: 'heart' },
      w.people.guest.token,
    );
    expect(at(member.data, 'awardEmojiAdd.errors')).toEqual([]);
  });
});

describe('REST award emoji', () => {
  const epicUrl = () => `/api/v4/groups/acme/epics/${epic.iid}/award_emoji`;

  it('lists awards with GitLab JSON and pagination headers', async () => {
    const res = await api.rest('GET', `${epicUrl()}?per_page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total']).toBe('2');
    expect(res.json()).toEqual([
      expect.objectContaining({
        name: 'tada',
        awardable_id: epic.id,
        awardable_type: 'Epic',
        user: expect.objectContaining({ username: 'guest' }),
      }),
    ]);
    const [first] = res.json() as { id: number }[];
    const one = await api.rest('GET', `${epicUrl()}/${first?.id}`);
    expect(one.json()).toMatchObject({ name: 'tada' });
  });

  it('awards and removes on issues, answering GitLab statuses', async () => {
    const url = `/api/v4/projects/acme%2Fweb/issues/${issue.iid}/award_emoji`;
    const token = w.people.reporter.token;
    expect((await api.rest('POST', url, { body: { name: 'fire' } })).statusCode).toBe(401);
    const created = await api.rest('POST', url, { token, body: { name: 'fire' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'fire',
      awardable_type: 'Issue',
      awardable_id: issue.id,
    });
    expect((await api.rest('POST', url, { token, body: { name: 'fire' } })).statusCode).toBe(400);
    expect((await api.rest('POST', url, { token, body: { name: 'blurple' } })).statusCode).toBe(
      400,
    );
    expect((await api.rest('POST', url, { token, body: {} })).statusCode).toBe(400);
    const id = (created.json() as { id: number }).id;
    expect(
      (await api.rest('DELETE', `${url}/${id}`, { token: w.people.owner.token })).statusCode,
    ).toBe(403);
    expect((await api.rest('DELETE', `${url}/${id}`, { token })).statusCode).toBe(204);
    expect((await api.rest('DELETE', `${url}/${id}`, { token })).statusCode).toBe(404);
  });

  it('answers 404 for hidden or mismatched items', async () => {
    const cases: [string, string | undefined][] = [
      [`/api/v4/groups/acme/epics/${confidential.iid}/award_emoji`, w.people.outsider.token],
      [`/api/v4/groups/acme%2Fsecret/epics/${secretEpic.iid}/award_emoji`, w.people.outsider.token],
      [`/api/v4/groups/acme/epics/9999/award_emoji`, undefined],
      [`/api/v4/groups/acme/epics/abc/award_emoji`, undefined],
      [`/api/v4/projects/acme/issues/${epic.iid}/award_emoji`, undefined],
      [`/api/v4/groups/acme%2Fweb/epics/${issue.iid}/award_emoji`, undefined],
      [`/api/v4/groups/acme/epics/${epic.iid}/award_emoji/999999`, undefined],
    ];
    for (const [url, token] of cases) {
      const res = await api.rest('GET', url, { token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: '404 Not Found' });
    }
    expect(
      (
        await api.rest('GET', `/api/v4/groups/acme/epics/${confidential.iid}/award_emoji`, {
          token: w.people.reporter.token,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('GET /-/autocomplete/award_emojis', () => {
  it('lists every built-in emoji, the viewer recent ones first', async () => {
    const anon = await t.app.inject({ url: '/-/autocomplete/award_emojis' });
    const list = anon.json() as { name: string; emoji: string }[];
    expect(list.length).toBeGreaterThan(150);
    expect(list[0]).toMatchObject({ name: 'thumbsup', emoji: '👍', unicode_version: '6.0' });
    const guest = await t.app.inject({
      url: '/-/autocomplete/award_emojis',
      headers: { 'private-token': w.people.guest.token },
    });
    const names = (guest.json() as { name: string }[]).map((e) => e.name);
    expect(names.slice(0, 2).sort()).toEqual(['heart', 'tada']);
    expect(names).toHaveLength(list.length);
  });
});
