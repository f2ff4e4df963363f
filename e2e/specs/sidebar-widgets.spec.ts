// The issue sidebar's widgets (docs/decisions/sidebar-widgets.md): members edit them, the change
// persists and shows live in a second browser; guests and signed-out visitors get them read-only; a
// failed save shows the error text and reverts; pickers work from the keyboard and are axe clean.
//
// Each test seeds its own private project so the demo data other specs read is never changed.
import { CairnApi } from '../fixtures/api-client.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { epicsWithIssues } from '../fixtures/demo-data.ts';
import { DEMO_PASSWORD, demoGroups } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { SIDEBAR, SidebarWidgets } from '../pages/sidebar-widgets.ts';

async function scratchIssue(rootApi: CairnApi) {
  const s = await createScratchProject(rootApi, 'Sidebar widgets', {
    owner: ACCESS_LEVEL.owner,
    maintainer: ACCESS_LEVEL.maintainer,
    guest: ACCESS_LEVEL.guest,
  });
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${s.project.id}/issues`, {
    title: `Widgets ${s.suffix}`,
  });
  return { ...s, url: `/${s.project.path_with_namespace}/-/issues/${issue.iid}`, iid: issue.iid };
}

test('a member edits widgets; changes persist and show live in a second browser', async ({
  page,
  browser,
  baseURL,
  signIn,
  rootApi,
}) => {
  const s = await scratchIssue(rootApi);
  await signIn('owner');
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await new CairnApi(otherPage.request).signIn('maintainer', DEMO_PASSWORD);
    const mine = new SidebarWidgets(page);
    const theirs = new SidebarWidgets(otherPage);
    await page.goto(s.url);
    const live = SidebarWidgets.liveSubscription(otherPage);
    await otherPage.goto(s.url);
    expect((await live).status()).toBe(200);

    await mine.editButton('weight').click();
    await mine.widget('weight-widget').getByLabel('Weight').fill('5');
    await mine.widget('weight-widget').getByRole('button', { name: 'Set weight' }).click();
    await expect(mine.value('weight-widget')).toHaveText('5');
    await expect(theirs.value('weight-widget')).toHaveText('5');

    await mine.editButton('labels').click();
    await mine.sidebar.getByRole('button', { name: 'Create label' }).click();
    await mine.sidebar.getByLabel('Label name').fill(`  e2e-${s.suffix}  `);
    await mine.sidebar.getByRole('button', { name: 'Blue' }).click();
    await mine.sidebar.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(mine.sidebar.getByRole('option', { name: `e2e-${s.suffix}` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await mine.sidebar.getByRole('button', { name: 'Apply' }).click();
    await expect(mine.value('labels-widget')).toContainText(`e2e-${s.suffix}`);
    await expect(theirs.value('labels-widget')).toContainText(`e2e-${s.suffix}`);

    await mine.widget('assignees-widget').getByRole('button', { name: 'Assign yourself' }).click();
    await expect(mine.value('assignees-widget')).not.toContainText('None');
    const assignee = (await mine.value('assignees-widget').textContent()) ?? '';
    await expect(theirs.value('assignees-widget')).toHaveText(assignee);

    await mine.widget('todo-widget').getByRole('button', { name: 'Add a to-do' }).click();
    await expect(
      mine.widget('todo-widget').getByRole('button', { name: 'Mark as done' }),
    ).toBeVisible();

    await page.reload();
    await expect(mine.value('weight-widget')).toHaveText('5');
    await expect(mine.value('labels-widget')).toContainText(`e2e-${s.suffix}`);
    await expect(mine.value('assignees-widget')).toHaveText(assignee);
    await expect(
      mine.widget('todo-widget').getByRole('button', { name: 'Mark as done' }),
    ).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a guest and a signed-out visitor see the widgets read-only', async ({
  page,
  signIn,
  rootApi,
  api,
}) => {
  const [epic] = await epicsWithIssues(api, demoGroups.root);
  expect(epic, 'the demo workspace has a public epic with an issue').toBeDefined();
  if (!epic) return;
  const widgets = new SidebarWidgets(page);
  await page.goto(epic.issue.webPath);
  await expect(widgets.widget('labels-widget')).toBeVisible();
  await expect(widgets.sidebar.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(widgets.widget('todo-widget')).toHaveCount(0);
  await expect(widgets.widget('lock-widget')).toHaveCount(0);
  await expect(widgets.widget('notifications-widget').getByRole('switch')).toBeDisabled();

  const s = await scratchIssue(rootApi);
  await signIn('guest');
  await page.goto(s.url);
  await expect(widgets.widget('labels-widget')).toBeVisible();
  await expect(widgets.sidebar.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(widgets.widget('lock-widget')).toHaveCount(0);
  await expect(widgets.widget('confidentiality-widget').getByRole('switch')).toBeDisabled();
});

test('a failed save shows the error text and puts the value back', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await scratchIssue(rootApi);
  await signIn('owner');
  await page.route('**/api/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('SidebarIssueSetWeight')) {
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' });
    } else {
      await route.continue();
    }
  });
  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);
  await expect(widgets.value('weight-widget')).toHaveText('None');
  await widgets.editButton('weight').click();
  await widgets.widget('weight-widget').getByLabel('Weight').fill('4');
  await widgets.widget('weight-widget').getByLabel('Weight').press('Enter');
  await expect(page.getByText('Error updating issue')).toBeVisible();
  await expect(widgets.value('weight-widget')).toHaveText('None');
});

test('pickers work from the keyboard and are axe clean while open', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await scratchIssue(rootApi);
  await rootApi.rest('POST', `/projects/${s.project.id}/labels`, {
    name: `kb-${s.suffix}`,
    color: '#217645',
  });
  await signIn('owner');
  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);

  for (const title of ['assignees', 'milestone', 'epic', 'health status']) {
    await widgets.editButton(title).focus();
    await page.keyboard.press('Enter');
    await expect(widgets.sidebar.getByRole('combobox')).toBeFocused();
    expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(widgets.sidebar.getByRole('combobox')).toHaveCount(0);
  }

  await widgets.editButton('labels').focus();
  await page.keyboard.press('Enter');
  const search = widgets.sidebar.getByRole('combobox', { name: 'Search labels' });
  await expect(search).toBeFocused();
  await search.pressSequentially(`kb-${s.suffix}`);
  await expect(widgets.sidebar.getByRole('option', { name: `kb-${s.suffix}` })).toBeVisible();
  expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(widgets.value('labels-widget')).toContainText(`kb-${s.suffix}`);

  await widgets.editButton('due date').focus();
  await page.keyboard.press('Enter');
  await expect(widgets.sidebar.getByRole('textbox', { name: 'Due date' })).toBeFocused();
  expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
  await page.keyboard.press('Escape');
});
