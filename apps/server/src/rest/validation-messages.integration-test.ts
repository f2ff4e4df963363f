import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalAccessToken } from '../auth/tokens.ts';
import { ensureRootUser } from '../bootstrap/root-user.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// GitLab's messages for length, blank and format problems, in REST and GraphQL.
let t: TestApp;
let token: string;
let projectId: number;

const rest = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { 'private-token': token }, payload });
const gql = async (query: string, variables: object = {}) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'private-token': token },
      payload: { query, variables },
    })
  ).json<{ errors?: { message: string }[] }>();
const refusal = (field: string, message: string) => ({
  error: message,
  message: { [field]: [message] },
});

beforeAll(async () => {
  t = await createTestApp();
  await ensureRootUser(t.db.db, 'rootpassword');
  token = await createPersonalAccessToken(t.db.db, { userId: 1, name: 'v', scopes: ['api'] });
  const group = await rest('POST', '/api/v4/groups', { name: 'Messages', path: 'messages' });
  const project = await rest('POST', '/api/v4/projects', {
    name: 'App',
    path: 'app',
    namespace_id: group.json<{ id: number }>().id,
  });
  projectId = project.json<{ id: number }>().id;
});
afterAll(() => t.close());

describe('REST validation messages', () => {
  it.each([
    ['title', 'title is too long (maximum is 255 characters)', 'x'.repeat(300)],
    ['title', "title can't be blank", '   '],
    ['title', "title can't be blank", ''],
    ['description', 'description is too long (maximum is 100000 characters)', 'x'.repeat(100_001)],
    ['due_date', 'due_date is invalid', '2026-02-30'],
    ['title', 'title is invalid', 42],
  ])('an issue with a bad %s: %s', async (field, message, value) => {
    const res = await rest('POST', `/api/v4/projects/${projectId}/issues`, {
      title: 'Valid',
      [field]: value,
    });
    expect([res.statusCode, res.json()]).toEqual([400, refusal(field, message)]);
  });

  it.each([
    ['name', 'name is too long (maximum is 255 characters)', 'n'.repeat(256)],
    ['name', "name can't be blank", ' '],
    ['path', 'path is invalid', 'a b'],
  ])('a group with a bad %s: %s', async (field, message, value) => {
    const res = await rest('POST', '/api/v4/groups', { name: 'G', path: 'g', [field]: value });
    expect([res.statusCode, res.json()]).toEqual([400, refusal(field, message)]);
  });

  it('keeps "is missing" for an absent parameter and names a list, not its element', async () => {
    const missing = await rest('POST', `/api/v4/projects/${projectId}/issues`, {});
    expect(missing.json()).toEqual(refusal('title', 'title is missing'));
    const element = await rest('POST', `/api/v4/projects/${projectId}/issues`, {
      title: 'Valid',
      labels: ['x'.repeat(300)],
    });
    expect(element.json()).toEqual(refusal('labels', 'labels is invalid'));
  });
});

describe('GraphQL validation messages', () => {
  it('words length and number problems as GitLab does, naming the argument', async () => {
    const search = await gql('query($s: String) { groups(search: $s) { nodes { id } } }', {
      s: 's'.repeat(256),
    });
    expect(search.errors?.map((e) => e.message)).toEqual([
      "Argument 'search' is invalid: is too long (maximum is 255 characters)",
    ]);
    await rest('POST', `/api/v4/projects/${projectId}/issues`, { title: 'Weighed' });
    const weight = await gql(
      'mutation($i: UpdateIssueInput!) { updateIssue(input: $i) { errors } }',
      { i: { projectPath: 'messages/app', iid: '1', weight: -1 } },
    );
    expect(weight.errors?.map((e) => e.message)).toEqual([
      "Argument 'input.weight' is invalid: must be greater than or equal to 0",
    ]);
    const title = await gql(
      'mutation($i: UpdateIssueInput!) { updateIssue(input: $i) { errors } }',
      { i: { projectPath: 'messages/app', iid: '1', title: ' ' } },
    );
    expect(title.errors?.map((e) => e.message)).toEqual([
      "Argument 'input.title' is invalid: can't be blank",
    ]);
  });
});
