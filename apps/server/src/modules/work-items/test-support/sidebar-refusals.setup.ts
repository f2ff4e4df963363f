import { beforeAll } from 'vitest';
import {
  cveRequests,
  labels,
  subscriptions,
  todos,
  workItemAssignees,
  workItemLabels,
  workItems,
} from '@cairn/db';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { dataOf, useEpicWorld } from './harness.ts';
import { addIteration } from './iterations.ts';

/** Who a sidebar write is tried as; each row says which of them must be refused. */
export type Viewer = 'guest' | 'signed out' | 'outsider';
/** Edits need update rights: refused for all three (the items are public). */
export const EDITORS_ONLY: readonly Viewer[] = ['guest', 'signed out', 'outsider'];
/**
 * Subscribing and to-dos need only read access: tried on private items, refused for a
 * signed-out visitor and an outsider (a guest of `acme` may read them).
 */
export const READERS_ONLY: readonly Viewer[] = ['signed out', 'outsider'];

const gid = (type: string, id: number) => `gid://gitlab/${type}/${id}`;

/**
 * The epic world plus what the sidebar writes need: an incident with an escalation policy, a
 * confidential issue (the only kind a CVE may be requested for), the owner's pending to-do, and
 * a milestone, epic, label, iteration and (banned) user nobody but an admin may see.
 */
export function useRefusalWorld() {
  const s = useEpicWorld();
  const x = {} as {
    incident: WorkItemRow;
    cveIssue: WorkItemRow;
    policy: string;
    ownerTodo: string;
    hidden: { milestone: string; epic: string; label: string; iteration: string; user: string };
  };

  beforeAll(async () => {
    const { f, people, projects } = s.w;
    x.incident = await f.issue(projects.web, { title: 'Outage', type: 'incident' });
    x.cveIssue = await f.issue(projects.web, { title: 'Exploit', confidential: true });
    const policy = await s.api.gql(
      `mutation($input: EscalationPolicyCreateInput!) {
        escalationPolicyCreate(input: $input) { escalationPolicy { id } }
      }`,
      {
        input: {
          projectPath: 'acme/web',
          name: 'Primary on-call',
          rules: [{ username: 'owner', elapsedTimeSeconds: 300, status: 'ACKNOWLEDGED' }],
        },
      },
      people.owner.token,
    );
    x.policy = dataOf<{ escalationPolicyCreate: { escalationPolicy: { id: string } } }>(
      policy,
    ).escalationPolicyCreate.escalationPolicy.id;
    const todo = await s.api.gql(
      `mutation($targetId: ID!) { todoCreate(input: { targetId: $targetId }) { todo { id } } }`,
      { targetId: gid('Issue', s.w.issues.web1.id) },
      people.owner.token,
    );
    x.ownerTodo = dataOf<{ todoCreate: { todo: { id: string } } }>(todo).todoCreate.todo.id;

    const secret = await f.group({ path: 'secret', visibility: 'private' });
    const milestone = await f.milestone(secret, { title: 'Hidden milestone' });
    const label = await f.label(secret, 'hidden-label');
    const epic = await f.epic(secret, { title: 'Hidden epic' });
    const banned = await f.user({ username: 'hiddenuser', state: 'banned' });
    x.hidden = {
      milestone: gid('Milestone', milestone.id),
      label: gid('Label', label.id),
      epic: gid('Epic', epic.id),
      iteration: gid('Iteration', await addIteration(s.t.db.db, secret, 'Hidden iteration')),
      user: gid('User', banned.id),
    };
  });

  /** Everything a sidebar write could change, to show a refusal wrote nothing. */
  async function snapshot() {
    const db = s.t.db.db;
    const tables = [
      workItems,
      workItemAssignees,
      workItemLabels,
      labels,
      subscriptions,
      todos,
      cveRequests,
    ];
    const rows = await Promise.all(tables.map((t) => db.select().from(t)));
    return rows.map((list) => list.map((row) => JSON.stringify(row)).sort());
  }

  const tokenOf = (viewer: Viewer) =>
    viewer === 'guest'
      ? s.w.people.guest.token
      : viewer === 'outsider'
        ? s.w.people.outsider.token
        : undefined;

  return { s, x, snapshot, tokenOf, gid };
}
