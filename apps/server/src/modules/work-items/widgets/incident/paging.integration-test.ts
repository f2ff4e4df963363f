import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pendingEscalations, todos } from '@cairn/db';
import { loadEnv } from '#server/env.ts';
import type { MailMessage } from '#server/lib/context.ts';
import { TEST_TODAY } from '#server/testing/test-app.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { dataOf, useEpicWorld } from '#server/modules/work-items/test-support/harness.ts';
import { sendDuePages } from './paging-job.ts';

/**
 * Real paging: a TRIGGERED incident under an escalation policy pages each rule's user after the
 * rule's delay (an `escalated` to-do and, with SMTP, an e-mail), unless acknowledged or resolved
 * first by the rule's own stop status. The job runs with a fake clock, `seconds` after the
 * policy was set.
 */

const s = useEpicWorld();
const env = loadEnv({ NODE_ENV: 'test', CAIRN_DEMO: '0', CAIRN_BASE_URL: 'http://cairn.test' });
const st = {} as { policy: string; start: number };

const POLICY = `mutation($input: EscalationPolicyCreateInput!) {
  escalationPolicyCreate(input: $input) { errors escalationPolicy { id } } }`;

beforeAll(async () => {
  const made = await s.api.gql(
    POLICY,
    {
      input: {
        projectPath: 'acme/web',
        name: 'Paging',
        rules: [
          { username: 'reporter', elapsedTimeSeconds: 60, status: 'ACKNOWLEDGED' },
          { username: 'planner', elapsedTimeSeconds: 600, status: 'RESOLVED' },
        ],
      },
    },
    s.w.people.owner.token,
  );
  st.policy = dataOf<{ escalationPolicyCreate: { escalationPolicy: { id: string } } }>(
    made,
  ).escalationPolicyCreate.escalationPolicy.id;
});

const mutate = (incident: WorkItemRow, name: string, type: string, fields: object) =>
  s.api.gql(
    `mutation($input: ${type}!) { ${name}(input: $input) { errors } }`,
    { input: { projectPath: 'acme/web', iid: String(incident.iid), ...fields } },
    s.w.people.owner.token,
  );

async function pagedIncident(title: string) {
  const incident = await s.w.f.issue(s.w.projects.web, { title, type: 'incident' });
  st.start = Date.now();
  await mutate(incident, 'issueSetEscalationPolicy', 'IssueSetEscalationPolicyInput', {
    escalationPolicyId: st.policy,
  });
  return incident;
}

/** Runs the job `seconds` after paging started, collecting the e-mail it sends. */
async function runAt(seconds: number) {
  const sent: MailMessage[] = [];
  const result = await sendDuePages({
    db: s.t.db.db,
    env,
    clock: { now: () => new Date(st.start + seconds * 1000), today: () => TEST_TODAY },
    mailer: {
      send: async (m) => {
        sent.push(m);
        return true;
      },
    },
  });
  return { ...result, sent };
}

const pagedUsers = async (incident: WorkItemRow) =>
  (
    await s.t.db.db
      .select({ userId: todos.userId })
      .from(todos)
      .where(and(eq(todos.workItemId, incident.id), eq(todos.action, 'escalated')))
      .orderBy(todos.id)
  ).map((t) => t.userId);

const pending = async (incident: WorkItemRow) =>
  s.t.db.db.select().from(pendingEscalations).where(eq(pendingEscalations.workItemId, incident.id));

describe('incident paging', () => {
  it('pages each rule after its delay; acknowledging stops only the rules that stop there', async () => {
    const incident = await pagedIncident('Database down');
    const { reporter, planner } = s.w.people;
    expect(await runAt(30)).toEqual({ ran: true, paged: 0, sent: [] });
    expect(await pagedUsers(incident)).toEqual([]);

    const first = await runAt(120);
    expect(first).toMatchObject({ ran: true, paged: 1 });
    expect(first.sent).toEqual([
      {
        to: reporter.user.email,
        subject: 'Incident paged: Database down (acme/web#' + incident.iid + ')',
        text: `You are paged for the triggered incident "Database down".\n\nhttp://cairn.test/acme/web/-/issues/${incident.iid}`,
      },
    ]);
    expect(await pagedUsers(incident)).toEqual([reporter.user.id]);
    // Each page goes out once.
    expect(await runAt(121)).toMatchObject({ paged: 0 });

    await mutate(incident, 'issueSetEscalationStatus', 'IssueSetEscalationStatusInput', {
      status: 'ACKNOWLEDGED',
    });
    expect(await runAt(700)).toMatchObject({ ran: true, paged: 1 });
    expect(await pagedUsers(incident)).toEqual([reporter.user.id, planner.user.id]);
    expect(await pending(incident)).toEqual([]);
  });

  it('pages nobody once the incident is acknowledged or resolved before the delays', async () => {
    const acknowledged = await pagedIncident('Acknowledged in time');
    await mutate(acknowledged, 'issueSetEscalationStatus', 'IssueSetEscalationStatusInput', {
      status: 'ACKNOWLEDGED',
    });
    expect(await runAt(120)).toMatchObject({ paged: 0 });
    expect(await pagedUsers(acknowledged)).toEqual([]);
    await mutate(acknowledged, 'issueSetEscalationStatus', 'IssueSetEscalationStatusInput', {
      status: 'RESOLVED',
    });
    expect(await pending(acknowledged)).toEqual([]);
    expect(await runAt(700)).toMatchObject({ paged: 0 });
    expect(await pagedUsers(acknowledged)).toEqual([]);
  });

  it('removing the policy cancels the pages; without SMTP only the to-do is made', async () => {
    const incident = await pagedIncident('Policy removed');
    await mutate(incident, 'issueSetEscalationPolicy', 'IssueSetEscalationPolicyInput', {
      escalationPolicyId: null,
    });
    expect(await pending(incident)).toEqual([]);
    const again = await pagedIncident('No SMTP');
    const result = await sendDuePages({
      db: s.t.db.db,
      env,
      clock: { now: () => new Date(st.start + 120_000), today: () => TEST_TODAY },
    });
    expect(result).toEqual({ ran: true, paged: 1 });
    expect(await pagedUsers(again)).toEqual([s.w.people.reporter.user.id]);
    expect(await pagedUsers(incident)).toEqual([]);
  });
});
