import { describe, expect, it } from 'vitest';
import type { GqlResult } from '#server/testing/api-client.ts';
import {
  EDITORS_ONLY,
  READERS_ONLY,
  useRefusalWorld,
  type Viewer,
} from '../test-support/sidebar-refusals.setup.ts';

/**
 * Every GraphQL mutation a sidebar widget sends (and updateIssue's form of each issue field):
 * refused for every viewer without the right, with nothing written; and no refusal names a
 * milestone, iteration, epic, label or user the viewer cannot read.
 */

const { s, x, snapshot, tokenOf, gid } = useRefusalWorld();

const issue = () => ({ projectPath: 'acme/web', iid: String(s.w.issues.web1.iid) });
const incident = () => ({ projectPath: 'acme/web', iid: String(x.incident.iid) });
const epic = () => ({ groupPath: 'acme', iid: String(s.w.epics.alpha.iid) });

/** Mutation `name`, its input type named after it as in the schema. */
const mutation = (name: string) =>
  `mutation($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { errors } }`;

type Json = Record<string, unknown>;
type Write = [name: string, input: () => Json];

/** A sidebar field's own mutation and updateIssue's form of it, with the same input. */
const bothForms = (name: string, fields: Json): Write[] => [
  [name, () => ({ ...issue(), ...fields })],
  ['updateIssue', () => ({ ...issue(), ...fields })],
];

/** The writes that need update rights (tried on public items), in the order they are sent. */
const editorWrites: Write[] = [
  ['issueSetAssignees', () => ({ ...issue(), assigneeUsernames: ['guest'] })],
  ['updateIssue', () => ({ ...issue(), assigneeIds: [gid('User', s.w.people.guest.user.id)] })],
  ['updateIssue', () => ({ ...issue(), milestoneId: null })],
  ['updateIssue', () => ({ ...issue(), labelIds: [] })],
  ['updateIssue', () => ({ ...issue(), addLabelIds: [gid('Label', s.w.labels.feature.id)] })],
  ...bothForms('issueSetEpic', { epicId: null }),
  ...bothForms('issueSetWeight', { weight: 9 }),
  ...bothForms('issueSetDueDate', { dueDate: '2030-01-01' }),
  ...bothForms('issueSetHealthStatus', { healthStatus: 'atRisk' }),
  ...bothForms('issueSetConfidential', { confidential: true }),
  ...bothForms('issueSetLocked', { locked: true }),
  ['issueSetIteration', () => ({ ...issue(), iterationId: null })],
  ['issueSetSeverity', () => ({ ...incident(), severity: 'CRITICAL' })],
  ['issueSetEscalationStatus', () => ({ ...incident(), status: 'RESOLVED' })],
  ['issueSetEscalationPolicy', () => ({ ...incident(), escalationPolicyId: x.policy })],
  ['labelCreate', () => ({ projectPath: 'acme/web', title: 'made-here' })],
  ['labelCreate', () => ({ groupPath: 'acme', title: 'made-here' })],
  ['cveRequestCreate', () => ({ projectPath: 'acme/web', iid: String(x.cveIssue.iid) })],
  ['todoMarkDone', () => ({ id: x.ownerTodo })],
  ['updateEpic', () => ({ ...epic(), color: '#217645' })],
  ['updateEpic', () => ({ ...epic(), startDateFixed: '2030-01-01', startDateIsFixed: true })],
  ['updateEpic', () => ({ ...epic(), dueDateFixed: '2030-12-31', dueDateIsFixed: true })],
  ['updateEpic', () => ({ ...epic(), parentId: null })],
  ['updateEpic', () => ({ ...epic(), removeLabelIds: [], addLabelIds: [] })],
  ['updateEpic', () => ({ ...epic(), addLabels: ['Feature'] })],
  // Delta: an epic may only become confidential without public children.
  [
    'updateEpic',
    () => ({ groupPath: 'acme', iid: String(s.w.epics.delta.iid), confidential: true }),
  ],
];

