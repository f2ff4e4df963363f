import { afterAll, describe, expect, it } from 'vitest';
import { sseSubscribe, type SseSubscription } from '#server/realtime/sse-test-client.ts';
import { ISSUE_URL, api, spam, t, tokenOf } from './spam.setup.ts';

/** Live events of an issue being submitted as spam: admins hear it, nobody else does. */

const UPDATED = `subscription($id: WorkItemID!) { workItemUpdated(workItemId: $id) { id title } }`;
const open: SseSubscription[] = [];
afterAll(() => {
  for (const sub of open) sub.abort();
});

describe('subscriptions to an issue submitted as spam', () => {
  it("send admins the change and end everyone else's stream without it", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const undo = await api.rest('DELETE', `${ISSUE_URL()}/spam`, { token: tokenOf('admin') });
    expect(undo.statusCode).toBe(200);
    const gid = `gid://gitlab/WorkItem/${spam.id}`;
    const admin = await sseSubscribe(base, UPDATED, { id: gid }, tokenOf('admin'));
    const author = await sseSubscribe(base, UPDATED, { id: gid }, tokenOf('developer'));
    const visitor = await sseSubscribe(base, UPDATED, { id: gid });
    open.push(admin, author, visitor);
    await new Promise((r) => setTimeout(r, 100));
    const flag = await api.rest('POST', `${ISSUE_URL()}/spam`, { token: tokenOf('admin') });
    expect(flag.statusCode).toBe(201);
    expect(await admin.next()).toEqual({
      data: { workItemUpdated: { id: `gid://cairn/WorkItem/${spam.id}`, title: 'Cheap pills' } },
    });
    expect(await author.next()).toBeNull();
    expect(await visitor.next()).toBeNull();
  });
});
