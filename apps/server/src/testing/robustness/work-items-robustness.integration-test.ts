import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app.ts';
import { gqlCases, gqlProbe } from './graphql-sweep.ts';
import { gqlTargets, isWorkItemField } from './graphql-targets.ts';
import { restProbe } from './probe.ts';
import { historyRoutes } from './added-routes.ts';
import { coreRoutes, workItemRoutes } from './rest-routes.ts';
import { robustnessWorld } from './robustness-world.ts';
import { changedTables, changesSinceLastCheck, snapshot } from './snapshot.ts';
import { routeName, sanity, sweepRoute } from './sweep.ts';

const t = await createTestApp();
afterAll(() => t.close());
const w = await robustnessWorld(t.db.db);
const probe = restProbe(t.app, t.db.db);
const tokens = { owner: w.people.owner.token, admin: w.people.admin.token };
const routes = [
  ...(await workItemRoutes(w)),
  ...(await historyRoutes(w)),
  ...(await coreRoutes(w)).filter((r) => r.template.includes('/award_emoji')),
];

describe('REST work-item routes refuse hostile input', () => {
  it.each(routes.map((r) => [routeName(r), r] as const))('%s', async (_name, route) => {
    if (route.method === 'GET') await sanity(probe, route, tokens);
    await sweepRoute(probe, route, tokens);
    if (route.method === 'POST' || route.method === 'PUT') await sanity(probe, route, tokens);
    expect((await probe.take()).join('\n')).toBe('');
  });
});

const targets = gqlTargets(w);
const cases = gqlCases({
  ...targets,
  include: (field) => isWorkItemField(field) || field.startsWith('Mutation.awardEmoji'),
});
const fields = [...new Set(cases.map((c) => c.field))];
const gql = gqlProbe(t.app, t.db.db, w.people.owner.token);

describe('GraphQL work-item arguments refuse hostile input', () => {
  it.each(fields)('%s', async (field) => {
    for (const c of cases.filter((x) => x.field === field)) await gql.check(c);
    expect((await gql.take()).join('\n')).toBe('');
  });
});

/** A request that must be refused: the answer, and the tables it changed (none allowed). */
async function refusedWrite(send: () => Promise<LightMyRequestResponse>) {
  const before = await snapshot(t.db.db);
  const res = await send();
  return { res, changed: changedTables(before, await snapshot(t.db.db)) };
}

