import type { CairnApi } from '../fixtures/api-client.ts';
import { epicsWithIssues } from '../fixtures/demo-data.ts';
import { DEMO_PASSWORD, demoGroups } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { IssuePage } from '../pages/issue-page.ts';
import { NewIssuePage } from '../pages/new-issue-page.ts';
import { CairnApi as Api } from '../fixtures/api-client.ts';
import { seriousViolations } from '../support/axe.ts';

const CONFLICT =
  "Someone edited the issue at the same time you did. Review the issue and make sure you don't unintentionally overwrite their changes.";
const MERGED =
  'Your changes were merged with the changes someone else saved to this issue at the same time.';

/** A private scratch project (owner, maintainer, guest) with one issue created by root. */
async function scratchIssue(rootApi: CairnApi, description = 'one\ntwo\nthree') {
  const s = await createScratchProject(rootApi, 'Issue page', {
    owner: ACCESS_LEVEL.owner,
    maintainer: ACCESS_LEVEL.maintainer,
    guest: ACCESS_LEVEL.guest,
  });
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${s.project.id}/issues`, {
    title: `Scratch ${s.suffix}`,
    description,
  });
  return { ...s, path: s.project.path_with_namespace, iid: issue.iid };
}

test('the owner creates an issue from the list and edits its title and description', async ({
  page,
  signIn,
  rootApi,
  issuePage,
}) => {
  const s = await scratchIssue(rootApi);
  await signIn('owner');
  await page.goto(`/${s.path}/-/issues`);
  await page.getByRole('main').getByRole('link', { name: 'New issue' }).click();
  const form = new NewIssuePage(page);
  await expect(form.createButton).toBeDisabled();
  await form.titleInput.fill(`Created ${s.suffix}`);
  await form.descriptionInput.fill('Made in the browser');
  await form.createButton.click();
  await expect(page).toHaveURL(new RegExp(`/${s.path}/-/issues/2$`));
  await expect(issuePage.title).toHaveText(`Created ${s.suffix}`);

  await issuePage.editButton.click();
  await expect(issuePage.descriptionInput).toHaveValue('Made in the browser');
  await issuePage.titleInput.fill(`Edited ${s.suffix}`);
  await issuePage.descriptionInput.fill('Made in the browser, then edited');
  await issuePage.saveButton.click();
  await expect(issuePage.editForm).toBeHidden();
  await expect(issuePage.title).toHaveText(`Edited ${s.suffix}`);
  await expect(issuePage.description).toContainText('Made in the browser, then edited');
});

test('a template fills the new issue description (the demo ships Bug and Feature proposal, and acme a group template)', async ({
  page,
  signIn,
  api,
}) => {
  await signIn('owner');
  const [epic] = await epicsWithIssues(api, demoGroups.root);
  const projectPath = epic?.issue.webPath.split('/-/')[0]?.slice(1);
  expect(projectPath, 'the demo has a project issue under an epic').toBeTruthy();
  const form = new NewIssuePage(page);
  await form.goto(projectPath ?? '');
  await expect(form.templateSelect.locator('option')).toHaveText([
    'No template',
    'Bug',
    'Feature proposal',
    'Support request',
  ]);
  await expect(form.templateSelect.locator('optgroup').last()).toHaveAttribute('label', 'Acme');
  await form.templateSelect.selectOption('Bug');
  await expect(form.descriptionInput).toHaveValue(/^## Summary/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('concurrent edits from two browsers merge when disjoint and warn when they overlap', async ({
  page,
  browser,
  baseURL,
  signIn,
  rootApi,
  issuePage,
}) => {
  // Two browsers and two rounds of edits: over a minute on a loaded 2-core machine.
  test.slow();
  const s = await scratchIssue(rootApi);
  await signIn('owner');
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await new Api(otherPage.request).signIn('maintainer', DEMO_PASSWORD);
    const theirs = new IssuePage(otherPage);

    // Both open the form on the same version; they change line one, we change line three.
    await issuePage.goto(s.path, s.iid);
    await issuePage.editButton.click();
    await theirs.goto(s.path, s.iid);
    await theirs.editButton.click();
    await theirs.descriptionInput.fill('ONE\ntwo\nthree');
    await theirs.saveButton.click();
    await expect(theirs.editForm).toBeHidden();
    await issuePage.descriptionInput.fill('one\ntwo\nTHREE');
    await issuePage.saveButton.click();
    await expect(page.getByText(MERGED)).toBeVisible();
    await expect(issuePage.editForm).toBeHidden();
    const merged = await rootApi.rest<{ description: string }>(
      'GET',
      `/projects/${s.project.id}/issues/${s.iid}`,
    );
    expect(merged.description).toBe('ONE\ntwo\nTHREE');

    // Now both change line two: a true overlap asks us, keeping our text.
    await page.reload();
    await issuePage.editButton.click();
    await theirs.goto(s.path, s.iid);
    await theirs.editButton.click();
    await theirs.descriptionInput.fill('ONE\nTheirs\nTHREE');
    await theirs.saveButton.click();
    await expect(theirs.editForm).toBeHidden();
    await issuePage.descriptionInput.fill('ONE\nMine\nTHREE');
    await issuePage.saveButton.click();
    await expect(page.getByText(CONFLICT)).toBeVisible();
    await expect(issuePage.descriptionInput).toHaveValue('ONE\nMine\nTHREE');
    await page.getByRole('button', { name: 'View the other version' }).click();
    await expect(page.getByLabel('The other version')).toContainText('Theirs');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await other.close();
  }
});

/** A scratch issue that an open issue blocks. */
async function blockedIssue(rootApi: CairnApi) {
  const s = await scratchIssue(rootApi);
  const blocker = await rootApi.rest<{ iid: number }>('POST', `/projects/${s.project.id}/issues`, {
    title: `Blocker ${s.suffix}`,
  });
  await rootApi.rest('POST', `/projects/${s.project.id}/issues/${s.iid}/links`, {
    target_project_id: s.project.id,
    target_issue_iid: blocker.iid,
    link_type: 'is_blocked_by',
  });
  return s;
}

const BLOCKED_CLOSE = 'Are you sure you want to close this blocked issue?';

// The actions only: axe runs in the test below (two full scans here took this test past its
// 60 s budget on a loaded machine, timing out at whichever step came last).
test('the owner closes a blocked issue through the modal, locks it, makes it confidential and copies its reference', async ({
  page,
  context,
  signIn,
  rootApi,
  issuePage,
}) => {
  const s = await blockedIssue(rootApi);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn('owner');
  await issuePage.goto(s.path, s.iid);
  await expect(issuePage.stateBadge).toHaveText('Open');

  await page.getByRole('button', { name: 'Close issue' }).click();
  const dialog = page.getByRole('dialog', { name: BLOCKED_CLOSE });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(issuePage.stateBadge).toHaveText('Open');
  await page.getByRole('button', { name: 'Close issue' }).click();
  await dialog.getByRole('button', { name: 'Yes, close issue' }).click();
  await expect(dialog).toBeHidden();
  await expect(issuePage.stateBadge).toHaveText('Closed');
  await expect(page.getByRole('button', { name: 'Reopen issue' })).toBeVisible();

  await issuePage.chooseAction('Lock discussion');
  await expect(page.getByText('Issue locked.')).toBeVisible();
  await issuePage.chooseAction('Turn on confidentiality');
  await expect(page.getByText('Confidentiality turned on.')).toBeVisible();
  await issuePage.chooseAction('Copy reference');
  await expect(page.getByText('Reference copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${s.path}#${s.iid}`);

  const saved = await rootApi.rest<{
    state: string;
    discussion_locked: boolean;
    confidential: boolean;
  }>('GET', `/projects/${s.project.id}/issues/${s.iid}`);
  expect(saved).toMatchObject({ state: 'closed', discussion_locked: true, confidential: true });
});

