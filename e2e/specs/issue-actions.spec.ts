import type { CairnApi } from '../fixtures/api-client.ts';
import { anonymousApi } from '../fixtures/api-client.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { NewIssuePage } from '../pages/new-issue-page.ts';
import { seriousViolations } from '../support/axe.ts';

const ROLES = ['owner', 'maintainer', 'developer', 'reporter', 'guest'] as const;

const PERMISSIONS = `query($path: ID!, $iid: String!) {
  project(fullPath: $path) { issue(iid: $iid) { userPermissions {
    canUpdateIssue canPromoteToEpic canDestroyIssue canReportAbuse } } } }`;
const PROMOTE = `mutation($path: ID!, $iid: String!) {
  promoteToEpic(input: { projectPath: $path, iid: $iid }) { errors epic { webPath } } }`;
const LOCK = `mutation($path: ID!, $iid: String!) {
  issueSetLocked(input: { projectPath: $path, iid: $iid, locked: true }) { errors } }`;
const CONFIDENTIAL = `mutation($path: ID!, $iid: String!) {
  issueSetConfidential(input: { projectPath: $path, iid: $iid, confidential: true }) { errors } }`;

/** Lock, confidentiality and delete are refused over the API, and the issue is unchanged. */
async function expectRefused(
  api: CairnApi,
  rootApi: CairnApi,
  s: { path: string; iid: string },
  may: { update: boolean; destroy: boolean },
) {
  const vars = { path: s.path, iid: s.iid };
  if (!may.update) {
    await expect(api.graphql(LOCK, vars)).rejects.toThrow(/permission/);
    await expect(api.graphql(CONFIDENTIAL, vars)).rejects.toThrow(/permission/);
  }
  if (!may.destroy)
    expect([401, 403, 404]).toContain(
      await api.restStatus('DELETE', `/projects/${encodeURIComponent(s.path)}/issues/${s.iid}`),
    );
  const issue = await rootApi.rest<{ confidential: boolean; discussion_locked: boolean | null }>(
    'GET',
    `/projects/${encodeURIComponent(s.path)}/issues/${s.iid}`,
  );
  if (!may.update) expect([issue.confidential, !!issue.discussion_locked]).toEqual([false, false]);
}

