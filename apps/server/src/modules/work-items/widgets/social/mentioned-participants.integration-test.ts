import { beforeAll, describe, expect, it } from 'vitest';
import { notes } from '@cairn/db';
import { dataOf, useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';

/**
 * Participants include users @mentioned in the description and in non-internal comments, as
 * GitLab counts them, but only those who may read the item: a confidential issue never lists a
 * guest it is hidden from, and an internal note's mentions are not counted.
 */

const s = useEpicWorld();
const iids = { open: 0, secret: 0 };

beforeAll(async () => {
  const { f, projects, people } = s.w;
  const open = await f.issue(projects.web, {
    title: 'Mentions',
    author: people.owner.user,
    description: 'Ping @Reporter and @nobody-here, not `@guest` in code.',
  });
  const secret = await f.issue(projects.web, {
    title: 'Secret mentions',
    author: people.owner.user,
    confidential: true,
    description: '@guest and @reporter should look',
  });
  await s.t.db.db.insert(notes).values([
    { workItemId: open.id, authorId: people.owner.user.id, body: 'cc @outsider' },
    { workItemId: open.id, authorId: people.owner.user.id, body: '@planner', internal: true },
    { workItemId: open.id, authorId: people.owner.user.id, body: '@admin', system: true },
  ]);
  iids.open = open.iid;
  iids.secret = secret.iid;
});

const PARTICIPANTS = `query($iid: String!) { project(fullPath: "acme/web") {
  issue(iid: $iid) { participants { nodes { username } } } } }`;

const participants = async (iid: number, token = s.w.people.owner.token) =>
  dataOf<{ project: { issue: { participants: { nodes: { username: string }[] } } } }>(
    await s.api.gql(PARTICIPANTS, { iid: String(iid) }, token),
  ).project.issue.participants.nodes.map((n) => n.username);

describe('participants by mention', () => {
  it('adds users mentioned in the description and comments, not in internal or system notes', async () => {
    expect(await participants(iids.open)).toEqual(['owner', 'reporter', 'outsider']);
  });

  it('leaves out mentioned users who may not read the item', async () => {
    expect(await participants(iids.secret)).toEqual(['owner', 'reporter']);
  });
});
