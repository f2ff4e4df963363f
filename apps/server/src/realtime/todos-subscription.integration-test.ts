import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useEpicWorld } from '../modules/work-items/test-support/harness.ts';
import { sseSubscribe, type SseSubscription } from './sse-test-client.ts';

/**
 * `currentUserTodosUpdated`: the count now, then after an assignment by someone else and after
 * marking done; nothing for other users' to-dos; refused when signed out.
 */

const s = useEpicWorld();
let base = '';
const open: SseSubscription[] = [];

beforeAll(async () => {
  base = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const sub of open.splice(0)) sub.abort();
  for (let i = 0; i < 100 && s.t.app.realtime.listenerCount() > 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(s.t.app.realtime.listenerCount()).toBe(0);
});

const QUERY = 'subscription { currentUserTodosUpdated { pendingTodosCount } }';
const count = (n: number) => ({ data: { currentUserTodosUpdated: { pendingTodosCount: n } } });

describe('currentUserTodosUpdated', () => {
  it("sends the count at once and after each change of the viewer's to-dos", async () => {
    const { reporter, planner, guest } = s.w.people;
    const sub = await sseSubscribe(base, QUERY, {}, reporter.token);
    open.push(sub);
    expect(await sub.next()).toEqual(count(0));
    const url = `/api/v4/projects/acme%2Fweb/issues/${s.w.issues.web1.iid}`;
    await s.api.rest('PUT', url, {
      token: planner.token,
      body: { assignee_ids: [reporter.user.id] },
    });
    expect(await sub.next()).toEqual(count(1));
    // Another user's to-do is not heard.
    await s.api.rest('POST', `${url}/todo`, { token: guest.token });
    expect(await sub.quietFor(300)).toBe('quiet');
    await s.api.rest('POST', '/api/v4/todos/mark_as_done', { token: reporter.token });
    expect(await sub.next()).toEqual(count(0));
  });

  it('is refused signed out', async () => {
    const sub = await sseSubscribe(base, QUERY);
    open.push(sub);
    const first = await sub.next();
    expect(first?.errors?.[0]?.message).toBeTruthy();
  });
});
