// Deleting an epic or issue asks first: a dialog with Cancel and a danger action whose
// confirmation submits a form (POST with a delete override, the CSRF token and destroy_confirm)
// to the item's path; the browser follows the redirect to the list.
//
// Every test seeds its own private group (owner, reporter and guest as members) so the demo
// data other specs read is never changed.
import type { Locator, Page } from '@playwright/test';
import type { CairnApi } from '../fixtures/api-client.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { EpicsListPage } from '../pages/epics-list-page.ts';

const EPIC_BODY = 'Delete this epic and release all child items?';
const ISSUE_BODY = 'Issue will be removed! Are you sure?';

interface Seeded {
  groupPath: string;
  projectPath: string;
  epic: { id: number; iid: number; title: string };
  childEpic: { iid: number; title: string };
  childIssue: { iid: number; title: string };
  issue: { iid: number; title: string };
}

async function seed(rootApi: CairnApi): Promise<Seeded> {
  const { suffix, group, project } = await createScratchProject(rootApi, 'Delete confirmation', {
    guest: ACCESS_LEVEL.guest,
    reporter: ACCESS_LEVEL.reporter,
    owner: ACCESS_LEVEL.owner,
  });
  const epic = await rootApi.rest<{ id: number; iid: number; title: string }>(
    'POST',
    `/groups/${group.id}/epics`,
    { title: `Doomed epic ${suffix}` },
  );
  const childEpic = await rootApi.rest<{ iid: number; title: string }>(
    'POST',
    `/groups/${group.id}/epics`,
    { title: `Released child epic ${suffix}`, parent_id: epic.id },
  );
  const childIssue = await rootApi.rest<{ iid: number; title: string }>(
    'POST',
    `/projects/${project.id}/issues`,
    { title: `Released child issue ${suffix}`, epic_id: epic.id },
  );
  const issue = await rootApi.rest<{ iid: number; title: string }>(
    'POST',
    `/projects/${project.id}/issues`,
    { title: `Doomed issue ${suffix}` },
  );
  return {
    groupPath: group.full_path,
    projectPath: project.path_with_namespace,
    epic,
    childEpic,
    childIssue,
    issue,
  };
}

/** The HTTP status of a REST v4 GET as whoever the API context is signed in as. */
async function statusOf(api: CairnApi, path: string): Promise<number> {
  return (await api.context.get(`/api/v4${path}`)).status();
}

/** Opens the header's actions menu and picks the delete item; returns the dialog. */
async function openDeleteDialog(page: Page, menu: string, action: string): Promise<Locator> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectDialog(dialog: Locator, body: string, action: string) {
  await expect(dialog.getByText(body, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  const danger = dialog.getByRole('button', { name: action, exact: true });
  await expect(danger).toBeVisible();
  // Red 9: the danger red that white text passes 4.5:1 on (axe; red 6 is 3.3:1).
  await expect(danger).toHaveAttribute('style', /--button-bg: var\(--mantine-color-red-9\)/);
}

test('an owner deletes an epic after confirming; Cancel deletes nothing', async ({
  page,
  signIn,
  api,
  rootApi,
  epicPage,
}) => {
  const s = await seed(rootApi);
  await signIn('owner');
  const epicPath = `/groups/${s.groupPath}/-/epics/${s.epic.iid}`;
  await epicPage.goto(s.groupPath, s.epic.iid);
  await expect(epicPage.title).toHaveText(s.epic.title);

  let dialog = await openDeleteDialog(page, 'Epic actions', 'Delete epic');
  await expectDialog(dialog, EPIC_BODY, 'Delete epic');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${epicPath}$`));
  expect(
    await statusOf(api, `/groups/${encodeURIComponent(s.groupPath)}/epics/${s.epic.iid}`),
  ).toBe(200);

  dialog = await openDeleteDialog(page, 'Epic actions', 'Delete epic');
  await dialog.getByRole('button', { name: 'Delete epic' }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${s.groupPath}/-/epics$`));
  const list = new EpicsListPage(page);
  await expect.poll(() => list.shownTitles()).toContain(s.childEpic.title);
  expect(await list.shownTitles()).not.toContain(s.epic.title);

  const group = encodeURIComponent(s.groupPath);
  expect(await statusOf(api, `/groups/${group}/epics/${s.epic.iid}`)).toBe(404);
  const child = await api.rest<{ parent_id: number | null }>(
    'GET',
    `/groups/${group}/epics/${s.childEpic.iid}`,
  );
  expect(child.parent_id).toBeNull();
  const issue = await api.rest<{ epic_iid: number | null }>(
    'GET',
    `/projects/${encodeURIComponent(s.projectPath)}/issues/${s.childIssue.iid}`,
  );
  expect(issue.epic_iid).toBeNull();
});

test('an owner deletes an issue after confirming; Cancel deletes nothing', async ({
  page,
  signIn,
  api,
  rootApi,
  issuePage,
}) => {
  const s = await seed(rootApi);
  await signIn('owner');
  const issueApiPath = `/projects/${encodeURIComponent(s.projectPath)}/issues/${s.issue.iid}`;
  await issuePage.goto(s.projectPath, s.issue.iid);
  await expect(issuePage.title).toHaveText(s.issue.title);

  let dialog = await openDeleteDialog(page, 'Issue actions', 'Delete issue');
  await expectDialog(dialog, ISSUE_BODY, 'Delete issue');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${s.projectPath}/-/issues/${s.issue.iid}$`));
  expect(await statusOf(api, issueApiPath)).toBe(200);

  dialog = await openDeleteDialog(page, 'Issue actions', 'Delete issue');
  await dialog.getByRole('button', { name: 'Delete issue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${s.projectPath}/-/issues$`));
  const rows = page.getByRole('main').getByTestId('issue-row');
  await expect(rows.filter({ hasText: s.childIssue.title })).toHaveCount(1);
  await expect(rows.filter({ hasText: s.issue.title })).toHaveCount(0);
  expect(await statusOf(api, issueApiPath)).toBe(404);
});

/**
 * Reporters and guests may still get an actions menu (copy reference, new related issue, and
 * for reporters close/reopen), but never its delete item.
 */
async function expectNoDeleteItem(page: Page, menu: string, item: string) {
  const button = page.getByRole('button', { name: menu });
  if ((await button.count()) > 0) {
    await button.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: item })).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
  await expect(page.getByText(item)).toHaveCount(0);
}

for (const role of ['reporter', 'guest'] as const) {
  test(`a ${role} sees no delete action on epics and issues`, async ({
    page,
    signIn,
    rootApi,
    epicPage,
    issuePage,
  }) => {
    const s = await seed(rootApi);
    await signIn(role);
    await epicPage.goto(s.groupPath, s.epic.iid);
    await expect(epicPage.title).toHaveText(s.epic.title);
    await expectNoDeleteItem(page, 'Epic actions', 'Delete epic');

    await issuePage.goto(s.projectPath, s.issue.iid);
    await expect(issuePage.title).toHaveText(s.issue.title);
    await expectNoDeleteItem(page, 'Issue actions', 'Delete issue');
  });
}
