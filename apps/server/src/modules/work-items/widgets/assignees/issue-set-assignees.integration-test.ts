import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, workItemAssignees } from '@cairn/db';
import type { GqlResult } from '#server/testing/api-client.ts';
import { useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';

/**
 * GitLab's `issueSetAssignees` (usernames with REPLACE, APPEND or REMOVE) and the issue's
 * people fields the sidebar reads (participants, the viewer's to-dos).
 */

const s = useEpicWorld();
const issuePath = () => ({ projectPath: 'acme/web', iid: String(s.w.issues.web1.iid) });

const SET = `mutation($input: IssueSetAssigneesInput!) {
  issueSetAssignees(input: $input) { errors issue { assignees { nodes { username } } } }
}`;

const setAssignees = (
  assigneeUsernames: string[],
  operationMode?: 'REPLACE' | 'APPEND' | 'REMOVE',
  token: string | null = s.w.people.planner.token,
) =>
  s.api.gql(
    SET,
    { input: { ...issuePath(), assigneeUsernames, operationMode } },
    token ?? undefined,
  );

async function assignedUsernames() {
  const rows = await s.t.db.db
    .select({ username: users.username })
    .from(workItemAssignees)
    .innerJoin(users, eq(users.id, workItemAssignees.userId))
    .where(eq(workItemAssignees.workItemId, s.w.issues.web1.id));
  return rows.map((r) => r.username).sort();
}

const answered = (res: GqlResult) =>
  (
    res.data?.issueSetAssignees as { issue: { assignees: { nodes: { username: string }[] } } }
  )?.issue?.assignees.nodes
    .map((n) => n.username)
    .sort();

describe('issueSetAssignees', () => {
  beforeAll(async () => {
    await setAssignees([], 'REPLACE');
  });

  it('replaces, appends and removes by username; unknown usernames are ignored', async () => {
    expect(answered(await setAssignees(['owner', 'planner']))).toEqual(['owner', 'planner']);
    expect(answered(await setAssignees(['reporter', 'nobody-here'], 'APPEND'))).toEqual([
      'owner',
      'planner',
      'reporter',
    ]);
    expect(answered(await setAssignees(['owner'], 'REMOVE'))).toEqual(['planner', 'reporter']);
    expect(await assignedUsernames()).toEqual(['planner', 'reporter']);
    expect(answered(await setAssignees([], 'REPLACE'))).toEqual([]);
  });

  it('is refused for a guest and when signed out, changing nothing', async () => {
    await setAssignees(['planner']);
    const guest = await setAssignees(['guest'], 'REPLACE', s.w.people.guest.token);
    expect(guest.errors?.[0]?.extensions?.code).toBe('RESOURCE_NOT_AVAILABLE');
    expect(answered(guest)).toBeUndefined();
    const anonymous = await setAssignees(['guest'], 'REPLACE', null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('RESOURCE_NOT_AVAILABLE');
    expect(await assignedUsernames()).toEqual(['planner']);
  });

  it('answers an unreadable issue as not available, revealing nothing', async () => {
    const res = await s.api.gql(
      SET,
      {
        input: {
          projectPath: 'acme/priv/vault',
          iid: String(s.w.issues.vault1.iid),
          assigneeUsernames: ['outsider'],
        },
      },
      s.w.people.outsider.token,
    );
    expect(res.data?.issueSetAssignees ?? null).toBeNull();
    expect(JSON.stringify(res.errors)).not.toContain('Vault one');
  });
});

const PEOPLE = `query($fullPath: ID!, $iid: String!) {
  project(fullPath: $fullPath) { issue(iid: $iid) {
    participants { nodes { username } }
    currentUserTodos(state: pending) { nodes { id } }
  } }
}`;

describe('Issue.participants and currentUserTodos', () => {
  it('lists the author and assignees, author first; to-dos are the viewer’s own', async () => {
    await setAssignees(['reporter'], 'REPLACE');
    const res = await s.api.gql(
      PEOPLE,
      { fullPath: 'acme/web', iid: String(s.w.issues.web1.iid) },
      s.w.people.guest.token,
    );
    const issue = (res.data?.project as { issue: Record<string, { nodes: unknown[] }> }).issue;
    const names = (issue.participants!.nodes as { username: string }[]).map((n) => n.username);
    expect(names).toContain('reporter');
    expect(names.indexOf('reporter')).toBeGreaterThan(0);
    expect(issue.currentUserTodos!.nodes).toEqual([]);
  });

  it('shows nothing of an issue the viewer cannot read', async () => {
    const res = await s.api.gql(
      PEOPLE,
      { fullPath: 'acme/priv/vault', iid: String(s.w.issues.vault1.iid) },
      s.w.people.outsider.token,
    );
    expect(JSON.stringify(res.data ?? {})).not.toContain('username');
  });
});
