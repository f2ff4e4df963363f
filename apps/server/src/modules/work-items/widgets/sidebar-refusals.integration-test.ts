import { describe, expect, it } from 'vitest';
import type { GqlResult } from '../../../testing/api-client.ts';
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

const mutation = (name: string, input: string) =>
  `mutation($input: ${input}!) { ${name}(input: $input) { errors } }`;

type Write = [name: string, inputType: string, input: () => Record<string, unknown>];

/** Each widget's writes, with the viewers who must be refused. */
const writes: [Write, readonly Viewer[]][] = [
  [
    [
      'issueSetAssignees',
      'IssueSetAssigneesInput',
      () => ({ ...issue(), assigneeUsernames: ['guest'] }),
    ],
    EDITORS_ONLY,
  ],
  [
    [
      'updateIssue',
      'UpdateIssueInput',
      () => ({ ...issue(), assigneeIds: [gid('User', s.w.people.guest.user.id)] }),
    ],
    EDITORS_ONLY,
  ],
  [['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), milestoneId: null })], EDITORS_ONLY],
  [['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), labelIds: [] })], EDITORS_ONLY],
  [
    [
      'updateIssue',
      'UpdateIssueInput',
      () => ({ ...issue(), addLabelIds: [gid('Label', s.w.labels.feature.id)] }),
    ],
    EDITORS_ONLY,
  ],
  [['issueSetEpic', 'IssueSetEpicInput', () => ({ ...issue(), epicId: null })], EDITORS_ONLY],
  [['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), epicId: null })], EDITORS_ONLY],
  [['issueSetWeight', 'IssueSetWeightInput', () => ({ ...issue(), weight: 9 })], EDITORS_ONLY],
  [['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), weight: 9 })], EDITORS_ONLY],
  [
    ['issueSetDueDate', 'IssueSetDueDateInput', () => ({ ...issue(), dueDate: '2030-01-01' })],
    EDITORS_ONLY,
  ],
  [
    ['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), dueDate: '2030-01-01' })],
    EDITORS_ONLY,
  ],
  [
    [
      'issueSetHealthStatus',
      'IssueSetHealthStatusInput',
      () => ({ ...issue(), healthStatus: 'atRisk' }),
    ],
    EDITORS_ONLY,
  ],
  [
    ['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), healthStatus: 'atRisk' })],
    EDITORS_ONLY,
  ],
  [
    [
      'issueSetConfidential',
      'IssueSetConfidentialInput',
      () => ({ ...issue(), confidential: true }),
    ],
    EDITORS_ONLY,
  ],
  [['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), confidential: true })], EDITORS_ONLY],
  [['issueSetLocked', 'IssueSetLockedInput', () => ({ ...issue(), locked: true })], EDITORS_ONLY],
  [['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), locked: true })], EDITORS_ONLY],
  [
    ['issueSetIteration', 'IssueSetIterationInput', () => ({ ...issue(), iterationId: null })],
    EDITORS_ONLY,
  ],
  [
    ['issueSetSeverity', 'IssueSetSeverityInput', () => ({ ...incident(), severity: 'CRITICAL' })],
    EDITORS_ONLY,
  ],
  [
    [
      'issueSetEscalationStatus',
      'IssueSetEscalationStatusInput',
      () => ({ ...incident(), status: 'RESOLVED' }),
    ],
    EDITORS_ONLY,
  ],
  [
    [
      'issueSetEscalationPolicy',
      'IssueSetEscalationPolicyInput',
      () => ({ ...incident(), escalationPolicyId: x.policy }),
    ],
    EDITORS_ONLY,
  ],
  [
    ['labelCreate', 'LabelCreateInput', () => ({ projectPath: 'acme/web', title: 'made-here' })],
    EDITORS_ONLY,
  ],
  [
    ['labelCreate', 'LabelCreateInput', () => ({ groupPath: 'acme', title: 'made-here' })],
    EDITORS_ONLY,
  ],
  [
    [
      'cveRequestCreate',
      'CveRequestCreateInput',
      () => ({ projectPath: 'acme/web', iid: String(x.cveIssue.iid) }),
    ],
    EDITORS_ONLY,
  ],
  [['todoMarkDone', 'TodoMarkDoneInput', () => ({ id: x.ownerTodo })], EDITORS_ONLY],
  [['updateEpic', 'UpdateEpicInput', () => ({ ...epic(), color: '#217645' })], EDITORS_ONLY],
  [
    [
      'updateEpic',
      'UpdateEpicInput',
      () => ({ ...epic(), startDateFixed: '2030-01-01', startDateIsFixed: true }),
    ],
    EDITORS_ONLY,
  ],
  [
    [
      'updateEpic',
      'UpdateEpicInput',
      () => ({ ...epic(), dueDateFixed: '2030-12-31', dueDateIsFixed: true }),
    ],
    EDITORS_ONLY,
  ],
  [['updateEpic', 'UpdateEpicInput', () => ({ ...epic(), parentId: null })], EDITORS_ONLY],
  [
    ['updateEpic', 'UpdateEpicInput', () => ({ ...epic(), removeLabelIds: [], addLabelIds: [] })],
    EDITORS_ONLY,
  ],
  [['updateEpic', 'UpdateEpicInput', () => ({ ...epic(), addLabels: ['Feature'] })], EDITORS_ONLY],
  // Delta: an epic may only become confidential without public children.
  [
    [
      'updateEpic',
      'UpdateEpicInput',
      () => ({ groupPath: 'acme', iid: String(s.w.epics.delta.iid), confidential: true }),
    ],
    EDITORS_ONLY,
  ],
  [
    [
      'issueSetSubscription',
      'IssueSetSubscriptionInput',
      () => ({
        projectPath: 'acme/priv/vault',
        iid: String(s.w.issues.vault1.iid),
        subscribedState: true,
      }),
    ],
    READERS_ONLY,
  ],
  [
    [
      'epicSetSubscription',
      'EpicSetSubscriptionInput',
      () => ({ groupPath: 'acme/priv', iid: String(s.w.epics.hotel.iid), subscribedState: true }),
    ],
    READERS_ONLY,
  ],
  [
    ['todoCreate', 'TodoCreateInput', () => ({ targetId: gid('Issue', s.w.issues.vault1.id) })],
    READERS_ONLY,
  ],
  [
    ['todoCreate', 'TodoCreateInput', () => ({ targetId: gid('Epic', s.w.epics.hotel.id) })],
    READERS_ONLY,
  ],
];

const refusal = (res: GqlResult, name: string) =>
  res.errors?.[0]?.extensions?.code ??
  ((res.data?.[name] as { errors: string[] } | null)?.errors.length ? 'payload' : 'accepted');

describe('sidebar widget mutations', () => {
  for (const viewer of ['guest', 'signed out', 'outsider'] as const) {
    it(`are refused wherever they need a right the ${viewer} viewer lacks`, async () => {
      const before = await snapshot();
      const accepted: string[] = [];
      for (const [[name, type, input], refusedFor] of writes) {
        if (!refusedFor.includes(viewer)) continue;
        const res = await s.api.gql(mutation(name, type), { input: input() }, tokenOf(viewer));
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
      ['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), milestoneId: x.hidden.milestone })],
      ['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), labelIds: [x.hidden.label] })],
      ['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), addLabelIds: [x.hidden.label] })],
      ['issueSetEpic', 'IssueSetEpicInput', () => ({ ...issue(), epicId: x.hidden.epic })],
      ['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), epicId: x.hidden.epic })],
      [
        'issueSetIteration',
        'IssueSetIterationInput',
        () => ({ ...issue(), iterationId: x.hidden.iteration }),
      ],
      [
        'issueSetAssignees',
        'IssueSetAssigneesInput',
        () => ({ ...issue(), assigneeUsernames: ['hiddenuser'] }),
      ],
      ['updateIssue', 'UpdateIssueInput', () => ({ ...issue(), assigneeIds: [x.hidden.user] })],
      ['updateEpic', 'UpdateEpicInput', () => ({ ...epic(), parentId: x.hidden.epic })],
      ['updateEpic', 'UpdateEpicInput', () => ({ ...epic(), addLabelIds: [x.hidden.label] })],
    ];
    const leaks: string[] = [];
    for (const [name, type, input] of attempts) {
      const text = JSON.stringify(await s.api.gql(mutation(name, type), { input: input() }, token));
      if (/hidden/i.test(text)) leaks.push(`${name}: ${text}`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  // Last, as it changes the world: the same writes pass for a viewer with the right, so the
  // refusals above are about the right and not about the input.
  it('are accepted for a viewer with the right', async () => {
    const rejected: string[] = [];
    for (const [[name, type, input], refusedFor] of writes) {
      const token = refusedFor.includes('guest') ? s.w.people.owner.token : tokenOf('guest');
      const res = await s.api.gql(mutation(name, type), { input: input() }, token);
      if (refusal(res, name) !== 'accepted') rejected.push(`${name}: ${JSON.stringify(res)}`);
    }
    expect(rejected).toEqual([]);
  });
});
