import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#server/testing/api-client.ts';
import { fixtures, type NamespaceRow } from '#server/testing/fixtures.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { H, timeTrackingWorld } from './time-tracking-world.ts';

/**
 * GitLab's time tracking on issues: the REST endpoints and the issue's `time_stats`, GraphQL's
 * fields and timelog mutations, the quick actions of comments and descriptions, the system notes
 * they leave, and who may log time (reporters and up; guests read only).
 */

const w = timeTrackingWorld();
let t: TestApp;
let api: ApiClient;
let project: NamespaceRow;
const { people, tokens } = w;
beforeAll(() => {
  ({ t, api, project } = w);
});

async function newIssue(): Promise<WorkItemRow> {
  return fixtures(t.db.db).issue(project, { author: people.reporter });
}

const issueUrl = (issue: WorkItemRow) => `/api/v4/projects/${project.id}/issues/${issue.iid}`;
const url = (issue: WorkItemRow, action: string) => `${issueUrl(issue)}/${action}`;
const post = (issue: WorkItemRow, action: string, body?: object, who = tokens.reporter) =>
  api.rest('POST', url(issue, action), { token: who, body: body ?? {} });
const stats = async (issue: WorkItemRow) =>
  (await api.rest('GET', url(issue, 'time_stats'), { token: tokens.guest })).json();

async function systemNotes(issue: WorkItemRow) {
  const res = await api.rest('GET', `${url(issue, 'notes')}?sort=asc`, { token: tokens.guest });
  return (res.json() as { body: string; system: boolean }[]).filter((n) => n.system);
}

const NONE = {
  time_estimate: 0,
  total_time_spent: 0,
  human_time_estimate: null,
  human_total_time_spent: null,
};