test('axe: a blocked issue with its close and delete confirmations open, and its edit form', async ({
  page,
  signIn,
  rootApi,
  issuePage,
}) => {
  test.slow();
  const s = await blockedIssue(rootApi);
  await signIn('owner');
  await issuePage.goto(s.path, s.iid);
  await page.getByRole('button', { name: 'Close issue' }).click();
  const dialog = page.getByRole('dialog', { name: BLOCKED_CLOSE });
  await expect(dialog.getByRole('button', { name: 'Yes, close issue' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await issuePage.chooseAction('Delete issue');
  const deleting = page.getByRole('dialog', { name: 'Delete issue' });
  await expect(deleting.getByRole('button', { name: 'Delete issue' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await deleting.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleting).toBeHidden();
  await issuePage.editButton.click();
  await expect(issuePage.titleInput).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a guest gets no edit or write action; a signed-out visitor gets no control', async ({
  page,
  signIn,
  api,
  rootApi,
  issuePage,
}) => {
  const s = await scratchIssue(rootApi);
  await signIn('guest');
  await issuePage.goto(s.path, s.iid);
  await expect(issuePage.title).toHaveText(`Scratch ${s.suffix}`);
  await expect(issuePage.editButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close issue' })).toHaveCount(0);
  await issuePage.actionsButton.click();
  // A guest who is not the author may still report abuse: anyone signed in but the author may.
  await expect(page.getByRole('menuitem')).toHaveText([
    'New related issue',
    'Copy reference',
    'Report abuse',
  ]);
  await page.keyboard.press('Escape');

  await api.signOut();
  const [epic] = await epicsWithIssues(api, demoGroups.root);
  await page.goto(epic?.issue.webPath ?? '/');
  await expect(issuePage.title).toHaveText(epic?.issue.title ?? '');
  await expect(issuePage.editButton).toHaveCount(0);
  await expect(issuePage.actionsButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Close|Reopen) issue$/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