const owner = w.people.owner.token;
const project = encodeURIComponent(w.projects.web.fullPath);
const group = encodeURIComponent(w.groups.acme.fullPath);
const rest = (method: 'POST' | 'PUT', url: string, body: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { 'private-token': owner, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const form = (method: 'POST' | 'PUT', url: string, payload: string) =>
  t.app.inject({
    method,
    url,
    headers: { 'private-token': owner, 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

interface GqlAnswer {
  data?: Record<string, { errors?: string[] } & Record<string, unknown>> | null;
  errors?: { message: string; extensions?: { code?: string; argument?: string } }[];
}
const graphql = async (query: string, variables: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'private-token': owner },
    payload: { query, variables },
  });
  expect(res.statusCode).toBeLessThan(500);
  return res.json<GqlAnswer>();
};

const issuesUrl = `/api/v4/projects/${project}/issues`;
const issueUrl = `${issuesUrl}/${w.issues.secondIssue.iid}`;
const epicsUrl = `/api/v4/groups/${group}/epics`;
const epicUrl = `${epicsUrl}/${w.epics.childEpic.iid}`;

describe('REST work-item parameters are strictly typed', () => {
  const wrong: [string, unknown][] = [
    ['weight', true],
    ['weight', false],
    ['weight', []],
    ['weight', [3]],
    ['weight', {}],
    ['weight', '3x'],
    ['weight', '1e3'],
    ['weight', -1],
    ['weight', 1.5],
    ['weight', 1_000_001],
    ['weight', 2 ** 40],
    ['milestone_id', true],
    ['milestone_id', [w.milestones.web.id]],
    ['epic_id', { id: w.epics.epic.id }],
    ['assignee_id', true],
    ['assignee_ids', 'x'],
    ['assignee_ids', [true]],
    ['assignee_ids', [null]],
    ['assignee_ids', [[1]]],
    ['assignee_ids', ['1.5']],
    ['confidential', 1],
    ['confidential', 'yes'],
    ['discussion_locked', []],
    ['due_date', 20260101],
    ['due_date', '2026-02-30'],
    ['health_status', 'sideways'],
    ['health_status', ['on_track']],
    ['issue_type', 'epic'],
    ['labels', { bug: true }],
    ['labels', [1, 2]],
    ['description', 42],
    ['description', ['d']],
    ['title', 42],
    ['title', ['t']],
  ];
  it.each(wrong)('issues: %s = %j is a 400 naming it, nothing written', async (field, value) => {
    for (const [method, url, base] of [
      ['POST', issuesUrl, { title: 'Typed issue' }],
      ['PUT', issueUrl, { title: 'Typed issue' }],
    ] as const) {
      const { res, changed } = await refusedWrite(() =>
        rest(method, url, { ...base, [field]: value }),
      );
      expect(res.statusCode, `${method} ${field}`).toBe(400);
      expect(res.json()).toEqual({
        error: `${field} is invalid`,
        message: { [field]: [`${field} is invalid`] },
      });
      expect(changed).toEqual([]);
    }
  });

  const wrongEpic: [string, unknown][] = [
    ['parent_id', true],
    ['parent_id', [w.epics.epic.id]],
    ['confidential', 'maybe'],
    ['start_date_is_fixed', []],
    ['start_date_fixed', '2026-13-01'],
    ['due_date_fixed', 20260101],
    ['color', 123456],
    ['labels', 42],
    ['state_event', 'delete'],
    ['title', { text: 'x' }],
  ];
  it.each(wrongEpic)('epics: %s = %j is a 400 naming it, nothing written', async (field, value) => {
    for (const [method, url] of [
      ['POST', epicsUrl],
      ['PUT', epicUrl],
    ] as const) {
      if (field === 'state_event' && method === 'POST') continue;
      const { res, changed } = await refusedWrite(() =>
        rest(method, url, { title: 'Typed epic', [field]: value }),
      );
      expect(res.statusCode, `${method} ${field}`).toBe(400);
      expect(res.json()).toEqual({
        error: `${field} is invalid`,
        message: { [field]: [`${field} is invalid`] },
      });
      expect(changed).toEqual([]);
    }
  });

  it('relations and award emoji refuse wrong types naming the parameter', async () => {
    const links = `${issuesUrl}/${w.issues.issue.iid}/links`;
    const award = `${issuesUrl}/${w.issues.issue.iid}/award_emoji`;
    const epicIssues = `${epicsUrl}/${w.epics.epic.iid}/issues/${w.issues.issue.id}`;
    for (const [method, url, field, body] of [
      [
        'POST',
        links,
        'target_issue_iid',
        { target_project_id: w.projects.web.id, target_issue_iid: true },
      ],
      [
        'POST',
        links,
        'target_issue_iid',
        { target_project_id: w.projects.web.id, target_issue_iid: [3] },
      ],
      ['POST', links, 'target_project_id', { target_project_id: true, target_issue_iid: 3 }],
      [
        'POST',
        links,
        'link_type',
        { target_project_id: w.projects.web.id, target_issue_iid: 3, link_type: 'duplicates' },
      ],
      ['POST', award, 'name', { name: ['heart'] }],
      ['POST', award, 'name', { name: 42 }],
      ['PUT', epicIssues, 'move_after_id', { move_after_id: true }],
      ['PUT', epicIssues, 'move_before_id', { move_before_id: '1.5' }],
    ] as const) {
      const { res, changed } = await refusedWrite(() => rest(method, url, body));
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json(), `${url} ${field}`).toEqual({
        error: `${field} is invalid`,
        message: { [field]: [`${field} is invalid`] },
      });
      expect(changed).toEqual([]);
    }
  });

  it('form-encoded and query-string values arrive as strings and still work', async () => {
    const dev = w.people.developer.user.id;
    const created = await form(
      'POST',
      issuesUrl,
      `title=Form+issue&weight=3&confidential=false&due_date=2026-12-01&assignee_ids[]=${dev}&labels[]=bug&labels[]=frontend`,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Form issue',
      weight: 3,
      confidential: false,
      due_date: '2026-12-01',
      labels: ['bug', 'frontend'],
      assignees: [{ id: dev }],
    });
    const iid = created.json<{ iid: number }>().iid;
    const updated = await form('PUT', `${issuesUrl}/${iid}`, 'weight=5&milestone_id=0');
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ weight: 5, milestone: null });
    const { res, changed } = await refusedWrite(() =>
      form('PUT', `${issuesUrl}/${iid}`, 'weight=true'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'weight is invalid',
      message: { weight: ['weight is invalid'] },
    });
    expect(changed).toEqual([]);
    const epic = await form(
      'POST',
      epicsUrl,
      'title=Form+epic&labels[]=bug&start_date_is_fixed=true&start_date_fixed=2026-01-05',
    );
    expect(epic.statusCode).toBe(201);
    expect(epic.json()).toMatchObject({
      title: 'Form epic',
      labels: ['bug'],
      start_date: '2026-01-05',
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `${issuesUrl}?weight=5&confidential=false&per_page=5`,
      headers: { 'private-token': owner },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ iid: number }[]>().map((i) => i.iid)).toEqual([iid]);
    await changesSinceLastCheck(t.db.db);
  });
});

