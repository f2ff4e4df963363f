// Which token types the dropdown offers: unique tokens disappear once used (author and label
// repeat), and the reaction token exists only for a signed-in user.
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { EpicsListPage } from '../../pages/epics-list-page.ts';
import { groupMilestones } from './helpers.ts';

const group = demoGroups.root;
const SIGNED_IN_TYPES = [
  'Author',
  'Label',
  'Milestone',
  'Confidential',
  'Epic',
  'Group',
  'My reaction',
];

// These specs read the demo data through the API as well as driving the page: give them time.
test.slow();

test('signed in, every token type is offered, the reaction token included', async ({
  page,
  signIn,
}) => {
  await signIn('developer');
  const list = new EpicsListPage(page);
  await list.goto(group);
  expect(await list.bar.typeTitles()).toEqual(SIGNED_IN_TYPES);
});

test('signed out, there is no reaction token, even from a URL', async ({ page }) => {
  const list = new EpicsListPage(page);
  await list.goto(group, '?my_reaction_emoji=thumbsup&confidential=false');
  await expect(list.bar.tokenNamed('Confidential is No')).toBeVisible();
  await expect(list.bar.token('my_reaction_emoji')).toHaveCount(0);
  // Confidential is unique and already used; the reaction token does not exist at all.
  expect(await list.bar.typeTitles()).toEqual(
    SIGNED_IN_TYPES.filter((t) => t !== 'My reaction' && t !== 'Confidential'),
  );
});

test('unique tokens leave the list once used; author and label stay', async ({
  page,
  signIn,
  api,
}) => {
  await signIn('owner');
  const list = new EpicsListPage(page);
  const [milestone] = await groupMilestones(api, group);
  await list.goto(group);
  await list.bar.addTokenByMouse('Confidential', null, 'Yes');
  await list.bar.addTokenByMouse('My reaction', 'is', 'Any');
  if (milestone !== undefined) await list.bar.addTokenByMouse('Milestone', null, milestone);
  await list.bar.addTokenByMouse('Label', 'is', 'No Label');
  const left = await list.bar.typeTitles();
  expect(left).not.toContain('Confidential');
  expect(left).not.toContain('My reaction');
  if (milestone !== undefined) expect(left).not.toContain('Milestone');
  expect(left).toEqual(expect.arrayContaining(['Author', 'Label', 'Epic', 'Group']));

  // Removing a unique token offers it again.
  await list.bar
    .tokenNamed('Confidential is Yes')
    .getByRole('button', { name: /^Remove/ })
    .click();
  expect(await list.bar.typeTitles()).toContain('Confidential');
});

test('a label can repeat and "No Label" is offered first', async ({ page, signIn }) => {
  await signIn('owner');
  const list = new EpicsListPage(page);
  await list.goto(group);
  await list.bar.focus();
  await list.bar.option(/^Label/).click();
  await list.bar.suggestions.getByRole('option', { name: 'is', exact: true }).click();
  await expect(list.bar.options.first()).toHaveText(/No Label/);
  await list.bar.options.first().click();
  await list.bar.addTokenByMouse('Label', 'is not', 'No Label');
  await expect(list.bar.tokens).toHaveCount(2);
  await list.bar.submit();
  await expect.poll(() => list.params().getAll('label_name[]')).toEqual(['No Label']);
  expect(list.params().getAll('not[label_name][]')).toEqual(['No Label']);
});
