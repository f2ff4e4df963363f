// Read failures (docs/decisions/sidebar-widgets.md): a field of the page's query that fails alone
// (its resolver failed: the field null, an error at its path) fails its widget, not the page. The
// widget shows its read-failure text where its value would be and in the collapsed gutter; every
// other widget and the page show as usual. An error in a field no widget can name still fails the
// whole page.
import { seriousViolations } from '../support/axe.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { SIDEBAR, SidebarWidgets } from '../pages/sidebar-widgets.ts';

/** Each widget (by test id) shows its read-failure text, as an alert, where its value would be. */
async function expectTexts(widgets: SidebarWidgets, texts: Record<string, string>) {
  for (const [testId, text] of Object.entries(texts)) {
    await expect(widgets.value(testId).getByRole('alert')).toHaveText(text);
  }
}

test('issue page: failed health status, milestone, iteration and epic show their read-failure texts', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await createScratchProject(rootApi, 'Read failures', { owner: ACCESS_LEVEL.owner });
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${s.project.id}/issues`, {
    title: `Readable ${s.suffix}`,
    labels: 'kept',
  });
  await signIn('owner');
  const widgets = new SidebarWidgets(page);
  await widgets.failFields(
    'IssueDetails',
    ['project', 'issue'],
    ['healthStatus', 'milestone', 'iteration', 'epic'],
  );
  await page.goto(`/${s.project.path_with_namespace}/-/issues/${issue.iid}`);

  await expect(page.getByTestId('page-title')).toHaveText(`Readable ${s.suffix}`);
  await expectTexts(widgets, {
    'health-widget': 'An error occurred while fetching the health status.',
    'milestone-widget': 'Failed to fetch the milestone for this issue. Please try again.',
    'iteration-widget': 'Failed to fetch the iteration for this issue. Please try again.',
    'epic-widget': 'Failed to fetch the epic for this issue. Please try again.',
  });
  await expect(widgets.value('labels-widget')).toContainText('kept');
  expect(await seriousViolations(page, SIDEBAR)).toEqual([]);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(
    widgets.sidebar.getByRole('button', {
      name: 'Milestone: An error occurred while fetching the assigned milestone of the selected issue.',
    }),
  ).toBeVisible();
});

test('epic page: failed dates, health, parent, ancestors, colour and confidentiality show their read-failure texts', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await createScratchProject(rootApi, 'Read failures', { owner: ACCESS_LEVEL.owner });
  const epic = await rootApi.rest<{ iid: number }>('POST', `/groups/${s.group.id}/epics`, {
    title: `Readable ${s.suffix}`,
    due_date_is_fixed: true,
    due_date_fixed: '2030-02-01',
  });
  await signIn('owner');
  const widgets = new SidebarWidgets(page, 'Epic details');
  await widgets.failFields(
    'EpicDetails',
    ['group', 'epic'],
    ['startDateFixed', 'parent', 'ancestors', 'color', 'confidential', 'healthStatus'],
  );
  await page.goto(`/groups/${s.group.full_path}/-/epics/${epic.iid}`);

  await expect(page.getByTestId('page-title')).toHaveText(`Readable ${s.suffix}`);
  await expectTexts(widgets, {
    'start-date-widget': 'Something went wrong while fetching details',
    'health-widget': 'An error occurred while fetching the health status.',
    'parent-widget': 'Failed to fetch the parent for this epic. Please try again.',
    'ancestors-widget': 'An error occurred while fetching ancestors',
    'color-widget': 'Error fetching epic color.',
    'confidentiality-widget': 'Something went wrong while getting epic confidentiality status.',
  });
  await expect(widgets.value('due-date-widget')).toContainText('Feb 1, 2030');
  expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
});

test('an error in a field no widget names fails the whole page, as before', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await createScratchProject(rootApi, 'Read failures', { owner: ACCESS_LEVEL.owner });
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${s.project.id}/issues`, {
    title: `Unreadable ${s.suffix}`,
  });
  await signIn('owner');
  await new SidebarWidgets(page).failFields('IssueDetails', ['project', 'issue'], ['labels']);
  await page.goto(`/${s.project.path_with_namespace}/-/issues/${issue.iid}`);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`Unreadable ${s.suffix}`)).toHaveCount(0);
});