const CREATE_EPIC = `mutation($input: CreateEpicInput!) { createEpic(input: $input) { errors epic { iid } } }`;
const UPDATE_EPIC = `mutation($input: UpdateEpicInput!) { updateEpic(input: $input) { errors epic { iid } } }`;
const CREATE_ISSUE = `mutation($input: CreateIssueInput!) { createIssue(input: $input) { errors issue { iid } } }`;
const UPDATE_ISSUE = `mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { errors issue { iid } } }`;

describe('GraphQL global ids are checked for their type and name their argument', () => {
  const epicIid = String(w.epics.childEpic.iid);
  const onIssue = { projectPath: 'acme/web', iid: String(w.issues.secondIssue.iid) };
  const labels = 'Label or GroupLabel or ProjectLabel';
  const cases: [string, string, Record<string, unknown>, string, string, string][] = [
    [
      'createEpic',
      CREATE_EPIC,
      { groupPath: 'acme', title: 'x', addLabelIds: ['gid://cairn/Group/1'] },
      'input.addLabelIds.0',
      'gid://cairn/Group/1',
      labels,
    ],
    [
      'createEpic',
      CREATE_EPIC,
      {
        groupPath: 'acme',
        title: 'x',
        addLabelIds: [`gid://gitlab/Label/${w.labels.bug.id}`, 'gid://gitlab/Milestone/3'],
      },
      'input.addLabelIds.1',
      'gid://gitlab/Milestone/3',
      labels,
    ],
    [
      'createEpic',
      CREATE_EPIC,
      { groupPath: 'acme', title: 'x', parentId: `gid://gitlab/Issue/${w.issues.issue.id}` },
      'input.parentId',
      `gid://gitlab/Issue/${w.issues.issue.id}`,
      'Epic or WorkItem',
    ],
    [
      'updateEpic',
      UPDATE_EPIC,
      { groupPath: 'acme', iid: epicIid, addLabelIds: ['gid://gitlab/Milestone/3'] },
      'input.addLabelIds.0',
      'gid://gitlab/Milestone/3',
      labels,
    ],
    [
      'updateEpic',
      UPDATE_EPIC,
      { groupPath: 'acme', iid: epicIid, removeLabelIds: ['gid://cairn/Group/1'] },
      'input.removeLabelIds.0',
      'gid://cairn/Group/1',
      labels,
    ],
    [
      'updateEpic',
      UPDATE_EPIC,
      { groupPath: 'acme', iid: epicIid, parentId: 'gid://cairn/Group/1' },
      'input.parentId',
      'gid://cairn/Group/1',
      'Epic or WorkItem',
    ],
    [
      'createIssue',
      CREATE_ISSUE,
      { projectPath: 'acme/web', title: 'x', labelIds: ['gid://cairn/Group/1'] },
      'input.labelIds.0',
      'gid://cairn/Group/1',
      labels,
    ],
    [
      'createIssue',
      CREATE_ISSUE,
      { projectPath: 'acme/web', title: 'x', milestoneId: `gid://gitlab/Label/${w.labels.bug.id}` },
      'input.milestoneId',
      `gid://gitlab/Label/${w.labels.bug.id}`,
      'Milestone',
    ],
    [
      'createIssue',
      CREATE_ISSUE,
      { projectPath: 'acme/web', title: 'x', assigneeIds: ['gid://gitlab/Group/1'] },
      'input.assigneeIds.0',
      'gid://gitlab/Group/1',
      'User or UserCore',
    ],
    [
      'createIssue',
      CREATE_ISSUE,
      { projectPath: 'acme/web', title: 'x', epicId: `gid://gitlab/Issue/${w.issues.issue.id}` },
      'input.epicId',
      `gid://gitlab/Issue/${w.issues.issue.id}`,
      'Epic',
    ],
    [
      'updateIssue',
      UPDATE_ISSUE,
      { ...onIssue, addLabelIds: ['gid://gitlab/Milestone/3'] },
      'input.addLabelIds.0',
      'gid://gitlab/Milestone/3',
      labels,
    ],
    [
      'updateIssue',
      UPDATE_ISSUE,
      { ...onIssue, removeLabelIds: ['gid://cairn/Epic/1'] },
      'input.removeLabelIds.0',
      'gid://cairn/Epic/1',
      labels,
    ],
    [
      'updateIssue',
      UPDATE_ISSUE,
      { ...onIssue, labelIds: ['gid://cairn/Group/1'] },
      'input.labelIds.0',
      'gid://cairn/Group/1',
      labels,
    ],
  ];
  it.each(cases)('%s refuses %s', async (_name, query, input, argument, gid, types) => {
    const before = await snapshot(t.db.db);
    const body = await graphql(query, { input });
    expect(body.errors?.[0]?.message).toBe(
      `Argument '${argument}' is invalid: "${gid}" does not represent an instance of ${types}`,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    expect(changedTables(before, await snapshot(t.db.db))).toEqual([]);
  });

  it('malformed ids and ids of other arguments name the argument too', async () => {
    const checks: [string, Record<string, unknown>, string][] = [
      [
        'query($id: ID!) { issue(id: $id) { title } }',
        { id: 'gid://cairn/Group/1' },
        `Argument 'id' is invalid: "gid://cairn/Group/1" does not represent an instance of Issue or WorkItem`,
      ],
      [
        'query($id: ID!) { issue(id: $id) { title } }',
        { id: 'nope' },
        `Argument 'id' is invalid: "nope" is not a valid Global ID`,
      ],
      [
        CREATE_EPIC,
        { input: { groupPath: 'acme', title: 'x', parentId: 'not-a-gid' } },
        `Argument 'input.parentId' is invalid: "not-a-gid" is not a valid Global ID`,
      ],
      [
        CREATE_EPIC,
        { input: { groupPath: 'acme', title: 'x', parentId: `gid://gitlab/Epic/${2 ** 40}` } },
        `Argument 'input.parentId' is invalid: "gid://gitlab/Epic/${2 ** 40}" is not a valid Global ID`,
      ],
      [
        CREATE_EPIC,
        { input: { groupPath: 'acme', title: 'x', startDateFixed: '2026-02-30' } },
        `Argument 'input.startDateFixed' is invalid: must be a date in YYYY-MM-DD format`,
      ],
      [
        UPDATE_EPIC,
        { input: { groupPath: 'acme', iid: 'abc', title: 'x' } },
        `Argument 'input.iid' is invalid: Invalid input: expected number, received string`,
      ],
      [
        UPDATE_ISSUE,
        { input: { ...onIssue, weight: -1 } },
        `Argument 'input.weight' is invalid: must be greater than or equal to 0`,
      ],
      [
        UPDATE_ISSUE,
        { input: { ...onIssue, epicId: 'gid://gitlab/Epic/x' } },
        `Argument 'input.epicId' is invalid: "gid://gitlab/Epic/x" is not a valid Global ID`,
      ],
      [
        'mutation($input: IssueSetEpicInput!) { issueSetEpic(input: $input) { errors } }',
        { input: { ...onIssue, epicId: 'gid://gitlab/Milestone/1' } },
        `Argument 'input.epicId' is invalid: "gid://gitlab/Milestone/1" does not represent an instance of Epic`,
      ],
      [
        'mutation($input: WorkItemAddLinkedItemsInput!) { workItemAddLinkedItems(input: $input) { errors } }',
        {
          input: {
            id: `gid://gitlab/WorkItem/${w.issues.issue.id}`,
            workItemsIds: ['gid://gitlab/Label/1'],
          },
        },
        `Argument 'input.workItemsIds.0' is invalid: "gid://gitlab/Label/1" does not represent an instance of WorkItem or Epic or Issue`,
      ],
      [
        'mutation($input: EpicTreeReorderInput!) { epicTreeReorder(input: $input) { errors } }',
        {
          input: {
            baseEpicId: `gid://gitlab/Issue/${w.issues.issue.id}`,
            moved: {
              id: `gid://gitlab/Epic/${w.epics.childEpic.id}`,
              adjacentReferenceId: `gid://gitlab/Epic/${w.epics.confidentialEpic.id}`,
              relativePosition: 'before',
            },
          },
        },
        `Argument 'input.baseEpicId' is invalid: "gid://gitlab/Issue/${w.issues.issue.id}" does not represent an instance of Epic or WorkItem`,
      ],
      [
        'mutation($input: TodoCreateInput!) { todoCreate(input: $input) { errors } }',
        { input: { targetId: 'gid://gitlab/Label/1' } },
        `Argument 'input.targetId' is invalid: "gid://gitlab/Label/1" does not represent an instance of WorkItem or Epic or Issue`,
      ],
    ];
    for (const [query, variables, message] of checks) {
      const before = await snapshot(t.db.db);
      const body = await graphql(query, variables);
      expect(body.errors?.[0]?.message, JSON.stringify(variables)).toBe(message);
      expect(changedTables(before, await snapshot(t.db.db))).toEqual([]);
    }
  });

  it('enums and dates in variables name their input field', async () => {
    for (const [input, path] of [
      [{ ...onIssue, healthStatus: 'sideways' }, 'input.healthStatus'],
      [{ ...onIssue, dueDate: '2026-13-45' }, 'input.dueDate'],
      [{ ...onIssue, stateEvent: 'DELETE' }, 'input.stateEvent'],
      [{ ...onIssue, weight: true }, 'input.weight'],
    ] as const) {
      const body = await graphql(UPDATE_ISSUE, { input });
      expect(body.errors?.[0]?.message).toContain(`at "${path}"`);
    }
  });

  it('accepts gid://gitlab/ and gid://cairn/ ids of the right types', async () => {
    const body = await graphql(
      `
        mutation ($input: CreateIssueInput!) {
          createIssue(input: $input) {
            errors
            issue {
              labels {
                nodes {
                  title
                }
              }
              milestone {
                title
              }
              epic {
                title
              }
              assignees {
                nodes {
                  username
                }
              }
            }
          }
        }
      `,
      {
        input: {
          projectPath: 'acme/web',
          title: 'Typed ids',
          labelIds: [
            `gid://gitlab/GroupLabel/${w.labels.bug.id}`,
            `gid://cairn/Label/${w.labels.frontend.id}`,
          ],
          milestoneId: `gid://gitlab/Milestone/${w.milestones.web.id}`,
          epicId: `gid://cairn/Epic/${w.epics.epic.id}`,
          assigneeIds: [`gid://gitlab/User/${w.people.developer.user.id}`],
        },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.createIssue).toMatchObject({
      errors: [],
      issue: {
        labels: { nodes: [{ title: 'bug' }, { title: 'frontend' }] },
        milestone: { title: 'Web 1.0' },
        epic: { title: 'Public epic' },
        assignees: { nodes: [{ username: w.people.developer.user.username }] },
      },
    });
    const epic = await graphql(CREATE_EPIC, {
      input: {
        groupPath: 'acme',
        title: 'Typed epic',
        addLabelIds: [`gid://gitlab/Label/${w.labels.feature.id}`],
        parentId: `gid://gitlab/Epic/${w.epics.epic.id}`,
      },
    });
    expect(epic.errors).toBeUndefined();
    expect(epic.data?.createEpic?.errors).toEqual([]);
    await changesSinceLastCheck(t.db.db);
  });
});

describe('titles and descriptions are capped on every write path', () => {
  const TITLE_MAX = 'T'.repeat(255);
  const DESCRIPTION_MAX = 'd'.repeat(100_000);
  interface Path {
    name: string;
    send: (fields: { title?: string; description?: string }) => Promise<LightMyRequestResponse>;
    graphql: boolean;
    description: boolean;
  }
  const gqlSend = (query: string, input: Record<string, unknown>) => () =>
    t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'private-token': owner },
      payload: { query, variables: { input } },
    });
  const paths: Path[] = [
    {
      name: 'POST epics',
      send: (f) => rest('POST', epicsUrl, { title: 'Capped', ...f }),
      graphql: false,
      description: true,
    },
    {
      name: 'PUT epic',
      send: (f) => rest('PUT', epicUrl, { title: 'Capped', ...f }),
      graphql: false,
      description: true,
    },
    {
      name: 'POST child epic',
      send: (f) => rest('POST', `${epicsUrl}/${w.epics.epic.iid}/epics`, { title: 'Capped', ...f }),
      graphql: false,
      description: false,
    },
    {
      name: 'POST issues',
      send: (f) => rest('POST', issuesUrl, { title: 'Capped', ...f }),
      graphql: false,
      description: true,
    },
    {
      name: 'PUT issue',
      send: (f) => rest('PUT', issueUrl, { title: 'Capped', ...f }),
      graphql: false,
      description: true,
    },
    {
      name: 'createEpic',
      send: (f) => gqlSend(CREATE_EPIC, { groupPath: 'acme', title: 'Capped', ...f })(),
      graphql: true,
      description: true,
    },
    {
      name: 'updateEpic',
      send: (f) =>
        gqlSend(UPDATE_EPIC, {
          groupPath: 'acme',
          iid: String(w.epics.childEpic.iid),
          title: 'Capped',
          ...f,
        })(),
      graphql: true,
      description: true,
    },
    {
      name: 'createIssue',
      send: (f) => gqlSend(CREATE_ISSUE, { projectPath: 'acme/web', title: 'Capped', ...f })(),
      graphql: true,
      description: true,
    },
    {
      name: 'updateIssue',
      send: (f) =>
        gqlSend(UPDATE_ISSUE, {
          projectPath: 'acme/web',
          iid: String(w.issues.secondIssue.iid),
          title: 'Capped',
          ...f,
        })(),
      graphql: true,
      description: true,
    },
  ];

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, p) => {
    const over: [string, string, string][] = [
      ['title', `${TITLE_MAX}x`, 'is too long (maximum is 255 characters)'],
    ];
    if (p.description)
      over.push([
        'description',
        `${DESCRIPTION_MAX}x`,
        'is too long (maximum is 100000 characters)',
      ]);
    for (const [field, value, why] of over) {
      const { res, changed } = await refusedWrite(() => p.send({ [field]: value }));
      expect(changed, `${field} wrote`).toEqual([]);
      if (p.graphql) {
        expect(res.statusCode).toBe(200);
        const body = res.json<GqlAnswer>();
        expect(body.errors?.[0]?.message).toBe(`Argument 'input.${field}' is invalid: ${why}`);
      } else {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: `${field} ${why}`,
          message: { [field]: [`${field} ${why}`] },
        });
      }
    }
    const ok = await p.send({
      title: TITLE_MAX,
      ...(p.description ? { description: DESCRIPTION_MAX } : {}),
    });
    expect(ok.statusCode).toBeLessThan(300);
    if (p.graphql) expect(ok.json<GqlAnswer>().errors).toBeUndefined();
    await changesSinceLastCheck(t.db.db);
  });
});
