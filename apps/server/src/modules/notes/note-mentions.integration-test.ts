import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { activityWorld, type ActivityWorld } from '../work-items/activity/test-world.ts';

// A comment's @mentions give the mentioned readers a to-do; an internal note's give none.
let t: TestApp;
let w: ActivityWorld;
let api: ApiClient;
let tokens: Record<'alice' | 'bob' | 'carol', string>;

beforeAll(async () => {
  t = await createTestApp();
  w = await activityWorld(t.db.db);
  api = apiClient(t.app);
  const { alice, bob, carol } = w.users;
  tokens = {
    alice: await w.f.token(alice),
    bob: await w.f.token(bob),
    carol: await w.f.token(carol),
  };
});
afterAll(() => t.close());

const comment = (body: string, internal = false) =>
  api.rest('POST', `/api/v4/projects/${w.project.id}/issues/${w.items.issue.iid}/notes`, {
    token: tokens.alice,
    body: { body, internal },
  });
const mentionTodos = async (who: 'alice' | 'bob' | 'carol') => {
  const res = await api.rest('GET', '/api/v4/todos', { token: tokens[who] });
  expect(res.statusCode).toBe(200);
  return res
    .json<{ action_name: string; target: { iid: number } }[]>()
    .filter((todo) => todo.action_name === 'mentioned');
};

describe('mentions in comments', () => {
  it('creates one pending to-do per mentioned reader, none for the author or code', async () => {
    const res = await comment('@bob please look, and `@carol` is code. cc @alice');
    expect(res.statusCode).toBe(201);
    const bob = await mentionTodos('bob');
    expect(bob).toHaveLength(1);
    expect(bob[0]!.target.iid).toBe(w.items.issue.iid);
    expect(await mentionTodos('carol')).toEqual([]);
    expect(await mentionTodos('alice')).toEqual([]);
  });

  it('gives no to-do for a mention in an internal note', async () => {
    const res = await comment('@carol internal only', true);
    expect(res.statusCode).toBe(201);
    expect(await mentionTodos('carol')).toEqual([]);
  });
});
