import { describe, expect, it } from 'vitest';
import { sseSubscribe } from './sse-test-client.ts';
import { useSseWorld } from './sse-test-world.ts';

/** An issue's page lists its tasks: a task's title or state change reaches the issue's watchers. */

const { s, sse } = useSseWorld();

const UPDATED = `subscription($workItemId: WorkItemID!) {
  workItemUpdated(workItemId: $workItemId) { id title }
}`;

async function watch(item: { id: number }) {
  const variables = { workItemId: `gid://gitlab/WorkItem/${item.id}` };
  const sub = await sseSubscribe(sse.base, UPDATED, variables, s.w.people.reporter.token);
  sse.open.push(sub);
  for (let i = 0; i < 100 && s.t.app.realtime.listenerCount(item.id) === 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return sub;
}

const updateTask = (iid: number, body: Record<string, unknown>) =>
  s.api.rest('PUT', `/api/v4/projects/acme%2Fweb/issues/${iid}`, {
    token: s.w.people.planner.token,
    body,
  });

describe('workItemUpdated on the parent issue of a task', () => {
  it("fires when the task's state or title changes, not for its other fields", async () => {
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Parent' });
    const task = await s.w.f.issue(s.w.projects.web, { type: 'task', title: 'Child' });
    await s.w.f.setParent(task, issue);
    const sub = await watch(issue);
    const event = {
      data: { workItemUpdated: { id: `gid://cairn/WorkItem/${issue.id}`, title: 'Parent' } },
    };

    expect((await updateTask(task.iid, { state_event: 'close' })).statusCode).toBe(200);
    expect(await sub.next()).toEqual(event);
    expect((await updateTask(task.iid, { title: 'Child renamed' })).statusCode).toBe(200);
    expect(await sub.next()).toEqual(event);
    expect((await updateTask(task.iid, { weight: 3 })).statusCode).toBe(200);
    expect(await sub.quietFor(300)).toBe('quiet');
  });
});
