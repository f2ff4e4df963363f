// Recent searches: kept in local storage per group under '<path>-epics-recent-searches', newest
// first, without duplicates, at most 5; picking one applies it; they can be cleared; broken or
// unusable storage gives the catalogue messages.
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { EpicsListPage } from '../../pages/epics-list-page.ts';

const group = demoGroups.root;
const storageKey = `${group}-epics-recent-searches`;

/** A new search: the bar keeps the previous one, so it is cleared first. */
async function search(list: EpicsListPage, text: string) {
  if (await list.bar.clearButton.isVisible()) {
    await list.bar.clearButton.click();
    await expect.poll(() => list.params().get('search')).toBeNull();
  }
  await list.bar.input.fill(text);
  await list.bar.input.press('Enter');
  await expect.poll(() => list.params().get('search')).toBe(text);
}

// Each search is a round trip through the URL and the API: give these specs time.
test.slow();

test('searches are remembered newest first, de-duplicated and capped at 5', async ({ page }) => {
  const list = new EpicsListPage(page);
  await list.goto(group);
  for (const text of ['alpha', 'beta', 'alpha', 'gamma', 'delta', 'epsilon', 'zeta']) {
    await search(list, text);
  }
  await list.bar.openHistory();
  await expect(list.bar.recentSearches).toHaveText(['zeta', 'epsilon', 'delta', 'gamma', 'alpha']);
  const stored = await page.evaluate((key) => localStorage.getItem(key), storageKey);
  expect(JSON.parse(stored ?? '[]')).toHaveLength(5);
});

test('picking a recent search applies it, with its tokens', async ({ page }) => {
  const list = new EpicsListPage(page);
  await list.goto(group);
  await list.bar.addTokenByMouse('Confidential', null, 'No');
  await list.bar.input.fill('roadmap');
  await list.bar.submit();
  await expect.poll(() => list.params().get('confidential')).toBe('false');
  await list.bar.clearButton.click();
  await expect.poll(() => list.params().get('confidential')).toBeNull();

  await list.bar.openHistory();
  await list.bar.recentSearches.first().click();
  await expect(list.bar.tokenNamed('Confidential is No')).toBeVisible();
  await expect.poll(() => list.params().get('confidential')).toBe('false');
  expect(list.params().get('search')).toBe('roadmap');
});

test('the history is kept per group and can be cleared', async ({ page }) => {
  const list = new EpicsListPage(page);
  await list.goto(group);
  await search(list, 'kept');
  await page.reload();
  await list.bar.openHistory();
  await expect(list.bar.recentSearches).toHaveText(['kept']);
  await page.getByRole('menuitem', { name: 'Clear recent searches' }).click();
  await list.bar.openHistory();
  await expect(list.bar.recentSearches).toHaveCount(0);
  await expect(page.getByText("You don't have any recent searches")).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
});

test('unparsable storage: "An error occurred while parsing recent searches"', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '{not json'), storageKey);
  const list = new EpicsListPage(page);
  await list.goto(group);
  await list.bar.openHistory();
  await expect(page.getByText('An error occurred while parsing recent searches')).toBeVisible();
  await expect(list.bar.recentSearches).toHaveCount(0);
});

test('unusable storage: "Recent Searches Service is unavailable"', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  const list = new EpicsListPage(page);
  await list.goto(group);
  await search(list, 'still works');
  await list.bar.openHistory();
  await expect(page.getByText('Recent Searches Service is unavailable')).toBeVisible();
});
