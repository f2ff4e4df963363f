import { expect } from 'vitest';
import type { WorkItemRow } from '#server/testing/fixtures.ts';
import {
  api,
  app,
  corp,
  tokenOf,
  tokens,
  useCorpWorld,
  type Viewer,
} from '../test-support/corp-world.ts';
import { dataOf } from '../test-support/harness.ts';

/**
 * 'Submit as spam' (docs/decisions/issue-page.md): an admin flags corp/app#2, which hides it
 * exactly like a banned author's item. Its author (the developer) is active, so only the flag
 * hides it.
 *
 *   corp (public group)             owner, developer, guest
 *   ├── corp&1 "Launch" (owner)     description references corp/app#2
 *   └── corp/app (public project)
 *       ├── #1 "Good issue"         by owner, milestone "Release 1", label bug, related to #2
 *       └── #2 "Cheap pills"        by developer, same milestone and label, child of &1,
 *                                   a comment by the owner; submitted as spam by the admin
 */
// The world's bindings, for the test files.
export * from '../test-support/corp-world.ts';
export let spam: WorkItemRow;
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

useCorpWorld(async (f, { owner, developer }) => {
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
