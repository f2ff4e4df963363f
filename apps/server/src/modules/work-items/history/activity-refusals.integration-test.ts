import { describe, expect, it } from 'vitest';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import { useMatrixWorld } from './matrix-world.ts';

/**
 * A refused write — permission, validation, stale `lock_version` — records
 * no note or resource event and publishes nothing. Each row first proves its subscriber's stream
 * live with a successful sentinel write, then refuses a write and listens for a short window.
 */

const m = useMatrixWorld();
const { s } = m;

type Who = 'guest' | 'outsider' | 'planner';
interface Row {
  refusal: string;
  epic?: boolean;
  as: Who;
  /** REST: method, url suffix after the item's path, body; GraphQL: the mutation. */
  rest?: (item: WorkItemRow) => Record<string, unknown>;
  gql?: (item: WorkItemRow) => string;
  /** The exact refusal: REST status and body, or the GraphQL response. */
  expected: (item: WorkItemRow) => unknown;
}

const STALE_ISSUE = 'Attempted to update a stale object: Issue.';
const STALE_EPIC = 'Attempted to update a stale object: Epic.';
const long = 'x'.repeat(256);
const NOT_AVAILABLE =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";
/** A top-level GraphQL error of a mutation, as GitLab shapes it. */
const gqlError = (field: string, message: string, extensions: Record<string, unknown>) => ({
  errors: [{ message, locations: [{ line: 1, column: 12 }], path: [field], extensions }],
  data: { [field]: null },
});
const issueMutation = (item: WorkItemRow, fields: string) =>
  `mutation { updateIssue(input: { projectPath: "acme/web", iid: "${item.iid}", ${fields} }) { errors } }`;
const epicMutation = (item: WorkItemRow, fields: string) =>
  `mutation { updateEpic(input: { groupPath: "acme", iid: "${item.iid}", ${fields} }) { errors } }`;

const ROWS: Row[] = [
  {
    refusal: 'permission: a guest edits an issue (REST)',
    as: 'guest',
    rest: () => ({ title: 'Guest was here' }),
    expected: () => [403, { message: '403 Forbidden' }],
  },
  {
    refusal: 'permission: another user edits an issue (GraphQL)',
    as: 'outsider',
    gql: (i) => issueMutation(i, 'title: "Outsider was here"'),
    expected: () => gqlError('updateIssue', NOT_AVAILABLE, { code: 'RESOURCE_NOT_AVAILABLE' }),
  },
  {
    refusal: 'permission: another user edits an issue (REST)',
    as: 'outsider',
    rest: () => ({ title: 'Outsider was here' }),
    expected: () => [403, { message: '403 Forbidden' }],
  },
  {
    refusal: 'permission: a guest edits an epic (REST)',
    epic: true,
    as: 'guest',
    rest: () => ({ title: 'Guest was here' }),
    expected: () => [403, { message: '403 Forbidden' }],
  },
  {
    refusal: 'permission: a guest edits an epic (GraphQL)',
    epic: true,
    as: 'guest',
    gql: (i) => epicMutation(i, 'title: "Guest was here"'),
    expected: () => gqlError('updateEpic', NOT_AVAILABLE, { code: 'RESOURCE_NOT_AVAILABLE' }),
  },
  {
    refusal: 'validation: title too long (REST)',
    as: 'planner',
    rest: () => ({ title: long }),
    expected: () => [
      400,
      {
        error: 'title is too long (maximum is 255 characters)',
        message: { title: ['title is too long (maximum is 255 characters)'] },
      },
    ],
  },
  {
    refusal: 'validation: title too long (GraphQL)',
    as: 'planner',
    gql: (i) => issueMutation(i, `title: "${long}"`),
    expected: () =>
      gqlError(
        'updateIssue',
        "Argument 'input.title' is invalid: is too long (maximum is 255 characters)",
        { code: 'BAD_USER_INPUT', argument: 'input.title' },
      ),
  },
  {
    refusal: 'validation: unknown milestone (REST)',
    as: 'planner',
    rest: () => ({ milestone_id: 999_999 }),
    expected: () => [404, { message: '404 Milestone not found' }],
  },
  {
    refusal: 'validation: unknown milestone (GraphQL)',
    as: 'planner',
    gql: (i) => issueMutation(i, 'milestoneId: "gid://gitlab/Milestone/999999"'),
    expected: () => ({ data: { updateIssue: { errors: ['Milestone not found'] } } }),
  },
  {
    refusal: 'stale lock_version on an issue (REST 409)',
    as: 'planner',
    rest: (i) => ({ title: 'Stale', lock_version: i.lockVersion }),
    expected: () => [409, { message: STALE_ISSUE }],
  },
  {
    refusal: 'stale lockVersion on an issue (GraphQL payload error)',
    as: 'planner',
    gql: (i) => issueMutation(i, `title: "Stale", lockVersion: ${i.lockVersion}`),
    expected: () => ({ data: { updateIssue: { errors: [STALE_ISSUE] } } }),
  },
  {
    refusal: 'stale lock_version on an epic (REST 409)',
    epic: true,
    as: 'planner',
    rest: (i) => ({ title: 'Stale', lock_version: i.lockVersion }),
    expected: () => [409, { message: STALE_EPIC }],
  },
  {
    refusal: 'stale lockVersion on an epic (GraphQL payload error)',
    epic: true,
    as: 'planner',
    gql: (i) => epicMutation(i, `title: "Stale", lockVersion: ${i.lockVersion}`),
    expected: () => ({ data: { updateEpic: { errors: [STALE_EPIC] } } }),
  },
];

const url = (item: WorkItemRow) =>
  item.type === 'epic'
    ? `/api/v4/groups/acme/epics/${item.iid}`
    : `/api/v4/projects/acme%2Fweb/issues/${item.iid}`;

/** A successful write by the planner; its event proves the subscriber's stream is live. */
async function sentinel(item: WorkItemRow) {
  const body = { description: `sentinel for ${item.title}` };
  const res = await s.api.rest('PUT', url(item), { token: m.planner().token, body });
  expect(res.statusCode).toBe(200);
}

describe('a refused write records and publishes nothing', () => {
  it.each(ROWS)('$refusal', async (row) => {
    const item = row.epic ? await m.freshEpic() : await m.freshIssue();
    const sub = await m.watch(item);
    await sentinel(item);
    await m.expectOneEvent(sub, item);
    const before = await m.history(item);
    // The sentinel bumped lock_version: the fixture row's value is now stale.
    const token = s.w.people[row.as].token;
    if (row.rest) {
      const res = await s.api.rest('PUT', url(item), { token, body: row.rest(item) });
      expect([res.statusCode, res.json()]).toEqual(row.expected(item));
    } else {
      expect(await s.api.gql(row.gql!(item), {}, token)).toEqual(row.expected(item));
    }
    expect(await sub.quietFor(300)).toBe('quiet');
    expect(await m.history(item)).toEqual(before);
    expect(before.notes).toHaveLength(1);
  });
});
