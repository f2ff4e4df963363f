// Planning a roadmap without a mouse (docs/decisions/accessibility.md): filter, sort, change the
// range, expand a parent, open a popover and follow its link, open an epic and come back, asserting
// focus and what the live region announces at every step; the same at 320 px.
import type { Page } from '@playwright/test';
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { FilteredSearchBar } from '../../pages/filtered-search-bar.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';
import {
  announced,
  focused,
  hasFocus,
  recordAnnouncements,
  tabTo,
} from '../../support/keyboard.ts';

test.describe.configure({ timeout: 300_000 });

const PARENT = 'Customer platform 2.0';
const CHILD = 'Unified identity and single sign-on';
const BLOCKED = 'Session management overhaul';
/** A small window loads fewer epics per page, so more may remain. */
const SHOWING_EPICS = /^Showing \d+ epics(, scroll down for more)?$/;

async function planWithKeyboard(page: Page) {
  const roadmap = new RoadmapPage(page);
  const filter = new FilteredSearchBar(page);
  const treegrid = roadmap.treegrid;
  await roadmap.goto(demoGroups.root);
  await roadmap.waitForRow(PARENT);
  await recordAnnouncements(page);
  /** The messages announced since the last call. */
  let seen = 0;
  const next = async () => {
    const all = await announced(page);
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  };
  const expectAnnounced = async (message: string | RegExp) => {
    await expect
      .poll(async () => (await next()).some((text) => text.match(message)), { timeout: 15_000 })
      .toBe(true);
  };
  /** The new page's title, once it is set, is among the fresh announcements. */
  const expectTitleAnnounced = async () => {
    const from = seen;
    await expect
      .poll(async () => (await announced(page)).slice(from).includes(await page.title()), {
        timeout: 15_000,
      })
      .toBe(true);
    seen = (await announced(page)).length;
  };

  // Filter: type a search and press Enter; the new count is announced.
  await tabTo(page, filter.input);
  await page.keyboard.type(BLOCKED);
  await page.keyboard.press('Enter');
  await expect(roadmap.rows).toHaveCount(1);
  await expectAnnounced(/^Showing 1 epic$/);

  // Popover: one tab stop into the grid, Right to the blocked-by count, Tab into the popover.
  await tabTo(page, roadmap.row(BLOCKED));
  await expect(roadmap.row(BLOCKED)).toHaveAttribute('aria-level', '1');
  await page.keyboard.press('ArrowRight');
  await expect(roadmap.row(BLOCKED).getByTestId('epic-title')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const blockedBy = roadmap.row(BLOCKED).getByTestId('blocked-by-icon');
  await expect(blockedBy).toBeFocused();
  await expect(blockedBy).toHaveAttribute('aria-expanded', 'true');
  const popover = page.getByTestId('blocking-popover');
  await expect(popover.getByTestId('linked-item')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(blockedBy).toHaveAttribute('aria-expanded', 'false');
  await expect(blockedBy).toBeFocused();
  // Focus again opens it; Tab reaches its first link; following it opens the item's page.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(popover.getByTestId('linked-item')).toHaveCount(3);
  await page.keyboard.press('Tab');
  const link = focused(page);
  await expect(link).toHaveRole('link');
  expect(await link.evaluate((el) => Boolean(el.closest('[data-testid="blocking-popover"]')))).toBe(
    true,
  );
  const linkTitle = (await link.textContent())?.trim() ?? '';
  await page.keyboard.press('Enter');
  const heading = page.locator('main h1');
  await expect(heading).toBeFocused();
  await expect(heading).toContainText(linkTitle);
  await expectTitleAnnounced();

  // Come back: the roadmap's heading takes focus and its title is announced.
  await page.goBack();
  await roadmap.waitForRow(BLOCKED);
  await expect(heading).toBeFocused();
  await expectTitleAnnounced();

  // Clear the filter with the keyboard; the full count is announced.
  await tabTo(page, filter.clearButton);
  await page.keyboard.press('Enter');
  await roadmap.waitForRow(PARENT);
  await expectAnnounced(SHOWING_EPICS);

  // Sort: the direction toggle re-sorts and announces.
  const direction = page.getByRole('button', { name: /^Sort direction: / });
  await tabTo(page, direction);
  await page.keyboard.press('Enter');
  await expectAnnounced(SHOWING_EPICS);

  // Range: the Settings drawer, a new date range, Escape returns focus to Settings.
  await tabTo(page, roadmap.settingsButton);
  await page.keyboard.press('Enter');
  await expect(roadmap.drawer).toBeVisible();
  const range = roadmap.drawer.locator('input[aria-label="Date range"]');
  await tabTo(page, range);
  const threeYears = page.getByRole('option', { name: 'Within 3 years' });
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await threeYears.getAttribute('data-combobox-selected').catch(() => null)) !== null) break;
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => roadmap.searchParams().get('timeframe_range_type')).toBe('THREE_YEARS');
  await page.keyboard.press('Escape');
  await expect(roadmap.drawer).toBeHidden();
  await expect(roadmap.settingsButton).toBeFocused();
  await expectAnnounced(SHOWING_EPICS);

  // Expand a parent: Home goes to the first row, arrows find the parent, Right expands it.
  await tabTo(page, treegrid.locator('[role="row"][tabindex="0"]'));
  await page.keyboard.press('Home');
  for (let step = 0; step < 80 && !(await hasFocus(roadmap.row(PARENT))); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  const parent = roadmap.row(PARENT);
  await expect(parent).toBeFocused();
  await expect(parent).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(parent).toHaveAttribute('aria-expanded', 'true');
  await roadmap.waitForRow(CHILD);
  await page.keyboard.press('ArrowDown');
  const firstChild = treegrid.locator('[role="row"]:focus');
  await expect(firstChild).toHaveAttribute('aria-level', '2');
  await expect(firstChild).toHaveAttribute('aria-posinset', '1');
  await expect(firstChild).toHaveAttribute('data-child-epic', 'true');
  // Left on a collapsed child goes to its parent.
  await page.keyboard.press('ArrowLeft');
  await expect(parent).toBeFocused();

  // One tab stop: Tab from a row leaves the grid.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('[role="treegrid"]'))),
  ).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(parent).toBeFocused();

  // Open the epic with Enter, then come back.
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  await expect(heading).toContainText(PARENT);
  await expectTitleAnnounced();
  await page.goBack();
  await roadmap.waitForRow(PARENT);
  await expect(heading).toBeFocused();
}

test('a roadmap can be planned with the keyboard alone', async ({ page, signIn }) => {
  await signIn('owner');
  await planWithKeyboard(page);
});

test('the same at 320 px wide (400% zoom)', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn('owner');
  await planWithKeyboard(page);
});
