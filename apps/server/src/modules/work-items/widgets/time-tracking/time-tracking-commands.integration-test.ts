import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#server/testing/api-client.ts';
import { fixtures, type NamespaceRow } from '#server/testing/fixtures.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { H, NOW, timeTrackingWorld } from './time-tracking-world.ts';

/**
 * GitLab's time-tracking commands where GitLab runs them: a new issue's description (REST,
 * createIssue, workItemCreate), comments that report what their commands did (REST
 * `commands_changes`, GraphQL `quickActionsStatus`) and skip a command with a bad argument,
 * `Timelog.note`, `TimelogID`, and the estimate set through `updateIssue(timeEstimate:)`.
 */

const w = timeTrackingWorld();
let t: TestApp;
let api: ApiClient;
let project: NamespaceRow;
const { people, tokens } = w;
beforeAll(() => {
  ({ t, api, project } = w);
});

const newIssue = (): Promise<WorkItemRow> =>
  fixtures(t.db.db).issue(project, { author: people.reporter });
const issueUrl = (iid: number) => `/api/v4/projects/${project.id}/issues/${iid}`;
const comment = (issue: WorkItemRow, body: string, who = tokens.reporter) =>
  api.rest('POST', `${issueUrl(issue.iid)}/notes`, { token: who, body: { body } });
const stats = async (iid: number) =>
  (await api.rest('GET', `${issueUrl(iid)}/time_stats`, { token: tokens.guest })).json();
const notesOf = async (iid: number) =>
  (await api.rest('GET', `${issueUrl(iid)}/notes?sort=asc`, { token: tokens.guest })).json<
    { body: string; system: boolean }[]
  >();

const PLAN = 'Plan\n/estimate 2h\n/spend 30m';
const PLANNED = {
  time_estimate: 2 * H,
  total_time_spent: 0.5 * H,
  human_time_estimate: '2h',
  human_total_time_spent: '30m',
};

