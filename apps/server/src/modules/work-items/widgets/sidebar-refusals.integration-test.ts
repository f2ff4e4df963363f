import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { workItemAssignees, workItemLabels, workItems } from '@cairn/db';
import type { GqlResult } from '../../../testing/api-client.ts';
import { useEpicWorld } from '../test-support/harness.ts';

/**
 * Every mutation a sidebar widget sends: refused for a guest and for a signed-out visitor with
 * nothing written; and no refusal names a milestone, epic or label the viewer cannot read.
 */

const s = useEpicWorld();
const hidden = { milestone: '', epic: '', label: '' };

beforeAll(async () => {
  const secret = await s.w.f.group({ path: 'secret', visibility: 'private' });
  const milestone = await s.w.f.milestone(secret, { title: 'Hidden milestone' });
  const label = await s.w.f.label(secret, 'hidden-label');
  const epic = await s.w.f.epic(secret, { title: 'Hidden epic' });
  hidden.milestone = `gid://gitlab/Milestone/${milestone.id}`;
  hidden.label = `gid://gitlab/Label/${label.id}`;
  hidden.epic = `gid://gitlab/Epic/${epic.id}`;
});

const issue = () => ({ projectPath: 'acme/web', iid: String(s.w.issues.web1.iid) });
const epic = () => ({ groupPath: 'acme', iid: String(s.w.epics.alpha.iid) });

const mutation = (name: string, input: string) =>
  `mutation($input: ${input}!) { ${name}(input: $input) { errors } }`;

/** [name, input type, input] of each widget's write. */
const writes = (): [string, string, Record<string, unknown>][] => [
  ['issueSetAssignees', 'IssueSetAssigneesInput', { ...issue(), assigneeUsernames: ['guest'] }],
  ['updateIssue', 'UpdateIssueInput', { ...issue(), milestoneId: null }],
  ['updateIssue', 'UpdateIssueInput', { ...issue(), labelIds: [] }],
  ['issueSetEpic', 'IssueSetEpicInput', { ...issue(), epicId: null }],
  ['issueSetWeight', 'IssueSetWeightInput', { ...issue(), weight: 9 }],
  ['issueSetDueDate', 'IssueSetDueDateInput', { ...issue(), dueDate: '2030-01-01' }],
  ['issueSetHealthStatus', 'IssueSetHealthStatusInput', { ...issue(), healthStatus: 'atRisk' }],
  ['issueSetConfidential', 'IssueSetConfidentialInput', { ...issue(), confidential: true }],
  ['issueSetLocked', 'IssueSetLockedInput', { ...issue(), locked: true }],
  ['issueSetIteration', 'IssueSetIterationInput', { ...issue(), iterationId: null }],
  ['updateEpic', 'UpdateEpicInput', { ...epic(), color: '#217645' }],
  [
    'updateEpic',
    'UpdateEpicInput',
    { ...epic(), startDateFixed: '2030-01-01', startDateIsFixed: true },
  ],
  ['updateEpic', 'UpdateEpicInput', { ...epic(), parentId: null }],
  ['updateEpic', 'UpdateEpicInput', { ...epic(), removeLabelIds: [], addLabelIds: [] }],
  ['updateEpic', 'UpdateEpicInput', { ...epic(), confidential: true }],
];

/** What the widgets could change on the issue and the epic. */
async function snapshot() {
  const ids = [s.w.issues.web1.id, s.w.epics.alpha.id];
  const db = s.t.db.db;
  return JSON.stringify([
    await db.select().from(workItems).where(inArray(workItems.id, ids)).orderBy(workItems.id),
    await db.select().from(workItemAssignees).where(inArray(workItemAssignees.workItemId, ids)),
    await db.select().from(workItemLabels).where(inArray(workItemLabels.workItemId, ids)),
  ]);
}

const refusal = (res: GqlResult, name: string) =>
  res.errors?.[0]?.extensions?.code ??
  ((res.data?.[name] as { errors: string[] } | null)?.errors.length ? 'payload' : 'accepted');

describe('sidebar widget mutations', () => {
  for (const who of ['guest', 'signed out'] as const) {
    it(`are all refused ${who === 'guest' ? 'for a guest' : 'when signed out'}`, async () => {
      const before = await snapshot();
      const token = who === 'guest' ? s.w.people.guest.token : undefined;
      const results: string[] = [];
      for (const [name, type, input] of writes()) {
        results.push(
          `${name}: ${refusal(await s.api.gql(mutation(name, type), { input }, token), name)}`,
        );
      }
      expect(results.filter((r) => r.endsWith('accepted'))).toEqual([]);
      expect(await snapshot()).toBe(before);
    });
  }

  it('never names a milestone, epic or label the viewer cannot read', async () => {
    const before = await snapshot();
    const token = s.w.people.planner.token;
    const attempts: [string, string, Record<string, unknown>][] = [
      ['updateIssue', 'UpdateIssueInput', { ...issue(), milestoneId: hidden.milestone }],
      ['updateIssue', 'UpdateIssueInput', { ...issue(), labelIds: [hidden.label] }],
      ['issueSetEpic', 'IssueSetEpicInput', { ...issue(), epicId: hidden.epic }],
      ['updateEpic', 'UpdateEpicInput', { ...epic(), parentId: hidden.epic }],
      ['updateEpic', 'UpdateEpicInput', { ...epic(), addLabelIds: [hidden.label] }],
    ];
    for (const [name, type, input] of attempts) {
      const text = JSON.stringify(await s.api.gql(mutation(name, type), { input }, token));
      expect(text).not.toMatch(/Hidden|hidden-label/);
    }
    expect(await snapshot()).toBe(before);
  });
});
