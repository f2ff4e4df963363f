import { describe, expect, it } from 'vitest';
import { useEpicWorld } from '../work-items/test-support/harness.ts';

/**
 * Escalation policies: maintainers (owner here) create, edit and delete; planners list them to
 * choose one; guests, outsiders and signed-out users see none and may change none.
 */

const s = useEpicWorld();

const CREATE = `mutation($input: EscalationPolicyCreateInput!) {
  escalationPolicyCreate(input: $input) { errors escalationPolicy { id name description rules { status elapsedTimeSeconds user { username } } } }
}`;
const UPDATE = `mutation($input: EscalationPolicyUpdateInput!) {
  escalationPolicyUpdate(input: $input) { errors escalationPolicy { name description } }
}`;
const DESTROY = `mutation($input: EscalationPolicyDestroyInput!) {
  escalationPolicyDestroy(input: $input) { errors escalationPolicy { name } }
}`;
const LIST = `query($path: ID!) { project(fullPath: $path) { incidentManagementEscalationPolicies { name } } }`;

const rule = { username: 'planner', elapsedTimeSeconds: 600, status: 'RESOLVED' };
const create = (name: string, token?: string, rules = [rule]) =>
  s.api.gql(
    CREATE,
    { input: { projectPath: 'acme/web', name, description: 'Pager', rules } },
    token,
  );
const names = async (token?: string) =>
  (
    (await s.api.gql(LIST, { path: 'acme/web' }, token)).data as {
      project: { incidentManagementEscalationPolicies: { name: string }[] };
    }
  ).project.incidentManagementEscalationPolicies.map((p) => p.name);

describe('escalation policies', () => {
  let id = '';

  it('a maintainer creates one with its rules', async () => {
    const res = await create('Day shift', s.w.people.owner.token);
    const made = (
      res.data as { escalationPolicyCreate: { errors: string[]; escalationPolicy: { id: string } } }
    ).escalationPolicyCreate;
    expect(made).toMatchObject({
      errors: [],
      escalationPolicy: {
        name: 'Day shift',
        description: 'Pager',
        rules: [{ status: 'RESOLVED', elapsedTimeSeconds: 600, user: { username: 'planner' } }],
      },
    });
    id = made.escalationPolicy.id;
  });

  it('refuses a taken name, no rules and an unknown user in the payload errors', async () => {
    const owner = s.w.people.owner.token;
    const errors = async (p: Promise<{ data?: unknown }>) =>
      ((await p).data as { escalationPolicyCreate: { errors: string[] } }).escalationPolicyCreate
        .errors;
    expect(await errors(create('Day shift', owner))).toEqual(['Name has already been taken']);
    expect(await errors(create('Empty', owner, []))).toEqual([
      'Escalation policies must have at least one rule',
    ]);
    expect(await errors(create('Ghost', owner, [{ ...rule, username: 'nobody' }]))).toEqual([
      'User not found: nobody',
    ]);
    expect(await names(owner)).toEqual(['Day shift']);
  });

  it('planners list policies; guests, outsiders and signed-out users see none', async () => {
    expect(await names(s.w.people.planner.token)).toEqual(['Day shift']);
    for (const token of [s.w.people.guest.token, s.w.people.outsider.token, undefined]) {
      expect(await names(token)).toEqual([]);
    }
  });

  it('only maintainers create, update or destroy; others get "not available"', async () => {
    for (const token of [s.w.people.planner.token, s.w.people.reporter.token, undefined]) {
      for (const res of [
        await create('Night shift', token),
        await s.api.gql(UPDATE, { input: { id, name: 'Renamed' } }, token),
        await s.api.gql(DESTROY, { input: { id } }, token),
      ]) {
        expect(res.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
      }
    }
    expect(await names(s.w.people.owner.token)).toEqual(['Day shift']);
  });

  it('a maintainer renames and then deletes it', async () => {
    const owner = s.w.people.owner.token;
    expect(
      (await s.api.gql(UPDATE, { input: { id, name: 'Renamed', description: null } }, owner)).data,
    ).toEqual({
      escalationPolicyUpdate: {
        errors: [],
        escalationPolicy: { name: 'Renamed', description: null },
      },
    });
    expect((await s.api.gql(DESTROY, { input: { id } }, owner)).data).toEqual({
      escalationPolicyDestroy: { errors: [], escalationPolicy: { name: 'Renamed' } },
    });
    expect(await names(owner)).toEqual([]);
  });
});
