import { afterAll, beforeAll, expect } from 'vitest';
import { statementCounter } from '@cairn/db/testing';
import { apiClient, type ApiClient } from '../../../testing/api-client.ts';
import {
  fixtures,
  type NamespaceRow,
  type UserRow,
  type WorkItemRow,
} from '../../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { dataOf } from '../test-support/harness.ts';

/**
 * Issue 12's 'Submit as spam': an admin flags corp/app#2, which hides it exactly like a banned
 * author's item. Its author (the developer) is active, so only the flag hides it.
 *
 *   corp (public group)             owner, developer, guest
 *   ├── corp&1 "Launch" (owner)     description references corp/app#2
 *   └── corp/app (public project)
 *       ├── #1 "Good issue"         by owner, milestone "Release 1", label bug, related to #2
 *       └── #2 "Cheap pills"        by developer, same milestone and label, child of &1,
 *                                   a comment by the owner; submitted as spam by the admin
 */
export const counter = statementCounter();
export let t: TestApp;
export let api: ApiClient;
export let corp: NamespaceRow;
export let app: NamespaceRow;
export let spam: WorkItemRow;
export const tokens = {} as Record<'admin' | 'owner' | 'developer' | 'guest' | 'outsider', string>;

export type Viewer = keyof typeof tokens | 'anonymous';
/** Everyone but the admin, the spam issue's own author (developer) included. */
export const NON_ADMINS: Viewer[] = ['anonymous', 'guest', 'developer', 'owner', 'outsider'];
export const tokenOf = (viewer: Viewer) => (viewer === 'anonymous' ? undefined : tokens[viewer]);
export const ISSUE_URL = () => `/api/v4/projects/${app.id}/issues/2`;

/** Runs issueMarkAsSpam / issueMarkAsNotSpam on corp/app#iid. */
export function markSpam(viewer: Viewer, name: 'issueMarkAsSpam' | 'issueMarkAsNotSpam', iid = 2) {
  return api.gql(
    `mutation { ${name}(input: { projectPath: "corp/app", iid: "${iid}" }) {
      errors issue { title hidden hiddenAsSpam userPermissions { canReportSpam canMarkAsNotSpam } }
    } }`,
    {},
    tokenOf(viewer),
  );
}

beforeAll(async () => {
  t = await createTestApp({ logger: counter.logger });
  api = apiClient(t.app);
  const f = fixtures(t.db.db);
  const people = {} as Record<keyof typeof tokens, UserRow>;
  for (const name of ['admin', 'owner', 'developer', 'guest', 'outsider'] as const) {
    people[name] = await f.user({ username: name, isAdmin: name === 'admin' });
    tokens[name] = await f.token(people[name]);
  }
  const { owner, developer, guest } = people;
  corp = await f.group({ path: 'corp', visibility: 'public' });
  app = await f.project({ path: 'app', group: corp, visibility: 'public' });
  await f.member(corp, owner, 'owner');
  await f.member(corp, developer, 'developer');
  await f.member(corp, guest, 'guest');
  const launch = await f.epic(corp, {
    title: 'Launch',
    author: owner,
    description: 'See corp/app#2.',
  });
  const milestone = await f.milestone(corp, { title: 'Release 1' });
  const bug = await f.label(corp, 'bug');
  await f.issue(app, { title: 'Good issue', author: owner, milestone, labels: [bug] });
  spam = await f.issue(app, {
    title: 'Cheap pills',
    author: developer,
    epic: launch,
    milestone,
    labels: [bug],
  });
  // Through the API, so the history of #1 names #2 and #2 has a comment.
  const link = await api.rest('POST', `/api/v4/projects/${app.id}/issues/1/links`, {
    token: tokens.owner,
    body: { target_project_id: String(app.id), target_issue_iid: '2' },
  });
  expect(link.statusCode).toBe(201);
  const note = await api.rest('POST', `${ISSUE_URL()}/notes`, {
    token: tokens.owner,
    body: { body: 'Looks like pills to me' },
  });
  expect(note.statusCode).toBe(201);
  expect(dataOf(await markSpam('admin', 'issueMarkAsSpam'))).toMatchObject({
    issueMarkAsSpam: { errors: [] },
  });
});
afterAll(() => t.close());