describe("a new issue's description commands", () => {
  it('applies them on REST create and stores the description without them', async () => {
    const res = await api.rest('POST', `/api/v4/projects/${project.id}/issues`, {
      token: tokens.reporter,
      body: { title: 'Planned', description: PLAN },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBe('Plan');
    expect(res.json().time_stats).toEqual(PLANNED);
    expect((await notesOf(res.json().iid)).filter((n) => n.system).map((n) => n.body)).toEqual([
      'changed time estimate to 2h',
      'added 30m of time spent at 2026-11-21',
    ]);
  });

  it('applies them on createIssue and workItemCreate', async () => {
    const created = await api.gql(
      `mutation($input: CreateIssueInput!) { createIssue(input: $input) {
        errors issue { iid description timeEstimate totalTimeSpent } } }`,
      { input: { projectPath: 'acme/web', title: 'Planned', description: PLAN } },
      tokens.reporter,
    );
    expect(created.data).toMatchObject({
      createIssue: {
        errors: [],
        issue: { description: 'Plan', timeEstimate: 2 * H, totalTimeSpent: 0.5 * H },
      },
    });
    const item = await api.gql(
      `mutation($input: WorkItemCreateInput!) { workItemCreate(input: $input) {
        errors workItem { iid } } }`,
      {
        input: {
          namespacePath: 'acme/web',
          title: 'Planned',
          workItemTypeId: 'gid://gitlab/WorkItems::Type/1',
          descriptionWidget: { description: PLAN },
        },
      },
      tokens.reporter,
    );
    expect(item.errors).toBeUndefined();
    const { iid } = (item.data as { workItemCreate: { workItem: { iid: string } } }).workItemCreate
      .workItem;
    const json = (await api.rest('GET', issueUrl(Number(iid)), { token: tokens.guest })).json();
    expect(json.description).toBe('Plan');
    expect(json.time_stats).toEqual(PLANNED);
  });

  it('leaves them in the description of a creator who may not set metadata, and skips a bad one', async () => {
    const guest = await api.rest('POST', `/api/v4/projects/${project.id}/issues`, {
      token: tokens.guest,
      body: { title: 'Asked', description: 'Please\n/estimate 2h' },
    });
    expect(guest.statusCode).toBe(201);
    expect(guest.json().description).toBe('Please\n/estimate 2h');
    expect(guest.json().time_stats.time_estimate).toBe(0);
    const bad = await api.rest('POST', `/api/v4/projects/${project.id}/issues`, {
      token: tokens.reporter,
      body: { title: 'Half', description: 'Half\n/spend soon\n/estimate 1h' },
    });
    expect(bad.statusCode).toBe(201);
    expect(bad.json().description).toBe('Half');
    expect(bad.json().time_stats).toMatchObject({ time_estimate: H, total_time_spent: 0 });
  });
});

describe("a comment's commands", () => {
  it("answers GitLab's commands_changes: 202 for only commands, the saved note's own otherwise", async () => {
    const issue = await newIssue();
    const only = await comment(issue, '/remove_time_spent\n/remove_estimate');
    expect(only.statusCode).toBe(202);
    expect(only.json()).toEqual({
      commands_changes: {
        spend_time: { duration: 'reset', user_id: people.reporter.id },
        time_estimate: 0,
      },
      summary: ['Removed spent time.', 'Removed time estimate.'],
    });
    const saved = await comment(issue, 'Worked\n/spend 2h');
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      body: 'Worked',
      commands_changes: {
        spend_time: {
          duration: 2 * H,
          user_id: people.reporter.id,
          spent_at: NOW.toISOString(),
          category: null,
        },
      },
    });
    // The comment comes first, then what its commands did (GitLab saves the note, then applies them).
    expect((await notesOf(issue.iid)).map((n) => [n.system, n.body])).toEqual([
      [false, 'Worked'],
      [true, 'added 2h of time spent at 2026-11-21'],
    ]);
  });

  it('skips a command with a bad argument, applies the others and reports it (400 when nothing is left)', async () => {
    const issue = await newIssue();
    const failed = await comment(issue, '/spend abc');
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({ message: '400 Bad request - Could not apply spend command.' });
    const partly = await comment(issue, '/estimate 3h\n/spend abc');
    expect(partly.statusCode).toBe(400);
    expect(partly.json().message).toBe('400 Bad request - Could not apply spend command.');
    expect(await stats(issue.iid)).toMatchObject({ time_estimate: 3 * H, total_time_spent: 0 });
    const mixed = await comment(issue, 'Note\n/spend abc\n/spend 1h');
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json().body).toBe('Note');
    expect((await stats(issue.iid)).total_time_spent).toBe(H);
    // No empty note for the failed commands: only the saved comment and its system notes.
    expect((await notesOf(issue.iid)).map((n) => n.body)).toEqual([
      'changed time estimate to 3h',
      'Note',
      'added 1h of time spent at 2026-11-21',
    ]);
  });

  it("answers GitLab's quickActionsStatus on createNote", async () => {
    const issue = await newIssue();
    const CREATE_NOTE = `mutation($input: CreateNoteInput!) { createNote(input: $input) {
      errors note { body } quickActionsStatus { messages errorMessages commandNames commandsOnly } } }`;
    const noteableId = `gid://gitlab/Issue/${issue.id}`;
    const send = async (body: string) =>
      (await api.gql(CREATE_NOTE, { input: { noteableId, body } }, tokens.reporter)).data;
    expect(await send('/estimate 2h\n/spend abc')).toEqual({
      createNote: {
        errors: [],
        note: null,
        quickActionsStatus: {
          messages: ['Set time estimate to 2h.'],
          errorMessages: ['Could not apply spend command.'],
          commandNames: ['estimate', 'spend'],
          commandsOnly: true,
        },
      },
    });
    expect(await send('Done\n/spent 15m')).toEqual({
      createNote: {
        errors: [],
        note: { body: 'Done' },
        quickActionsStatus: {
          messages: ['Added 15m spent time.'],
          errorMessages: null,
          commandNames: ['spend'],
          commandsOnly: false,
        },
      },
    });
    expect(await send('Just a comment')).toEqual({
      createNote: { errors: [], note: { body: 'Just a comment' }, quickActionsStatus: null },
    });
    // More time subtracted than spent: the write is refused, the comment is kept, the refusal reported.
    expect(await send('Oops\n/spend -2h')).toMatchObject({
      createNote: {
        note: { body: 'Oops' },
        quickActionsStatus: {
          messages: null,
          errorMessages: ['Time to subtract exceeds the total time spent'],
        },
      },
    });
    expect(await stats(issue.iid)).toMatchObject({ time_estimate: 2 * H, total_time_spent: 900 });
  });
});

