import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '@cairn/db/testing';
import { apiClient, type ApiClient } from '#server/testing/api-client.ts';
import { fixtures } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { dataOf } from '../test-support/harness.ts';

/**
 * Statements per request of the bench's other API scenarios (bench/README.md, "Where a request's
 * time goes"), signed in with a token: the exact count, so a change that adds a round trip shows.
 * The group or project the request names comes with the token (auth/viewer-facts.ts).
 */

const counter = statementCounter();
let t: TestApp;
let api: ApiClient;
let token: string;
let issueId: number;

const EPIC_CHILDREN = `query ($fullPath: ID!, $iid: ID!) {
  group(fullPath: $fullPath) { id epic(iid: $iid) { id children(first: 50) { nodes { id iid title
    startDate dueDate state hasChildren hasIssues descendantCounts { openedEpics closedEpics }
    labels { nodes { id title } } } } } } }`;
const ISSUE_PAGE = `query ($fullPath: ID!, $iid: String!) {
  project(fullPath: $fullPath) { id fullPath issue(iid: $iid) { id iid title description
    state confidential author { id username } assignees { nodes { id username } }
    labels { nodes { id title } } userPermissions { updateIssue adminIssue } } } }`;
const UPDATE_ISSUE = `mutation ($input: UpdateIssueInput!) {
  updateIssue(input: $input) { errors issue { id title lockVersion updatedAt } } }`;
const CREATE_NOTE = `mutation ($input: CreateNoteInput!) {
  createNote(input: $input) { errors note { id body } } }`;

beforeAll(async () => {
  t = await createTestApp({ logger: counter.logger });
  const f = fixtures(t.db.db);
  const owner = await f.user({ username: 'owner' });
  token = await f.token(owner);
  const group = await f.group({ path: 'corp', visibility: 'private' });
  await f.member(group, owner, 'owner');
  const project = await f.project({ path: 'app', group });
  const label = await f.label(group, 'bug');
  const parent = await f.epic(group, { title: 'Parent' });
  for (let i = 0; i < 5; i++) {
    const child = await f.epic(group, { title: `Child ${i}` });
    await f.setParent(child, parent);
    await f.addLabels(child, [label]);
  }
  // An assignee other than the author: the assignees' statement brings their rows with it.
  const dev = await f.user({ username: 'dev' });
  await f.member(group, dev, 'developer');
  const issue = await f.issue(project, { title: 'Issue', assignees: [dev] });
  await f.addLabels(issue, [label]);
  issueId = issue.id;
  api = apiClient(t.app);
});
afterAll(() => t.close());

const readsNamespaceByPath = (q: string) =>
  q.startsWith('select "id", "kind", "parent_id"') && q.includes('lower("namespaces"."full_path")');

let titles = 0;
async function statementsOf(query: string, variables: () => Record<string, unknown>) {
  await api.gql(query, variables(), token); // warm-up: token bookkeeping
  counter.reset();
  const res = await api.gql(query, variables(), token);
  dataOf(res);
  expect(res.errors).toBeUndefined();
  // node-postgres's driver logs the transaction's begin and commit, PGlite's does not.
  return counter.statements.filter((q) => !/^(begin|commit)\b/i.test(q));
}

describe('statements per request (signed in)', () => {
  it.each([
    ['epic children', EPIC_CHILDREN, () => ({ fullPath: 'corp', iid: '1' }), 5],
    ['issue page', ISSUE_PAGE, () => ({ fullPath: 'corp/app', iid: '1' }), 6],
    [
      'updateIssue',
      UPDATE_ISSUE,
      () => ({ input: { projectPath: 'corp/app', iid: '1', title: `Title ${++titles}` } }),
      10,
    ],
    [
      'createNote',
      CREATE_NOTE,
      () => ({ input: { noteableId: `gid://gitlab/Issue/${issueId}`, body: 'Hello' } }),
      // 8, and 3 for the per-user comment limit (auth/rate-limit.ts: lock, window, record)
      11,
    ],
  ])('%s', async (name, query, variables, count) => {
    const statements = await statementsOf(query, variables);
    console.log(`${name}: ${statements.length} statements`);
    if (process.env.SHOW_SQL) console.log(statements.map((q) => q.slice(0, 120)).join('\n'));
    expect(statements.filter(readsNamespaceByPath)).toEqual([]);
    expect(statements).toHaveLength(count);
  });
});
