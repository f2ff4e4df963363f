// Saved roadmap views (docs/decisions/roadmap-saved-views.md): a reporter saves a private and a
// shared view of a scratch group's roadmap; a guest opening their URLs sees the shared one and not
// the private one; choosing a view restores its filters and preset; rename and delete; axe with the
// picker and the save dialog open.
import { CairnApi } from '../../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../../fixtures/demo.ts';
import { seriousViolations } from '../../support/axe.ts';
import { ACCESS_LEVEL, createScratchProject } from '../../fixtures/scratch-project.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';
import { RoadmapViewPicker } from '../../pages/roadmap-view-picker.ts';

test.describe.configure({ timeout: 180_000 });

const SLOW = { timeout: 20_000 };
const MONTHS = '?timeframe_range_type=CURRENT_YEAR&layout=MONTHS&label_name[]=Backend';
const QUARTERS = '?timeframe_range_type=THREE_YEARS&layout=QUARTERS';

const viewIdOf = (url: string) => new URL(url).searchParams.get('view');

test('save, share, open as another member, apply, rename and delete saved views', async ({
  browser,
  page,
  signIn,
  rootApi,
}) => {
  const { group } = await createScratchProject(rootApi, 'Saved views', {
    reporter: ACCESS_LEVEL.reporter,
    guest: ACCESS_LEVEL.guest,
  });
  await rootApi.rest('POST', `/groups/${group.id}/labels`, { name: 'Backend', color: '#428bca' });
  const dated = { start_date_is_fixed: true, start_date_fixed: '2026-11-02' };
  const due = { due_date_is_fixed: true, due_date_fixed: '2026-12-15' };
  await rootApi.rest('POST', `/groups/${group.id}/epics`, {
    title: 'Backend work',
    labels: 'Backend',
    ...dated,
    ...due,
  });
  await rootApi.rest('POST', `/groups/${group.id}/epics`, {
    title: 'Other work',
    ...dated,
    ...due,
  });

  await signIn('reporter');
  const roadmap = new RoadmapPage(page);
  const picker = new RoadmapViewPicker(page);

  // A private view of the label filter by months.
  await roadmap.goto(group.full_path, MONTHS);
  await roadmap.waitForRow('Backend work');
  await expect(roadmap.row('Other work')).toHaveCount(0);
  await expect(picker.button).toHaveAccessibleName('Roadmap view');
  await picker.save('Backend months');
  await expect(picker.button).toHaveAccessibleName('Roadmap view: Backend months', SLOW);
  const privateId = viewIdOf(page.url());
  expect(privateId).toMatch(/^\d+$/);

  // A shared view of every epic by quarters.
  await roadmap.goto(group.full_path, QUARTERS);
  await roadmap.waitForRow('Other work');
  // axe on the picker, its open menu and the dialog (the bars and filter tokens around them are
  // the roadmap's and the filter bar's, checked by their own specs).
  await picker.open();
  expect(await seriousViolations(page, '[data-testid="roadmap-views-bar"]')).toEqual([]);
  expect(await seriousViolations(page, '[data-testid="roadmap-view-menu"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await picker.action('Save view…');
  await expect(picker.nameDialog.getByRole('heading', { name: 'Save view' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await picker.submitName('Team quarters', true);
  await expect(picker.button).toHaveAccessibleName('Roadmap view: Team quarters', SLOW);
  const sharedId = viewIdOf(page.url());
  expect(await picker.names()).toEqual(['Team quarters', 'Backend months']);

  // The guest sees the shared view at its URL, and not the private one.
  const context = await browser.newContext();
  try {
    const guestPage = await context.newPage();
    await new CairnApi(guestPage.request).signIn('guest', DEMO_PASSWORD);
    const guestRoadmap = new RoadmapPage(guestPage);
    const guestPicker = new RoadmapViewPicker(guestPage);
    await guestRoadmap.goto(group.full_path, `?view=${sharedId}`);
    await expect(guestPicker.button).toHaveAccessibleName('Roadmap view: Team quarters', SLOW);
    await expect(guestPage).toHaveURL(/layout=QUARTERS/);
    await guestRoadmap.waitForRow('Other work');
    expect(await guestPicker.names()).toEqual(['Team quarters']);

    await guestRoadmap.goto(group.full_path, `?view=${privateId}`);
    await expect(guestPicker.alert).toHaveText(
      "This view does not exist or you don't have permission to see it.",
      SLOW,
    );
    await expect(guestPicker.button).toHaveAccessibleName('Roadmap view');
  } finally {
    await context.close();
  }

  // Changing the state marks the view modified; choosing the private view restores its state.
  await roadmap.openSettings();
  await roadmap.chooseDateRange('This year');
  await page.keyboard.press('Escape');
  await expect(picker.modified).toBeVisible(SLOW);
  await picker.open();
  expect(await seriousViolations(page, '[data-testid="roadmap-views-bar"]')).toEqual([]);
  expect(await seriousViolations(page, '[data-testid="roadmap-view-menu"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await picker.choose('Backend months');
  await expect(page).toHaveURL(/layout=MONTHS/);
  await expect(page).toHaveURL(/label_name/);
  await expect(picker.modified).toHaveCount(0);
  await roadmap.waitForRow('Backend work');
  await expect(roadmap.row('Other work')).toHaveCount(0);

  // Rename, then delete after confirming.
  await picker.action('Rename view…');
  await picker.submitName('Backend by month');
  await expect(picker.button).toHaveAccessibleName('Roadmap view: Backend by month', SLOW);
  await picker.action('Delete view…');
  const confirm = page.getByRole('dialog', { name: 'Delete view' });
  await expect(confirm).toContainText('Delete the view “Backend by month”?');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Delete view' }).click();
  await expect(picker.button).toHaveAccessibleName('Roadmap view', SLOW);
  expect(viewIdOf(page.url())).toBeNull();
  expect(await picker.names()).toEqual(['Team quarters']);
});
