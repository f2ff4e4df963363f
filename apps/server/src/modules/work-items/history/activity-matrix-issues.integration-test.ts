import { describe, expect, it } from 'vitest';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { markInlineDiff } from '../activity/inline-diff.ts';
import { added, useMatrixWorld, type EventKind } from './matrix-world.ts';

/**
 * Issue fields: for each change kind and each path (GraphQL, REST
 * `PUT /projects/:id/issues/:iid`), one write records exactly one system note by the acting
 * user (plus GitLab's resource event where it has one), read back through the REST history, and
 * a second client subscribed to `workItemUpdated` hears exactly one event. See
 * `activity-matrix.md` for the whole table.
 */

const m = useMatrixWorld();
const { s } = m;

type Fixture = Parameters<typeof m.freshIssue>[0];
interface Row {
  kind: string;
  /** The issue's starting point (fixture options). */
  start?: () => Fixture;
  /** GraphQL: mutation name and input fields (besides projectPath and iid). */
  gql: (issue: WorkItemRow) => [string, string];
  /** REST: the `PUT` body. */
  rest: (issue: WorkItemRow) => Record<string, unknown>;
  note: (issue: WorkItemRow) => string;
  event?: EventKind;
}

const gid = (type: string, id: number) => `"gid://gitlab/${type}/${id}"`;
const renamed = (issue: WorkItemRow) => `${issue.title} renamed`;

/** A row whose GraphQL input, REST body and note name no fixture: the same for every issue. */
const fixed = (
  kind: string,
  gql: [string, string],
  rest: Record<string, unknown>,
  note: string,
  more: Pick<Row, 'start' | 'event'> = {},
): Row => ({ kind, gql: () => gql, rest: () => rest, note: () => note, ...more });

const ROWS: Row[] = [
  {
    kind: 'title',
    gql: (i) => ['updateIssue', `title: "${renamed(i)}"`],
    rest: (i) => ({ title: renamed(i) }),
    note: (i) => {
      const d = markInlineDiff(i.title, renamed(i));
      return `changed title from **${d.from}** to **${d.to}**`;
    },
  },
  fixed(
    'description',
    ['updateIssue', 'description: "Steps to reproduce"'],
    { description: 'Steps to reproduce' },
    'changed the description',
  ),
  fixed('state: close', ['updateIssue', 'stateEvent: CLOSE'], { state_event: 'close' }, 'closed', {
    event: 'state',
  }),
  fixed(
    'state: reopen',
    ['updateIssue', 'stateEvent: REOPEN'],
    { state_event: 'reopen' },
    'reopened',
    { start: () => ({ state: 'closed' }), event: 'state' },
  ),
  {
    kind: 'labels: add',
    gql: () => ['updateIssue', `addLabelIds: [${gid('GroupLabel', s.w.labels.bug.id)}]`],
    rest: () => ({ add_labels: 'bug' }),
    note: () => 'added ~"bug" label',
    event: 'label',
  },
  {
    kind: 'labels: remove',
    start: () => ({ labels: [s.w.labels.bug] }),
    gql: () => ['updateIssue', `removeLabelIds: [${gid('GroupLabel', s.w.labels.bug.id)}]`],
    rest: () => ({ remove_labels: 'bug' }),
    note: () => 'removed ~"bug" label',
    event: 'label',
  },
  {
    kind: 'milestone',
    gql: () => ['updateIssue', `milestoneId: ${gid('Milestone', s.w.milestones.m1.id)}`],
    rest: () => ({ milestone_id: s.w.milestones.m1.id }),
    note: () => 'changed milestone to %"M1"',
    event: 'milestone',
  },
  {
    kind: 'iteration',
    gql: () => ['issueSetIteration', `iterationId: ${gid('Iteration', m.state.iterationId)}`],
    rest: () => ({ iteration_id: m.state.iterationId }),
    note: () => `changed iteration to *iteration:${m.state.iterationId}`,
    event: 'iteration',
  },
  fixed('weight', ['issueSetWeight', 'weight: 4'], { weight: 4 }, 'changed weight to **4**', {
    event: 'weight',
  }),
  fixed(
    'health',
    ['issueSetHealthStatus', 'healthStatus: atRisk'],
    { health_status: 'at_risk' },
    'changed health status to **at risk**',
  ),
  fixed(
    'due date',
    ['issueSetDueDate', 'dueDate: "2026-12-05"'],
    { due_date: '2026-12-05' },
    'changed due date to December 5, 2026',
  ),
  {
    kind: 'assignees',
    gql: () => ['updateIssue', `assigneeIds: [${gid('User', s.w.people.reporter.user.id)}]`],
    rest: () => ({ assignee_ids: [s.w.people.reporter.user.id] }),
    note: () => 'assigned to @reporter',
  },
  fixed(
    'confidentiality',
    ['issueSetConfidential', 'confidential: true'],
    { confidential: true },
    'made the issue confidential',
  ),
  fixed(
    'lock',
    ['issueSetLocked', 'locked: true'],
    { discussion_locked: true },
    'locked the discussion in this issue',
  ),
  {
    kind: 'parent: set',
    gql: () => ['issueSetEpic', `epicId: ${gid('Epic', s.w.epics.alpha.id)}`],
    rest: () => ({ epic_id: s.w.epics.alpha.id }),
    note: () => `added acme&${s.w.epics.alpha.iid} as parent epic`,
  },
  {
    kind: 'parent: removed',
    start: () => ({ epic: s.w.epics.alpha }),
    gql: () => ['issueSetEpic', 'epicId: null'],
    rest: () => ({ epic_id: 0 }),
    note: () => `removed parent epic acme&${s.w.epics.alpha.iid}`,
  },
  fixed(
    'type',
    ['updateIssue', 'type: INCIDENT'],
    { issue_type: 'incident' },
    'changed type from issue to incident',
  ),
];

type Path = 'GraphQL' | 'REST';
const CASES = ROWS.flatMap((row) => (['GraphQL', 'REST'] as Path[]).map((path) => ({ row, path })));

async function write(row: Row, path: Path, issue: WorkItemRow) {
  const { token } = m.planner();
  if (path === 'REST') {
    const url = `/api/v4/projects/acme%2Fweb/issues/${issue.iid}`;
    const res = await s.api.rest('PUT', url, { token, body: row.rest(issue) });
    expect(res.statusCode).toBe(200);
    return;
  }
  const [name, fields] = row.gql(issue);
  const res = await s.api.gql(
    `mutation { ${name}(input: { projectPath: "acme/web", iid: "${issue.iid}", ${fields} }) { errors } }`,
    {},
    token,
  );
  expect(res).toEqual({ data: { [name]: { errors: [] } } });
}

describe('issue activity × path matrix', () => {
  it.each(CASES)('$row.kind via $path: one entry by the actor, one live event', async (c) => {
    const issue = await m.freshIssue(c.row.start?.());
    const before = await m.history(issue);
    const sub = await m.watch(issue);
    await write(c.row, c.path, issue);
    await m.expectOneEvent(sub, issue);
    const after = added(before, await m.history(issue));
    expect(after).toEqual({
      notes: [{ body: c.row.note(issue), author: 'planner', system: true }],
      events: c.row.event ? { [c.row.event]: 1 } : {},
    });
  });

  it('covers every issue change kind on both paths', () => {
    expect(CASES).toHaveLength(34);
  });
});
