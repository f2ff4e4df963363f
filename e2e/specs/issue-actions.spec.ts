import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { CairnApi } from '../fixtures/api-client.ts';
import { anonymousApi } from '../fixtures/api-client.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';

const ROLES = ['owner', 'maintainer', 'developer', 'reporter', 'guest'] as const;

const PERMISSIONS = `query($path: ID!, $iid: String!) {
  project(fullPath: $path) { issue(iid: $iid) { userPermissions {
    canUpdateIssue canPromoteToEpic canDestroyIssue canReportAbuse } } } }`;
const PROMOTE = `mutation($path: ID!, $iid: String!) {
  promoteToEpic(input: { projectPath: $path, iid: $iid }) { errors epic { webPath } } }`;

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
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
  });
}

test('signed out: a public issue shows no control and the API refuses to promote it', async ({
  page,
  issuePage,
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