/** The writes that need only read access (tried on private items). */
const readerWrites: Write[] = [
  [
    'issueSetSubscription',
    () => ({
      projectPath: 'acme/priv/vault',
      iid: String(s.w.issues.vault1.iid),
      subscribedState: true,
    }),
  ],
  [
    'epicSetSubscription',
    () => ({ groupPath: 'acme/priv', iid: String(s.w.epics.hotel.iid), subscribedState: true }),
  ],
  ['todoCreate', () => ({ targetId: gid('Issue', s.w.issues.vault1.id) })],
  ['todoCreate', () => ({ targetId: gid('Epic', s.w.epics.hotel.id) })],
];

/** Each widget's writes, with the viewers who must be refused. */
const writes: [Write, readonly Viewer[]][] = [
  ...editorWrites.map((w): [Write, readonly Viewer[]] => [w, EDITORS_ONLY]),
  ...readerWrites.map((w): [Write, readonly Viewer[]] => [w, READERS_ONLY]),
];

const refusal = (res: GqlResult, name: string) =>
  res.errors?.[0]?.extensions?.code ??
  ((res.data?.[name] as { errors: string[] } | null)?.errors.length ? 'payload' : 'accepted');

describe('sidebar widget mutations', () => {
  for (const viewer of ['guest', 'signed out', 'outsider'] as const) {
    it(`are refused wherever they need a right the ${viewer} viewer lacks`, async () => {
      const before = await snapshot();
      const accepted: string[] = [];
      for (const [[name, input], refusedFor] of writes) {
        if (!refusedFor.includes(viewer)) continue;
        const res = await s.api.gql(mutation(name), { input: input() }, tokenOf(viewer));
        if (refusal(res, name) === 'accepted') accepted.push(`${name} ${JSON.stringify(input())}`);
      }
      expect(accepted).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('never names a milestone, iteration, epic, label or user the viewer cannot read', async () => {
    const before = await snapshot();
    const token = s.w.people.planner.token;
    const attempts: Write[] = [
      ['updateIssue', () => ({ ...issue(), milestoneId: x.hidden.milestone })],
      ['updateIssue', () => ({ ...issue(), labelIds: [x.hidden.label] })],
      ['updateIssue', () => ({ ...issue(), addLabelIds: [x.hidden.label] })],
      ['issueSetEpic', () => ({ ...issue(), epicId: x.hidden.epic })],
      ['updateIssue', () => ({ ...issue(), epicId: x.hidden.epic })],
      ['issueSetIteration', () => ({ ...issue(), iterationId: x.hidden.iteration })],
      ['issueSetAssignees', () => ({ ...issue(), assigneeUsernames: ['hiddenuser'] })],
      ['updateIssue', () => ({ ...issue(), assigneeIds: [x.hidden.user] })],
      ['updateEpic', () => ({ ...epic(), parentId: x.hidden.epic })],
      ['updateEpic', () => ({ ...epic(), addLabelIds: [x.hidden.label] })],
    ];
    const leaks: string[] = [];
    for (const [name, input] of attempts) {
      const text = JSON.stringify(await s.api.gql(mutation(name), { input: input() }, token));
      if (/hidden/i.test(text)) leaks.push(`${name}: ${text}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  // Last, as it changes the world: the same writes pass for a viewer with the right, so the
  // refusals above are about the right and not about the input.
  it('are accepted for a viewer with the right', async () => {
    const rejected: string[] = [];
    for (const [[name, input], refusedFor] of writes) {
      const token = refusedFor.includes('guest') ? s.w.people.owner.token : tokenOf('guest');
      const res = await s.api.gql(mutation(name), { input: input() }, token);
      if (refusal(res, name) !== 'accepted') rejected.push(`${name}: ${JSON.stringify(res)}`);
    }
    expect(rejected).toEqual([]);
  });
});
