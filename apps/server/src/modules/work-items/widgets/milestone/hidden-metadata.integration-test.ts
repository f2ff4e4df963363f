import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workItems } from '@cairn/db';
import { dataOf, useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';
import { addIteration } from '#server/modules/work-items/test-support/iterations.ts';

/**
 * A milestone or iteration the viewer may not read (here of the private group acme/priv,
 * set on the public issue web#1 as a move between groups would leave it) is never shown, by
 * GraphQL or REST; `milestoneHidden` / `iterationHidden` say one is set, without title or id.
 * Setting one of them is "not found", like an unknown id.
 */

const s = useEpicWorld();
const ids = { milestone: 0, iteration: 0 };

beforeAll(async () => {
  const { f, groups, issues } = s.w;
  const secret = await f.milestone(groups.priv, { title: 'Secret milestone' });
  const iteration = await addIteration(s.t.db.db, groups.priv, 'Secret sprint');
  ids.milestone = secret.id;
  ids.iteration = iteration;
  await s.t.db.db
    .update(workItems)
    .set({ milestoneId: secret.id, iterationId: iteration })
    .where(eq(workItems.id, issues.web1.id));
});

const ISSUE = `query($iid: String!) { project(fullPath: "acme/web") { issue(iid: $iid) {
  milestone { title } milestoneHidden iteration { title } iterationHidden } } }`;

const sidebarOf = async (token?: string) =>
  dataOf<{ project: { issue: Record<string, unknown> } }>(
    await s.api.gql(ISSUE, { iid: String(s.w.issues.web1.iid) }, token),
  ).project.issue;

describe('a milestone or iteration the viewer may not read', () => {
  it('is null with the hidden flag for an outsider, and shown to a member', async () => {
    expect(await sidebarOf(s.w.people.outsider.token)).toEqual({
      milestone: null,
      milestoneHidden: true,
      iteration: null,
      iterationHidden: true,
    });
    expect(await sidebarOf()).toEqual({
      milestone: null,
      milestoneHidden: true,
      iteration: null,
      iterationHidden: true,
    });
    expect(await sidebarOf(s.w.people.owner.token)).toEqual({
      milestone: { title: 'Secret milestone' },
      milestoneHidden: false,
      iteration: { title: 'Secret sprint' },
      iterationHidden: false,
    });
  });

  it('is not in the REST issue either', async () => {
    const res = await s.api.rest(
      'GET',
      `/api/v4/projects/acme%2Fweb/issues/${s.w.issues.web1.iid}`,
      {
        token: s.w.people.outsider.token,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ milestone: null });
    expect(res.body).not.toContain('Secret');
  });

  it('cannot be set by one who may not read it: "Milestone not found", nothing written', async () => {
    // A member of the private project acme/priv/vault only: the project is readable, its
    // parent group (which owns the milestone) is not.
    const { f, projects, people } = s.w;
    await f.member(projects.vault, people.outsider.user, 'planner');
    const own = await f.issue(projects.vault, { title: 'Vault two' });
    const set = `mutation($input: UpdateIssueInput!) {
      updateIssue(input: $input) { errors issue { milestone { title } } } }`;
    const input = { projectPath: 'acme/priv/vault', iid: String(own.iid) };
    const refusedAnswer = await s.api.gql(
      set,
      { input: { ...input, milestoneId: `gid://gitlab/Milestone/${ids.milestone}` } },
      people.outsider.token,
    );
    expect(refusedAnswer.data).toEqual({
      updateIssue: { errors: ['Milestone not found'], issue: null },
    });
    const [row] = await s.t.db.db.select().from(workItems).where(eq(workItems.id, own.id));
    expect(row!.milestoneId).toBeNull();
    // The group's owner may.
    const allowed = await s.api.gql(
      set,
      { input: { ...input, milestoneId: `gid://gitlab/Milestone/${ids.milestone}` } },
      people.owner.token,
    );
    expect(allowed.data).toEqual({
      updateIssue: { errors: [], issue: { milestone: { title: 'Secret milestone' } } },
    });
  });
});