describe('REST time tracking', () => {
  it('sets and resets the estimate and the time spent, with their system notes', async () => {
    const issue = await newIssue();
    const estimate = await api.rest('POST', `${url(issue, 'time_estimate')}?duration=3h30m`, {
      token: tokens.reporter,
    });
    expect(estimate.statusCode).toBe(200);
    expect(estimate.json()).toEqual({
      ...NONE,
      time_estimate: 3.5 * H,
      human_time_estimate: '3h 30m',
    });

    const spent = await post(issue, 'add_spent_time', { duration: '1h', summary: 'Review' });
    expect(spent.statusCode).toBe(201);
    expect(spent.json()).toEqual({
      time_estimate: 3.5 * H,
      total_time_spent: H,
      human_time_estimate: '3h 30m',
      human_total_time_spent: '1h',
    });
    expect((await post(issue, 'add_spent_time', { duration: '-30m' })).statusCode).toBe(201);
    expect(await stats(issue)).toEqual({
      time_estimate: 3.5 * H,
      total_time_spent: 1800,
      human_time_estimate: '3h 30m',
      human_total_time_spent: '30m',
    });
    const json = (await api.rest('GET', issueUrl(issue), { token: tokens.guest })).json();
    expect(json.time_stats).toEqual(await stats(issue));

    const resetEstimate = await post(issue, 'reset_time_estimate');
    expect(resetEstimate.statusCode).toBe(200);
    expect(resetEstimate.json()).toEqual({
      ...NONE,
      total_time_spent: 1800,
      human_total_time_spent: '30m',
    });
    const resetSpent = await post(issue, 'reset_spent_time');
    expect(resetSpent.statusCode).toBe(200);
    expect(resetSpent.json()).toEqual(NONE);

    expect((await systemNotes(issue)).map((n) => n.body)).toEqual([
      'changed time estimate to 3h 30m',
      'added 1h of time spent at 2026-11-21',
      'subtracted 30m of time spent at 2026-11-21',
      'removed time estimate',
      'removed time spent',
    ]);
  });

  it('refuses a bad duration and more time subtracted than spent, writing nothing', async () => {
    const issue = await newIssue();
    const bad = await post(issue, 'time_estimate', { duration: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Time estimate must have a valid format and be greater than or equal to zero.',
    );
    const blank = await post(issue, 'add_spent_time', { duration: 'later' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Time spent can't be blank");
    const over = await post(issue, 'add_spent_time', { duration: '-1h' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Time to subtract exceeds the total time spent');
    expect(await stats(issue)).toEqual(NONE);
    expect(await systemNotes(issue)).toEqual([]);
  });

  it('lets guests read the stats but not log time (403), and hides a missing issue (404)', async () => {
    const issue = await newIssue();
    for (const [action, body] of [
      ['time_estimate', { duration: '1h' }],
      ['reset_time_estimate', {}],
      ['add_spent_time', { duration: '1h' }],
      ['reset_spent_time', {}],
    ] as const) {
      expect((await post(issue, action, body, tokens.guest)).statusCode, action).toBe(403);
    }
    expect((await post(issue, 'time_estimate', { duration: '1h' }, '')).statusCode).toBe(401);
    expect(await stats(issue)).toEqual(NONE);
    const missing = await api.rest('GET', `/api/v4/projects/${project.id}/issues/999/time_stats`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('quick actions', () => {
  it('applies a comment made only of commands without saving it (202, what was applied)', async () => {
    const issue = await newIssue();
    const res = await post(issue, 'notes', { body: '/estimate 1w 3d 2h\n/spend 1h 2026-11-20' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      commands_changes: {
        time_estimate: (5 * 8 + 3 * 8 + 2) * H,
        spend_time: {
          duration: H,
          user_id: people.reporter.id,
          spent_at: '2026-11-20',
          category: null,
        },
      },
      summary: ['Set time estimate to 1w 3d 2h.', 'Added 1h spent time.'],
    });
    expect(await stats(issue)).toEqual({
      time_estimate: 66 * H,
      total_time_spent: H,
      human_time_estimate: '1w 3d 2h',
      human_total_time_spent: '1h',
    });
    const notes = await api.rest('GET', `${url(issue, 'notes')}?sort=asc`, {
      token: tokens.guest,
    });
    expect(
      (notes.json() as { body: string; system: boolean }[]).map((n) => [n.system, n.body]),
    ).toEqual([
      [true, 'changed time estimate to 1w 3d 2h'],
      [true, 'added 1h of time spent at 2026-11-20'],
    ]);
  });

  it('saves the rest of a comment, and leaves the commands of a viewer without the right', async () => {
    const issue = await newIssue();
    const mixed = await post(issue, 'notes', { body: 'Looked into it\n/spend 2h\n/unknown x' });
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json().body).toBe('Looked into it\n/unknown x');
    const guest = await post(issue, 'notes', { body: '/spend 1h' }, tokens.guest);
    expect(guest.statusCode).toBe(201);
    expect(guest.json().body).toBe('/spend 1h');
    expect((await stats(issue)).total_time_spent).toBe(2 * H);
  });

  it('applies the commands of a GraphQL comment; one made only of them answers no note', async () => {
    const issue = await newIssue();
    const CREATE_NOTE = `mutation($input: CreateNoteInput!) {
      createNote(input: $input) { errors note { body } } }`;
    const noteableId = `gid://gitlab/Issue/${issue.id}`;
    const only = await api.gql(
      CREATE_NOTE,
      { input: { noteableId, body: '/estimate 2h' } },
      tokens.reporter,
    );
    expect(only.data).toEqual({ createNote: { errors: [], note: null } });
    const mixed = await api.gql(
      CREATE_NOTE,
      { input: { noteableId, body: 'Started\n/spend 15m' } },
      tokens.reporter,
    );
    expect(mixed.data).toEqual({ createNote: { errors: [], note: { body: 'Started' } } });
    expect(await stats(issue)).toEqual({
      time_estimate: 2 * H,
      total_time_spent: 900,
      human_time_estimate: '2h',
      human_total_time_spent: '15m',
    });
  });

  it('applies the commands of a new description and saves it without them', async () => {
    const issue = await newIssue();
    const res = await api.rest('PUT', issueUrl(issue), {
      token: tokens.reporter,
      body: { description: 'Plan\n/estimate 2h\n/spend 30m' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().description).toBe('Plan');
    expect(res.json().time_stats).toEqual({
      time_estimate: 2 * H,
      total_time_spent: 1800,
      human_time_estimate: '2h',
      human_total_time_spent: '30m',
    });
  });
});

describe('GraphQL time tracking', () => {
  const FIELDS = `timeEstimate totalTimeSpent humanTimeEstimate humanTotalTimeSpent
    timelogs { nodes { id timeSpent spentAt summary user { username } } }`;
  const read = async (issue: WorkItemRow) =>
    (
      await api.gql(
        `{ project(fullPath: "acme/web") { issue(iid: "${issue.iid}") { ${FIELDS} } } }`,
        {},
        tokens.guest,
      )
    ).data as { project: { issue: Record<string, unknown> } };
  const CREATE = `mutation($input: TimelogCreateInput!) { timelogCreate(input: $input) {
    errors timelog { timeSpent summary spentAt user { username } } } }`;
  const DELETE = `mutation($id: TimelogID!) { timelogDelete(input: { id: $id }) {
    errors timelog { timeSpent } } }`;

  it('reads the time fields and creates and deletes time entries', async () => {
    const issue = await newIssue();
    await post(issue, 'time_estimate', { duration: '1d' });
    const input = {
      issuableId: `gid://gitlab/Issue/${issue.id}`,
      timeSpent: '1h 30m',
      spentAt: '2026-11-19T09:00:00Z',
      summary: 'Pairing',
    };
    const created = await api.gql(CREATE, { input }, tokens.reporter);
    expect(created.data).toEqual({
      timelogCreate: {
        errors: [],
        timelog: {
          timeSpent: 1.5 * H,
          summary: 'Pairing',
          spentAt: '2026-11-19T09:00:00.000Z',
          user: { username: 'reporter' },
        },
      },
    });
    const { issue: fields } = (await read(issue)).project;
    const nodes = (fields.timelogs as { nodes: { id: string }[] }).nodes;
    expect(fields).toMatchObject({
      timeEstimate: 8 * H,
      totalTimeSpent: 1.5 * H,
      humanTimeEstimate: '1d',
      humanTotalTimeSpent: '1h 30m',
    });
    expect(nodes).toHaveLength(1);

    const refused = await api.gql(DELETE, { id: nodes[0]!.id }, tokens.guest);
    expect(refused.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
    const deleted = await api.gql(DELETE, { id: nodes[0]!.id }, tokens.reporter);
    expect(deleted.data).toEqual({
      timelogDelete: { errors: [], timelog: { timeSpent: 1.5 * H } },
    });
    expect((await read(issue)).project.issue).toMatchObject({
      totalTimeSpent: 0,
      timelogs: { nodes: [] },
    });
    expect((await systemNotes(issue)).map((n) => n.body)).toEqual([
      'changed time estimate to 1d',
      'added 1h 30m of time spent at 2026-11-19',
      'deleted 1h 30m of spent time from 2026-11-19',
    ]);
  });

  it("answers GitLab's WorkItemWidgetTimeTracking among the work item's widgets", async () => {
    const issue = await newIssue();
    await post(issue, 'time_estimate', { duration: '2h' });
    await post(issue, 'add_spent_time', { duration: '30m', summary: 'Review' });
    const res = await api.gql(
      `query($id: WorkItemID!) { workItem(id: $id) { widgets { type
        ... on WorkItemWidgetTimeTracking { timeEstimate totalTimeSpent
          timelogs { nodes { timeSpent summary } } } } } }`,
      { id: `gid://gitlab/WorkItem/${issue.id}` },
      tokens.guest,
    );
    expect(res.data).toEqual({
      workItem: {
        widgets: [
          { type: 'HIERARCHY' },
          {
            type: 'TIME_TRACKING',
            timeEstimate: 2 * H,
            totalTimeSpent: 0.5 * H,
            timelogs: { nodes: [{ timeSpent: 0.5 * H, summary: 'Review' }] },
          },
        ],
      },
    });
  });

  it('refuses a guest and a bad duration', async () => {
    const issue = await newIssue();
    const input = {
      issuableId: `gid://gitlab/Issue/${issue.id}`,
      timeSpent: '1h',
      spentAt: '2026-11-19T09:00:00Z',
      summary: '',
    };
    const guest = await api.gql(CREATE, { input }, tokens.guest);
    expect(guest.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
    const bad = await api.gql(CREATE, { input: { ...input, timeSpent: 'x' } }, tokens.reporter);
    expect(bad.data).toEqual({
      timelogCreate: { errors: ["Time spent can't be blank"], timelog: null },
    });
    const future = { ...input, spentAt: '2026-11-22T09:00:00Z' };
    expect((await api.gql(CREATE, { input: future }, tokens.reporter)).data).toEqual({
      timelogCreate: { errors: ["Spent at can't be a future date and time."], timelog: null },
    });
    expect(await stats(issue)).toEqual(NONE);
  });
});