describe('timelogs in GraphQL', () => {
  const TIMELOGS = `query($iid: String!) { project(fullPath: "acme/web") { issue(iid: $iid) {
    timelogs { nodes { id timeSpent note { body } } } } } }`;
  type Timelogs = {
    project: {
      issue: {
        timelogs: { nodes: { id: string; timeSpent: number; note: { body: string } | null }[] };
      };
    };
  };
  const timelogs = async (issue: WorkItemRow) =>
    ((await api.gql(TIMELOGS, { iid: String(issue.iid) }, tokens.guest)).data as Timelogs).project
      .issue.timelogs.nodes;

  it("answers the note whose /spend logged an entry, and takes GitLab's TimelogID", async () => {
    const issue = await newIssue();
    await comment(issue, 'Paired\n/spend 1h 2026-11-20');
    await api.rest('POST', `${issueUrl(issue.iid)}/add_spent_time`, {
      token: tokens.reporter,
      body: { duration: '30m' },
    });
    await comment(issue, '/spend 15m');
    const nodes = await timelogs(issue);
    expect(nodes.map((n) => [n.timeSpent, n.note])).toEqual([
      [0.25 * H, null],
      [0.5 * H, null],
      [H, { body: 'Paired' }],
    ]);
    expect(nodes[0]!.id).toMatch(/^gid:\/\/gitlab\/Timelog\/\d+$/);

    const DELETE = `mutation($id: TimelogID!) { timelogDelete(input: { id: $id }) { errors timelog { timeSpent } } }`;
    const wrongType = await api.gql(DELETE, { id: `gid://gitlab/Note/1` }, tokens.reporter);
    expect(wrongType.errors?.[0]?.message).toMatch(/does not represent an instance of Timelog/);
    const deleted = await api.gql(DELETE, { id: nodes[2]!.id }, tokens.reporter);
    expect(deleted.data).toEqual({ timelogDelete: { errors: [], timelog: { timeSpent: H } } });
    expect(await timelogs(issue)).toHaveLength(2);
  });
});

describe('updateIssue(timeEstimate:)', () => {
  const UPDATE = `mutation($input: UpdateIssueInput!) { updateIssue(input: $input) {
    errors issue { timeEstimate humanTimeEstimate } } }`;
  const update = async (issue: WorkItemRow, timeEstimate: string | null, who = tokens.reporter) =>
    api.gql(
      UPDATE,
      { input: { projectPath: 'acme/web', iid: String(issue.iid), timeEstimate } },
      who,
    );

  it('sets the estimate from a duration and removes it with null or 0', async () => {
    const issue = await newIssue();
    expect((await update(issue, '3h 30m')).data).toEqual({
      updateIssue: { errors: [], issue: { timeEstimate: 3.5 * H, humanTimeEstimate: '3h 30m' } },
    });
    expect((await update(issue, '0')).data).toEqual({
      updateIssue: { errors: [], issue: { timeEstimate: 0, humanTimeEstimate: null } },
    });
    await update(issue, '1d');
    expect((await update(issue, null)).data).toEqual({
      updateIssue: { errors: [], issue: { timeEstimate: 0, humanTimeEstimate: null } },
    });
    expect((await notesOf(issue.iid)).map((n) => n.body)).toEqual([
      'changed time estimate to 3h 30m',
      'removed time estimate',
      'changed time estimate to 1d',
      'removed time estimate',
    ]);
  });

  it('refuses a bad duration and a guest, changing nothing', async () => {
    const issue = await newIssue();
    await update(issue, '2h');
    expect((await update(issue, 'soon')).data).toEqual({
      updateIssue: {
        errors: ['Time estimate must have a valid format and be greater than or equal to zero.'],
        issue: null,
      },
    });
    expect((await update(issue, '-1h')).data).toMatchObject({
      updateIssue: { issue: null },
    });
    const guest = await update(issue, '5h', tokens.guest);
    expect(guest.errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
    expect((await stats(issue.iid)).time_estimate).toBe(2 * H);
  });
});
