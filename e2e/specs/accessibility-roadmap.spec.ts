// axe on the roadmap, the epics list and the group page, signed out and signed in, with the
// settings drawer and a popover open: no serious or critical violation
// (docs/decisions/accessibility.md).
import type { Page } from '@playwright/test';
import { demoGroups } from '../fixtures/demo.ts';
import { expect, test } from '../fixtures/test.ts';
import { EpicsListPage } from '../pages/epics-list-page.ts';
import { RoadmapPage } from '../pages/roadmap-page.ts';
import { seriousViolations } from '../support/axe.ts';

test.describe.configure({ timeout: 150_000 });

const BLOCKED = 'Session management overhaul';

async function checkPages(page: Page) {
  const roadmap = new RoadmapPage(page);
  await roadmap.goto(demoGroups.root, `?search=${encodeURIComponent(BLOCKED)}`);
  await roadmap.waitForRow(BLOCKED);
  expect(await seriousViolations(page), 'roadmap').toEqual([]);

  // A blocking popover open (by keyboard focus), then a bar's popover.
  const blockedBy = roadmap.row(BLOCKED).getByTestId('blocked-by-icon');
  await blockedBy.focus();
  await expect(page.getByTestId('blocking-popover').getByTestId('linked-item')).toHaveCount(3);
  expect(await seriousViolations(page), 'roadmap with the blocking popover').toEqual([]);
  await roadmap.bar(BLOCKED).focus();
  await expect(page.getByTestId('epic-bar-popover')).toBeVisible();
  await expect(page.getByTestId('blocking-popover')).toBeHidden();
  expect(await seriousViolations(page), 'roadmap with a bar popover').toEqual([]);
  await page.keyboard.press('Escape');

  await roadmap.openSettings();
  expect(await seriousViolations(page), 'roadmap with the settings drawer').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(roadmap.settingsButton).toBeFocused();

  const epics = new EpicsListPage(page);
  await epics.goto(demoGroups.root);
  await expect(epics.list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page), 'epics list').toEqual([]);

  await page.goto(`/groups/${demoGroups.root}`);
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page), 'group page').toEqual([]);
}

test('roadmap, epics list and group page signed out: no serious or critical violations', async ({
  page,
}) => {
  await checkPages(page);
});

test('the same pages signed in', async ({ page, signIn }) => {
  await signIn('owner');
  await checkPages(page);
});

test('at 320 px the roadmap reflows: bars visible, the page no wider than the window', async ({
  page,
}) => {
  for (const width of [320, 640]) {
    await page.setViewportSize({ width, height: 700 });
    const roadmap = new RoadmapPage(page);
    await roadmap.goto(demoGroups.root);
    await roadmap.waitForRow('Customer platform 2.0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBe(width);
    const scroller = await roadmap.scroller.boundingBox();
    const bar = await roadmap.bar('Customer platform 2.0').boundingBox();
    expect(scroller && bar && bar.x < scroller.x + scroller.width, 'a bar is in view').toBe(true);
    expect(await seriousViolations(page), `${width} px`).toEqual([]);
  }
});

// Every layout, progress shown, with and without a label token in the filter bar, then child
// bars: the whole page (bar and token names contain their visible text).
test('every layout with progress and a label token: no serious or critical violations', async ({
  page,
  signIn,
}) => {
  await signIn('owner');
  const roadmap = new RoadmapPage(page);
  for (const [range, layout] of [
    ['CURRENT_QUARTER', 'WEEKS'],
    ['CURRENT_YEAR', 'MONTHS'],
    ['THREE_YEARS', 'QUARTERS'],
  ] as const) {
    const settings = `?timeframe_range_type=${range}&layout=${layout}&show_progress=true`;
    for (const filter of ['&label_name[]=team::backend', '']) {
      await roadmap.goto(demoGroups.root, settings + filter);
      await expect(page.getByTestId('epic-bar').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('filtered-search-token')).toHaveCount(filter ? 1 : 0);
      await expect(page.getByTestId('epic-bar-percentage').first()).toBeVisible();
      expect(await seriousViolations(page), `${layout}${filter}`).toEqual([]);
    }
  }
  // Quarters over three years with the first epic expanded: child bars too.
  await roadmap.row('Customer platform 2.0').getByRole('button', { name: 'Expand' }).click();
  await roadmap.waitForRow('Unified identity and single sign-on');
  expect(await seriousViolations(page), 'QUARTERS, expanded').toEqual([]);
});
