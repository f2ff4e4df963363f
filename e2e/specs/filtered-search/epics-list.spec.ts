// The group epics list page: state tabs with counts, rows (reference, title link, labels, dates,
// author, child counts), sorting, keyset paging, the empty state, and a URL that reproduces it all.
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { EpicsListPage } from '../../pages/epics-list-page.ts';
import { busiestLabel, epicsMatching, expectListShows, groupLabels } from './helpers.ts';

const group = demoGroups.root;

// These specs read the demo data through the API as well as driving the page: give them time.
test.slow();

test.beforeEach(async ({ signIn }) => {
  await signIn('owner');
});

test('state tabs carry counts and switch the list', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const opened = await epicsMatching(api, group, { state: 'opened' });
  const closed = await epicsMatching(api, group, { state: 'closed' });
  await list.goto(group);
  await expect(list.tab('Open')).toHaveAttribute('aria-selected', 'true');
  await expect(list.tab('Open')).toContainText(String(opened.length));
  await expect(list.tab('Closed')).toContainText(String(closed.length));
  await expect(list.tab('All')).toContainText(String(opened.length + closed.length));
  await expectListShows(list, opened);
  await list.tab('Closed').click();
  await expect.poll(() => list.params().get('state')).toBe('closed');
  await expectListShows(list, closed);
});

test('a row shows reference, title link, dates, author, labels and child counts', async ({
  page,
}) => {
  const list = new EpicsListPage(page);
  await list.goto(group, '?state=all');
  const row = list.rows.first();
  await expect(row.getByTestId('epic-reference')).toHaveText(/^([\w/-]+)?&\d+$/);
  const href = await row.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^/groups/${group}(/[\\w-]+)*/-/epics/\\d+$`));
  await expect(row.getByTestId('epic-dates')).toHaveText(/–|No dates/);
  await expect(row.getByTestId('epic-author')).toContainText(/by/);
  await expect(row.getByTestId('child-counts').getByRole('img')).toHaveCount(2);
  await expect(row.getByTestId('child-counts').getByRole('img').first()).toHaveAttribute(
    'aria-label',
    /^Child epics: \d+ open, \d+ closed$/,
  );
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('scoped labels render in two parts', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const scoped = (await groupLabels(api, group)).find((title) => title.includes('::'));
  expect(scoped, 'the demo group has scoped labels').toBeDefined();
  if (!scoped) return;
  await list.goto(group, `?state=all&label_name[]=${encodeURIComponent(scoped)}`);
  const badge = list.rows
    .first()
    .getByTestId('label')
    .filter({ hasText: scoped.split('::')[1] ?? '' });
  await expect(badge.first()).toHaveAttribute('aria-label', scoped);
});

test('sorting by title, both directions, kept in the URL', async ({ page }) => {
  const list = new EpicsListPage(page);
  await list.goto(group, '?state=all&per_page=50');
  await list.bar.sortButton.click();
  await page.getByRole('menuitem', { name: 'Title' }).click();
  await expect.poll(() => list.params().get('sort')).toBe('TITLE_ASC');
  const ascending = await list.shownTitles();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await list.bar.root.getByRole('button', { name: 'Sort direction: Ascending' }).click();
  await expect.poll(() => list.params().get('sort')).toBe('TITLE_DESC');
  await expect.poll(async () => (await list.shownTitles())[0]).not.toBe(ascending[0]);
  await page.reload();
  await expect(list.bar.sortButton).toHaveText('Title');
  await expect(
    list.bar.root.getByRole('button', { name: 'Sort direction: Descending' }),
  ).toBeVisible();
});

test('paging forward and back by cursor, 20 or 50 a page', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const all = await epicsMatching(api, group);
  expect(all.length, 'the demo group has more than one page of epics').toBeGreaterThan(20);
  await list.goto(group, '?state=all');
  const first = await list.shownPaths();
  expect(first).toHaveLength(20);
  await list.nextButton.click();
  await expect(list.pageNumber).toHaveText('Page 2');
  expect(list.params().get('next')).toBeTruthy();
  const second = await list.shownPaths();
  expect(second.filter((path) => first.includes(path))).toEqual([]);
  // A link to page 2 reproduces it.
  await page.reload();
  expect(await list.shownPaths()).toEqual(second);
  await list.previousButton.click();
  await expect(list.pageNumber).toHaveText('Page 1');
  expect(await list.shownPaths()).toEqual(first);
  await list.perPage.selectOption('50');
  await expect.poll(() => list.params().get('per_page')).toBe('50');
  expect((await list.shownPaths()).length).toBe(Math.min(all.length, 50));
});

test('filters in a link reproduce the view, and an empty result says so', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const label = await busiestLabel(api, group);
  const query = new URLSearchParams([
    ['state', 'all'],
    ['label_name[]', label],
    ['sort', 'TITLE_ASC'],
  ]);
  await list.goto(group, `?${query}`);
  await expect(list.bar.tokenNamed(`Label is ~${label}`)).toBeVisible();
  await expect(list.bar.sortButton).toHaveText('Title');
  await expect(list.tab('All')).toHaveAttribute('aria-selected', 'true');
  await expectListShows(list, await epicsMatching(api, group, { labelName: [label] }));

  await list.goto(group, '?search=zz-no-epic-has-this-title');
  await expect(list.emptyState).toContainText('Sorry, your filter produced no results');
  await expect(list.tab('Open')).toContainText('0');
});
