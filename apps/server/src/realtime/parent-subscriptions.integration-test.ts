import { describe, expect, it } from 'vitest';
import { RESOURCE_NOT_AVAILABLE } from '../graphql/args.ts';
import { sseSubscribe } from './sse-test-client.ts';
import { useSseWorld } from './sse-test-world.ts';

/**
 * GitLab's `issuableEpicUpdated` and `workItemParentUpdated` over SSE: published by the pipeline
 * for parent changes (GraphQL, REST, tree writes), nothing for other edits, read rights
 * re-checked on every event.
 */

const { s, sse } = useSseWorld();

const EPIC_UPDATED = `subscription($issuableId: IssuableID!) {
  issuableEpicUpdated(issuableId: $issuableId) { ... on Issue { id hasEpic epic { id title } } }
}`;
const PARENT_UPDATED = `subscription($workItemId: WorkItemID!) {
  workItemParentUpdated(workItemId: $workItemId) { __typename id title }
}`;

async function watch(id: number, query: string, variables: Record<string, string>, token?: string) {
  const sub = await sseSubscribe(sse.base, query, variables, token);
  sse.open.push(sub);
  for (let i = 0; i < 100 && s.t.app.realtime.listenerCount(id) === 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return sub;
}

const planner = () => s.w.people.planner.token;

async function setEpic(iid: number, epicId: string | null) {
  const res = await s.api.gql(
    `mutation($input: IssueSetEpicInput!) { issueSetEpic(input: $input) { errors } }`,
    { input: { projectPath: 'acme/web', iid: String(iid), epicId } },
    planner(),
  );
  expect(res).toEqual({ data: { issueSetEpic: { errors: [] } } });
}

async function rename(iid: number, title: string) {
  const put = await s.api.rest('PUT', `/api/v4/projects/acme%2Fweb/issues/${iid}`, {
    token: planner(),
    body: { title },
  });
  expect(put.statusCode).toBe(200);
}

describe('issuableEpicUpdated', () => {
  it("sends the issue's new epic to a reader when another user sets, moves or removes it", async () => {
    const { alpha, delta } = s.w.epics;
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Epic watch' });
    const gid = `gid://gitlab/Issue/${issue.id}`;
    const sub = await watch(issue.id, EPIC_UPDATED, { issuableId: gid }, s.w.people.guest.token);
    expect(sub.status).toBe(200);

    await rename(issue.iid, 'Epic watch, renamed');
    expect(await sub.quietFor(300)).toBe('quiet');

    const id = `gid://cairn/Issue/${issue.id}`;
    await setEpic(issue.iid, `gid://gitlab/Epic/${delta.id}`);
    expect(await sub.next()).toEqual({
      data: {
        issuableEpicUpdated: {
          id,
          hasEpic: true,
          epic: { id: `gid://cairn/Epic/${delta.id}`, title: delta.title },
        },
      },
    });
    // REST moves it too (epic_iid is GitLab's issue key for the epic).
    const put = await s.api.rest('PUT', `/api/v4/projects/acme%2Fweb/issues/${issue.iid}`, {
      token: planner(),
      body: { epic_iid: alpha.iid },
    });
    expect(put.statusCode).toBe(200);
    expect(await sub.next()).toEqual({
      data: {
        issuableEpicUpdated: {
          id,
          hasEpic: true,
          epic: { id: `gid://cairn/Epic/${alpha.id}`, title: alpha.title },
        },
      },
    });
    await setEpic(issue.iid, null);
    expect(await sub.next()).toEqual({
      data: { issuableEpicUpdated: { id, hasEpic: false, epic: null } },
    });
    expect(await sub.quietFor(200)).toBe('quiet');
  });

  it('ends the stream when the reader lost sight of the issue, and refuses unreadable ones', async () => {
    const { delta } = s.w.epics;
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Soon secret' });
    const sub = await watch(
      issue.id,
      EPIC_UPDATED,
      { issuableId: `gid://gitlab/Issue/${issue.id}` },
      s.w.people.guest.token,
    );
    const put = await s.api.rest('PUT', `/api/v4/projects/acme%2Fweb/issues/${issue.iid}`, {
      token: planner(),
      body: { confidential: true },
    });
    expect(put.statusCode).toBe(200);
    await setEpic(issue.iid, `gid://gitlab/Epic/${delta.id}`);
    // The guest may not read a confidential issue: no event, the stream completes.
    expect(await sub.next()).toBeNull();

    const refused = await sseSubscribe(
      sse.base,
      EPIC_UPDATED,
      { issuableId: `gid://gitlab/Issue/${s.w.issues.vault1.id}` },
      s.w.people.outsider.token,
    );
    sse.open.push(refused);
    const answer = await refused.next();
    expect(answer?.errors?.[0]?.message).toBe(RESOURCE_NOT_AVAILABLE);
  });
});

describe('workItemParentUpdated', () => {
  it("hears an item's parent change (issue epic, child epic move), nothing else", async () => {
    const { beta, charlie, echo } = s.w.epics;
    const issue = await s.w.f.issue(s.w.projects.web, { title: 'Parent watch' });
    const sub = await watch(
      issue.id,
      PARENT_UPDATED,
      { workItemId: `gid://gitlab/WorkItem/${issue.id}` },
      s.w.people.reporter.token,
    );
    await rename(issue.iid, 'Parent watch 2');
    expect(await sub.quietFor(300)).toBe('quiet');
    await setEpic(issue.iid, `gid://gitlab/Epic/${beta.id}`);
    expect(await sub.next()).toEqual({
      data: {
        workItemParentUpdated: {
          __typename: 'WorkItem',
          id: `gid://cairn/WorkItem/${issue.id}`,
          title: 'Parent watch 2',
        },
      },
    });

    const epicSub = await watch(
      echo.id,
      PARENT_UPDATED,
      { workItemId: `gid://gitlab/Epic/${echo.id}` },
      s.w.people.owner.token,
    );
    const moved = await s.api.gql(
      `mutation($input: UpdateEpicInput!) { updateEpic(input: $input) { errors } }`,
      {
        input: {
          groupPath: 'acme',
          iid: String(echo.iid),
          parentId: `gid://gitlab/Epic/${charlie.id}`,
        },
      },
      s.w.people.owner.token,
    );
    expect(moved).toEqual({ data: { updateEpic: { errors: [] } } });
    expect(await epicSub.next()).toMatchObject({
      data: { workItemParentUpdated: { id: `gid://cairn/WorkItem/${echo.id}` } },
    });
  });
});
