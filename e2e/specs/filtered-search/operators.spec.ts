// Negation (!=) and OR (||): the not[...] / or[...] URL parameters and the API arguments.
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { EpicsListPage } from '../../pages/epics-list-page.ts';
import {
  busiestAuthor,
  busiestLabel,
  epicsMatching,
  expectListShows,
  groupLabels,
} from './helpers.ts';

const group = demoGroups.root;

// These specs read the demo data through the API as well as driving the page: give them time.
test.slow();

test.beforeEach(async ({ signIn, page }) => {
  await signIn('owner');
  await new EpicsListPage(page).goto(group, '?state=all');
});

test('label != typed with the keyboard writes not[label_name][]', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const label = await busiestLabel(api, group);
  await list.bar.addTokenByKeyboard('Label', '!=', label);
  await expect(list.bar.tokenNamed(`Label is not ~${label}`)).toBeVisible();
  await expect(list.bar.token('label')).toHaveAttribute('data-operator', '!=');
  await page.keyboard.press('Enter');
  await expect.poll(() => list.params().getAll('not[label_name][]')).toEqual([label]);
  const expected = await epicsMatching(api, group, { not: { labelName: [label] } });
  const all = await epicsMatching(api, group);
  expect(expected.length).toBeLessThan(all.length);
  await expectListShows(list, expected);
});

test('author != picked with the mouse writes not[author_username]', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const author = await busiestAuthor(api, group);
  await list.bar.addTokenByMouse('Author', 'is not', `@${author}`);
  await list.bar.submit();
  await expect.poll(() => list.params().get('not[author_username]')).toBe(author);
  await expectListShows(list, await epicsMatching(api, group, { not: { authorUsername: author } }));
});

test('label || is a multi-select: each value picked gets a check mark', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const labels = (await groupLabels(api, group)).slice(0, 2);
  expect(labels).toHaveLength(2);
  const [first = '', second = ''] = labels;
  await list.bar.focus();
  await list.bar.option(/^Label/).click();
  await list.bar.suggestions.getByRole('option', { name: 'is one of', exact: true }).click();
  await list.bar.option(first).first().click();
  await expect(list.bar.option(first).first()).toHaveAttribute('aria-selected', 'true');
  await list.bar.option(second).first().click();
  await expect(list.bar.option(second).first()).toHaveAttribute('aria-selected', 'true');
  await list.bar.submit();
  await expect(list.bar.tokens).toHaveCount(2);
  await expect(list.bar.tokenNamed(`Label is one of ~${first}`)).toBeVisible();
  await expect.poll(() => list.params().getAll('or[label_name][]')).toEqual([first, second]);
  await expectListShows(
    list,
    await epicsMatching(api, group, { or: { labelNames: [first, second] } }),
  );
});

test('author || typed with the keyboard writes or[author_username][]', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const author = await busiestAuthor(api, group);
  await list.bar.addTokenByKeyboard('Author', '||', author, `@${author}`);
  // An OR token stays open for more values: Enter with nothing highlighted finishes it.
  await expect(list.bar.option(`@${author}`).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(list.bar.tokenNamed(`Author is one of @${author}`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.params().getAll('or[author_username][]')).toEqual([author]);
  await expectListShows(
    list,
    await epicsMatching(api, group, { or: { authorUsernames: [author] } }),
  );
});

test('negated and OR parameters in a link reproduce the view', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const label = await busiestLabel(api, group);
  const author = await busiestAuthor(api, group);
  const query = new URLSearchParams([
    ['state', 'all'],
    ['not[label_name][]', label],
    ['or[author_username][]', author],
  ]);
  await list.goto(group, `?${query}`);
  await expect(list.bar.tokenNamed(`Label is not ~${label}`)).toBeVisible();
  await expect(list.bar.tokenNamed(`Author is one of @${author}`)).toBeVisible();
  await expectListShows(
    list,
    await epicsMatching(api, group, {
      not: { labelName: [label] },
      or: { authorUsernames: [author] },
    }),
  );
});