/** A private scratch project with every demo role as a member and one issue by root. */
async function scratchIssue(rootApi: CairnApi) {
  const s = await createScratchProject(rootApi, 'Issue actions', {
    owner: ACCESS_LEVEL.owner,
    maintainer: ACCESS_LEVEL.maintainer,
    developer: ACCESS_LEVEL.developer,
    reporter: ACCESS_LEVEL.reporter,
    guest: ACCESS_LEVEL.guest,
  });
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${s.project.id}/issues`, {
    title: `Actions ${s.suffix}`,
    description: 'Big idea',
  });
  return { ...s, path: s.project.path_with_namespace, iid: String(issue.iid) };
}

for (const role of ROLES) {
  test(`${role}: the header shows exactly the actions the API allows, and the API refuses the rest`, async ({
    page,
    signIn,
    api,
    rootApi,
    issuePage,
  }) => {
    const s = await scratchIssue(rootApi);
    await signIn(role);
    const data = await api.graphql<{
      project: { issue: { userPermissions: Record<string, boolean> } };
    }>(PERMISSIONS, { path: s.path, iid: s.iid });
    const p = data.project.issue.userPermissions;
    await issuePage.goto(s.path, s.iid);
    await expect(issuePage.title).toHaveText(`Actions ${s.suffix}`);
    await expect(issuePage.editButton).toHaveCount(p.canUpdateIssue ? 1 : 0);
    await issuePage.actionsButton.click();
    const menu = page.getByRole('menu');
    for (const [item, allowed] of [
      ['Promote to epic', p.canPromoteToEpic],
      ['Lock discussion', p.canUpdateIssue],
      ['Turn on confidentiality', p.canUpdateIssue],
      ['Delete issue', p.canDestroyIssue],
      ['Report abuse', p.canReportAbuse],
    ] as const) {
      await expect(menu.getByRole('menuitem', { name: item })).toHaveCount(allowed ? 1 : 0);
    }
    if (!p.canPromoteToEpic) {
      await expect(api.graphql(PROMOTE, { path: s.path, iid: s.iid })).rejects.toThrow(
        /permission/,
      );
    }
    await expectRefused(api, rootApi, s, {
      update: !!p.canUpdateIssue,
      destroy: !!p.canDestroyIssue,
    });
  });
}

test('signed out: a public issue shows no control and the API refuses its actions', async ({
  page,
  issuePage,
  rootApi,
  baseURL,
}) => {
  await page.goto('/acme/website/-/issues/14');
  await expect(issuePage.title).toBeVisible();
  await expect(issuePage.editButton).toHaveCount(0);
  await expect(issuePage.actionsButton).toHaveCount(0);
  const anonymous = await anonymousApi(baseURL ?? '');
  await expect(anonymous.graphql(PROMOTE, { path: 'acme/website', iid: '14' })).rejects.toThrow(
    /permission/,
  );
  await expectRefused(
    anonymous,
    rootApi,
    { path: 'acme/website', iid: '14' },
    { update: false, destroy: false },
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('signed out: the new-issue page sends the visitor to sign in', async ({ page }) => {
  await page.goto('/acme/website/-/issues/new');
  await expect(page).toHaveURL(/\/users\/sign_in\?redirect=%2Facme%2Fwebsite%2F-%2Fissues%2Fnew$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a maintainer locks and unlocks the discussion and turns confidentiality on and off', async ({
  page,
  signIn,
  rootApi,
  issuePage,
}) => {
  const s = await scratchIssue(rootApi);
  await signIn('maintainer');
  await issuePage.goto(s.path, s.iid);
  await expect(issuePage.title).toHaveText(`Actions ${s.suffix}`);
  for (const [action, toast] of [
    ['Lock discussion', 'Issue locked.'],
    ['Unlock discussion', 'Issue unlocked.'],
    ['Turn on confidentiality', 'Confidentiality turned on.'],
    ['Turn off confidentiality', 'Confidentiality turned off.'],
  ] as const) {
    await issuePage.chooseAction(action);
    await expect(page.getByText(toast)).toBeVisible();
  }
  await issuePage.chooseAction('Turn on confidentiality');
  await expect(page.getByText('Confidentiality turned on.').first()).toBeVisible();
  const issue = await rootApi.rest<{ confidential: boolean; discussion_locked: boolean | null }>(
    'GET',
    `/projects/${encodeURIComponent(s.path)}/issues/${s.iid}`,
  );
  expect([issue.confidential, !!issue.discussion_locked]).toEqual([true, false]);
});

test('axe: the issue view, its edit form and the new-issue page, signed in', async ({
  page,
  signIn,
  rootApi,
  issuePage,
}) => {
  const s = await scratchIssue(rootApi);
  await rootApi.graphql(
    `mutation($input: IssueTemplateCreateInput!) { issueTemplateCreate(input: $input) { errors } }`,
    { input: { projectPath: s.path, name: 'Bug', content: '## Steps' } },
  );
  await signIn('maintainer');
  await issuePage.goto(s.path, s.iid);
  await expect(issuePage.title).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await issuePage.editButton.click();
  await expect(issuePage.editForm).toBeVisible();
  await expect(
    issuePage.editForm.getByRole('combobox', { name: 'Description template' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const newIssue = new NewIssuePage(page);
  await newIssue.goto(s.path);
  await expect(newIssue.titleInput).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the owner promotes an issue to an epic and lands on it', async ({
  page,
  signIn,
  rootApi,
  issuePage,
}) => {
  const s = await scratchIssue(rootApi);
  await signIn('owner');
  await issuePage.goto(s.path, s.iid);
  await issuePage.chooseAction('Promote to epic');
  await expect(
    page.getByText('The issue was successfully promoted to an epic. Redirecting to epic…'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/groups/${s.group.full_path}/-/epics/\\d+$`));
  await expect(page.getByRole('main').getByTestId('page-title')).toHaveText(`Actions ${s.suffix}`);
  await issuePage.goto(s.path, s.iid);
  await expect(issuePage.stateBadge.first()).toHaveText('Closed (promoted)');
});

test('a developer reports abuse; root sees the report at /admin/abuse_reports and closes it', async ({
  page,
  signIn,
  rootApi,
  issuePage,
}) => {
  const s = await scratchIssue(rootApi);
  await signIn('developer');
  await issuePage.goto(s.path, s.iid);
  await issuePage.chooseAction('Report abuse');
  const dialog = page.getByRole('dialog', { name: 'Report abuse to administrator' });
  await dialog.getByRole('radio', { name: "They're posting spam." }).check();
  await dialog.getByRole('textbox', { name: 'Additional context' }).fill(`Ads ${s.suffix}`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Report abuse' }).click();
  await expect(
    page.getByText('Thank you for your report. An administrator will look into it shortly.'),
  ).toBeVisible();

  await signIn('root');
  await page.goto('/admin/abuse_reports');
  const report = page.getByRole('article').filter({ hasText: `Ads ${s.suffix}` });
  await expect(report).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await report.getByRole('button', { name: 'Close report' }).click();
  await expect(page.getByText('Report closed.')).toBeVisible();
  await expect(report).toHaveCount(0);
});

test("'?' opens the grouped shortcuts help; 'e' opens the edit form", async ({
  page,
  signIn,
  rootApi,
  issuePage,
}) => {
  const s = await scratchIssue(rootApi);
  await signIn('owner');
  await issuePage.goto(s.path, s.iid);
  await expect(issuePage.title).toBeVisible();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('region', { name: 'Issues' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('e');
  await expect(issuePage.editForm).toBeVisible();
  // Inside a text field the key is typed, not a shortcut.
  await issuePage.titleInput.fill('');
  await issuePage.titleInput.press('e');
  await expect(issuePage.titleInput).toHaveValue('e');
  await expect(issuePage.editForm).toBeVisible();
});
