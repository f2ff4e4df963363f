// Suggestions: loaded from the API as the user types, the signed-in user preloaded in the author
// token, 'No matches found' / 'No suggestions found', and the exact alert of each failing fetch
// (failures forced by intercepting the request).
import type { Page } from '@playwright/test';
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { EpicsListPage } from '../../pages/epics-list-page.ts';
import { busiestLabel, failGraphqlOperation } from './helpers.ts';

const group = demoGroups.root;

// These specs read the demo data through the API as well as driving the page: give them time.
test.slow();

test.beforeEach(async ({ signIn }) => {
  await signIn('reporter');
});

test('the signed-in user is the first author suggestion', async ({ page }) => {
  const list = new EpicsListPage(page);
  await list.goto(group);
  await list.bar.addTokenByMouse('Author', 'is', '@reporter');
  await expect(list.bar.tokenNamed('Author is @reporter')).toBeVisible();
  await list.bar.focus();
  await list.bar.option(/^Author/).click();
  await list.bar.suggestions.getByRole('option', { name: 'is', exact: true }).click();
  await expect(list.bar.options.first()).toContainText('@reporter');
});

test('label suggestions follow the typed text, via the labels endpoint', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const label = await busiestLabel(api, group);
  await list.goto(group);
  await list.bar.addTokenByMouse('Label', 'is', 'No Label');
  await list.bar.focus();
  await list.bar.option(/^Label/).click();
  await list.bar.suggestions.getByRole('option', { name: 'is', exact: true }).click();
  const request = page.waitForRequest(
    (r) => r.url().includes('/-/labels.json') && r.url().includes('search='),
  );
  await page.keyboard.type(label.slice(0, 4));
  expect(new URL((await request).url()).searchParams.get('search')).toBe(label.slice(0, 4));
  await expect(list.bar.option(label).first()).toBeVisible();
  for (const text of await list.bar.optionTexts()) {
    expect(text.toLowerCase()).toContain(label.slice(0, 4).toLowerCase());
  }
});

test('"No matches found" for a search that finds nothing', async ({ page }) => {
  const list = new EpicsListPage(page);
  await list.goto(group);
  await list.bar.focus();
  await list.bar.option(/^Milestone/).click();
  await page.keyboard.type('zz-no-such-milestone');
  await expect(list.bar.emptySuggestions).toHaveText('No matches found');
});

test('"No suggestions found" when there is nothing to offer', async ({ page }) => {
  await page.route('**/-/milestones.json*', (route) => route.fulfill({ json: [] }));
  const list = new EpicsListPage(page);
  await list.goto(group);
  await list.bar.focus();
  await list.bar.option(/^Milestone/).click();
  await expect(list.bar.emptySuggestions).toHaveText('No suggestions found');
});

const failures = [
  {
    // The token opens on the latest labels (fetched with an empty search).
    title: 'Label',
    operator: 'is',
    message: 'There was a problem fetching latest labels.',
    fail: (page: Page) =>
      page.route('**/-/labels.json*', (route) => route.fulfill({ status: 500, body: 'down' })),
  },
  {
    title: 'Milestone',
    operator: null,
    message: 'There was a problem fetching milestones.',
    fail: (page: Page) => page.route('**/-/milestones.json*', (route) => route.abort()),
  },
  {
    title: 'My reaction',
    operator: 'is',
    message: 'There was a problem fetching emoji.',
    fail: (page: Page) =>
      page.route('**/-/autocomplete/award_emojis*', (route) =>
        route.fulfill({ status: 503, body: '' }),
      ),
  },
  {
    title: 'Author',
    operator: 'is',
    message: 'There was a problem fetching users.',
    fail: (page: Page) => failGraphqlOperation(page, 'filteredSearchAutocompleteUsers'),
  },
  {
    title: 'Epic',
    operator: null,
    message: 'There was a problem fetching epics.',
    fail: (page: Page) => failGraphqlOperation(page, 'filteredSearchEpics'),
  },
] as const;

for (const { title, operator, message, fail } of failures) {
  test(`a failing ${title.toLowerCase()} fetch raises '${message}'`, async ({ page }) => {
    await fail(page);
    const list = new EpicsListPage(page);
    await list.goto(group);
    await list.bar.focus();
    await list.bar.option(new RegExp(`^${title}`)).click();
    if (operator)
      await list.bar.suggestions.getByRole('option', { name: operator, exact: true }).click();
    await expect(list.bar.alerts).toHaveText(message);
    await list.bar.alerts.getByRole('button', { name: 'Dismiss' }).click();
    await expect(list.bar.alerts).toHaveCount(0);
  });
}

test("a failing typed label search raises 'There was a problem fetching labels.'", async ({
  page,
}) => {
  // Only searches fail: the latest labels (no search parameter) still load.
  await page.route('**/-/labels.json*', (route) =>
    new URL(route.request().url()).searchParams.get('search')
      ? route.fulfill({ status: 500, body: 'down' })
      : route.continue(),
  );
  const list = new EpicsListPage(page);
  await list.goto(group);
  await list.bar.focus();
  await list.bar.option(/^Label/).click();
  const latest = page.waitForResponse(
    (r) => r.url().includes('/-/labels.json') && !new URL(r.url()).searchParams.has('search'),
  );
  await list.bar.suggestions.getByRole('option', { name: 'is', exact: true }).click();
  expect((await latest).ok()).toBe(true);
  await expect(list.bar.alerts).toHaveCount(0);
  await page.keyboard.type('pri');
  await expect(list.bar.alerts).toHaveText('There was a problem fetching labels.');
});
