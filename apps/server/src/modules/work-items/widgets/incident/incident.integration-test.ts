import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notes, workItems } from '@cairn/db';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';

/**
 * The incident widget: severity, paging status and escalation policy, over GraphQL (GitLab's
 * names) and REST; only on incidents, only for members who may set metadata, recorded as system
 * notes; a policy of another project is "not found".
 */

const s = useEpicWorld();
const st = {} as { incident: WorkItemRow; policy: string; foreign: string };

const CREATE_POLICY = `mutation($input: EscalationPolicyCreateInput!) {
  escalationPolicyCreate(input: $input) { errors escalationPolicy { id name rules { status elapsedTimeSeconds user { username } } } }
}`;

const createPolicy = async (projectPath: string, name: string, token = s.w.people.owner.token) =>
  s.api.gql(
    CREATE_POLICY,
    {
      input: {
        projectPath,
        name,
        rules: [{ username: 'owner', elapsedTimeSeconds: 300, status: 'ACKNOWLEDGED' }],
      },
    },
    token,
  );

beforeAll(async () => {
  st.incident = await s.w.f.issue(s.w.projects.web, { title: 'Outage', type: 'incident' });
  const made = await createPolicy('acme/web', 'Primary on-call');
  st.policy = (
    made.data as { escalationPolicyCreate: { escalationPolicy: { id: string } } }
  ).escalationPolicyCreate.escalationPolicy.id;
  const other = await createPolicy('acme/sub/app', 'Elsewhere');
  st.foreign = (
    other.data as { escalationPolicyCreate: { escalationPolicy: { id: string } } }
  ).escalationPolicyCreate.escalationPolicy.id;
});

/** GitLab's `issueSet*` mutation `name` (input type `<Name>Input`) on the incident. */
const gql = (name: string, fields: Record<string, unknown>, token: string) =>
  s.api.gql(
    `mutation($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { errors issue { severity escalationStatus escalationPolicy { name } } } }`,
    { input: { projectPath: 'acme/web', iid: String(st.incident.iid), ...fields } },
    token,
  );

const row = async (id = st.incident.id) =>
  (await s.t.db.db.select().from(workItems).where(eq(workItems.id, id)))[0]!;
const noteBodies = async (id = st.incident.id) =>
  (await s.t.db.db.select().from(notes).where(eq(notes.workItemId, id))).map((n) => n.body);

describe('incident GraphQL mutations', () => {
  it('sets severity, paging status and policy, one system note each', async () => {
    const planner = s.w.people.planner.token;
    const sev = await gql('issueSetSeverity', { severity: 'CRITICAL' }, planner);
    expect(sev.data).toEqual({
      issueSetSeverity: {
        errors: [],
        issue: { severity: 'CRITICAL', escalationStatus: 'TRIGGERED', escalationPolicy: null },
      },
    });
    const status = await gql('issueSetEscalationStatus', { status: 'ACKNOWLEDGED' }, planner);
    expect(status.data).toMatchObject({
      issueSetEscalationStatus: { errors: [], issue: { escalationStatus: 'ACKNOWLEDGED' } },
    });
    const policy = await gql(
      'issueSetEscalationPolicy',
      { escalationPolicyId: st.policy },
      planner,
    );
    expect(policy.data).toMatchObject({
      issueSetEscalationPolicy: {
        errors: [],
        issue: { escalationPolicy: { name: 'Primary on-call' } },
      },
    });
    expect(await row()).toMatchObject({ severity: 'critical', escalationStatus: 'acknowledged' });
    expect(await noteBodies()).toEqual([
      'changed the severity to **Critical - S1**',
      'changed the incident status to **Acknowledged**',
      'paged escalation policy **Primary on-call**',
    ]);
  });

  it('refuses a policy of another project and leaves everything unchanged', async () => {
    const { token } = s.w.people.planner;
    const before = await row();
    const res = await gql('issueSetEscalationPolicy', { escalationPolicyId: st.foreign }, token);
    expect(res.data).toEqual({
      issueSetEscalationPolicy: { errors: ['Escalation policy not found'], issue: null },
    });
    expect(await row()).toEqual(before);
  });

  it('is "not available" to a guest and to signed-out users; nothing is written', async () => {
    const before = await row();
    for (const token of [s.w.people.guest.token, undefined]) {
      const res = await gql('issueSetSeverity', { severity: 'LOW' }, token!);
      expect(res.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
    }
    expect(await row()).toEqual(before);
  });

  it('refuses incident fields on a plain issue', async () => {
    const res = await s.api.gql(
      `mutation($input: IssueSetSeverityInput!) { issueSetSeverity(input: $input) { errors } }`,
      { input: { projectPath: 'acme/web', iid: String(s.w.issues.web1.iid), severity: 'HIGH' } },
      s.w.people.planner.token,
    );
    expect(res.data).toEqual({
      issueSetSeverity: { errors: ['Feature unavailable for provided issue'] },
    });
    expect((await row(s.w.issues.web1.id)).severity).toBe('unknown');
  });
});

describe('REST severity', () => {
  const url = () => `/api/v4/projects/acme%2Fweb/issues/${st.incident.iid}`;
  it('answers severity in upper case and sets it in either case', async () => {
    const res = await s.api.rest('PUT', url(), {
      token: s.w.people.planner.token,
      body: { severity: 'medium', escalation_status: 'RESOLVED' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ severity: 'MEDIUM' });
    expect(await row()).toMatchObject({ severity: 'medium', escalationStatus: 'resolved' });
  });

  it('answers 422 for a plain issue and 400 for an unknown severity', async () => {
    const plain = await s.api.rest(
      'PUT',
      `/api/v4/projects/acme%2Fweb/issues/${s.w.issues.web1.iid}`,
      {
        token: s.w.people.planner.token,
        body: { severity: 'high' },
      },
    );
    expect(plain.statusCode).toBe(422);
    expect(plain.json()).toEqual({ message: { base: ['Feature unavailable for provided issue'] } });
    const bad = await s.api.rest('PUT', url(), {
      token: s.w.people.planner.token,
      body: { severity: 'apocalyptic' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await row()).severity).toBe('medium');
  });
});
