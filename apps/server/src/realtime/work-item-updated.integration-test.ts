import { describe, expect, it } from 'vitest';
import { RESOURCE_NOT_AVAILABLE } from '../graphql/args.ts';
import { sseSubscribe } from './sse-test-client.ts';
import { useSseWorld } from './sse-test-world.ts';

/**
 * GitLab's `workItemUpdated` over SSE: every write of the pipeline (epic fields, tree changes,
 * links) reaches a second client; a refused write sends nothing; read rights are re-checked on
 * every event.
 */

const { s, sse } = useSseWorld();

const UPDATED = `subscription($workItemId: WorkItemID!) {
  workItemUpdated(workItemId: $workItemId) { id title confidential }
}`;

async function watch(
  item: { id: number },
  token?: string,
  query = UPDATED,
  variables: Record<string, string> = { workItemId: `gid://gitlab/WorkItem/${item.id}` },
) {
  const sub = await sseSubscribe(sse.base, query, variables, token);
  sse.open.push(sub);
  for (let i = 0; i < 100 && s.t.app.realtime.listenerCount(item.id) === 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return sub;
}

const event = (item: { id: number }, title: string, confidential = false) => ({
  data: { workItemUpdated: { id: `gid://cairn/WorkItem/${item.id}`, title, confidential } },
});

const planner = () => s.w.people.planner.token;
const gql = (query: string) => s.api.gql(query, {}, planner());

describe('workItemUpdated', () => {
  it('hears an epic update made by another user, and nothing for a refused one', async () => {
    const { delta } = s.w.epics;
    const sub = await watch(delta, s.w.people.reporter.token);
    const stale = await gql(
      `mutation { updateEpic(input: { groupPath: "acme", iid: "${delta.iid}", title: "No",
        lockVersion: 99 }) { errors } }`,
    );
    expect(stale.data).toEqual({
      updateEpic: { errors: ['Attempted to update a stale object: Epic.'] },
    });
    expect(await sub.quietFor(300)).toBe('quiet');
    const ok = await gql(
      `mutation { updateEpic(input: { groupPath: "acme", iid: "${delta.iid}", title: "Delta 2" }) { errors } }`,
    );
    expect(ok.data).toEqual({ updateEpic: { errors: [] } });
    expect(await sub.next()).toEqual(event(delta, 'Delta 2'));
  });

  it('hears tree changes on the child and on both parents', async () => {
    const { charlie, delta } = s.w.epics;
    const { app1 } = s.w.issues;
    const [child, from, to] = [await watch(app1), await watch(charlie), await watch(delta)];
    const res = await s.api.rest(
      'POST',
      `/api/v4/groups/acme/epics/${delta.iid}/issues/${app1.id}`,
      { token: planner() },
    );
    expect(res.statusCode).toBe(201);
    expect(await child.next()).toEqual(event(app1, 'App one'));
    expect(await from.next()).toEqual(event(charlie, 'charlie'));
    expect(await to.next()).toEqual(event(delta, 'Delta 2'));
    // Adding it again is refused (409): nothing more is published.
    const again = await s.api.rest(
      'POST',
      `/api/v4/groups/acme/epics/${delta.iid}/issues/${app1.id}`,
      { token: planner() },
    );
    expect(again.statusCode).toBe(409);
    expect(await to.quietFor(300)).toBe('quiet');
  });

  it("tells an epic's date subscribers when a child's milestone moves its inherited dates", async () => {
    const { delta } = s.w.epics;
    const { app1 } = s.w.issues;
    const sub = await watch(
      delta,
      undefined,
      `subscription($issuableId: IssuableID!) {
        issuableDatesUpdated(issuableId: $issuableId) { ... on Epic { id startDate dueDate } }
      }`,
      { issuableId: `gid://gitlab/Epic/${delta.id}` },
    );
    const res = await gql(
      `mutation { updateIssue(input: { projectPath: "acme/sub/app", iid: "${app1.iid}",
        milestoneId: "gid://gitlab/Milestone/${s.w.milestones.m1.id}" }) { errors } }`,
    );
    expect(res.data).toEqual({ updateIssue: { errors: [] } });
    expect(await sub.next()).toEqual({
      data: {
        issuableDatesUpdated: {
          id: `gid://cairn/Epic/${delta.id}`,
          startDate: '2026-01-10',
          dueDate: '2026-02-15',
        },
      },
    });
  });

  it('hears link changes on both linked items', async () => {
    const { web1, web2 } = s.w.issues;
    const [a, b] = [await watch(web1), await watch(web2)];
    const res = await s.api.rest('POST', `/api/v4/projects/acme%2Fweb/issues/${web1.iid}/links`, {
      token: planner(),
      body: { target_project_id: 'acme/web', target_issue_iid: web2.iid, link_type: 'blocks' },
    });
    expect(res.statusCode).toBe(201);
    expect(await a.next()).toEqual(event(web1, 'Web one'));
    expect(await b.next()).toEqual(event(web2, 'Web two'));
  });

  it('re-checks read rights per event and refuses unreadable items at subscribe time', async () => {
    const { web2 } = s.w.issues;
    const guest = await watch(web2, s.w.people.outsider.token);
    const hide = await gql(
      `mutation { issueSetConfidential(input: { projectPath: "acme/web", iid: "${web2.iid}",
        confidential: true }) { errors } }`,
    );
    expect(hide.data).toEqual({ issueSetConfidential: { errors: [] } });
    // The outsider may no longer read it: the stream ends without the new state.
    expect(await guest.next()).toBeNull();

    const refused = await sseSubscribe(
      sse.base,
      UPDATED,
      { workItemId: `gid://gitlab/WorkItem/${web2.id}` },
      s.w.people.outsider.token,
    );
    sse.open.push(refused);
    expect(await refused.next()).toEqual({
      errors: [
        expect.objectContaining({
          message: RESOURCE_NOT_AVAILABLE,
          path: ['workItemUpdated'],
          extensions: { code: 'RESOURCE_NOT_AVAILABLE' },
        }),
      ],
    });
    expect(await refused.next()).toBeNull();
  });
});
