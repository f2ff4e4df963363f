// Building each token type with the keyboard alone (arrows, typing, Enter), on the epics list.
// Every token is checked three ways: the pill it leaves, the URL parameter it writes, and the
// epics shown (the API's answer for the same argument).
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { EpicsListPage } from '../../pages/epics-list-page.ts';
import {
  busiestAuthor,
  busiestLabel,
  epicsMatching,
  expectListShows,
  groupMilestones,
  subgroupPaths,
} from './helpers.ts';

const group = demoGroups.root;

// These specs read the demo data through the API as well as driving the page: give them time.
test.slow();

test.beforeEach(async ({ signIn, page }) => {
  await signIn('owner');
  await new EpicsListPage(page).goto(group, '?state=all');
});

test('author: the type by arrows, = typed, a user picked with Enter', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const author = await busiestAuthor(api, group);
  await list.bar.input.focus();
  await page.keyboard.press('ArrowDown');
  await expect(list.bar.option(/^Author/)).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(list.bar.draft).toHaveAttribute('data-token-type', 'author');
  await page.keyboard.type('=');
  await page.keyboard.type(author);
  await expect(list.bar.option(`@${author}`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(list.bar.tokenNamed(`Author is @${author}`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.params().get('author_username')).toBe(author);
  await expectListShows(list, await epicsMatching(api, group, { authorUsername: author }));
});

test('label: "Label:" starts the token, the label is found by typing', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const label = await busiestLabel(api, group);
  await list.bar.input.focus();
  await page.keyboard.type('Label:');
  await expect(list.bar.draft).toHaveAttribute('data-token-type', 'label');
  await page.keyboard.type(`=${label}`);
  await list.bar.highlight(list.bar.option(label).first());
  await page.keyboard.press('Enter');
  await expect(list.bar.tokenNamed(`Label is ~${label}`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.params().getAll('label_name[]')).toEqual([label]);
  await expectListShows(list, await epicsMatching(api, group, { labelName: [label] }));
});

test('milestone: one operator, so typing goes straight to the value', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const [milestone] = await groupMilestones(api, group);
  expect(milestone, 'the demo group has milestones').toBeDefined();
  await list.bar.addTokenByKeyboard('Milestone', null, milestone ?? '');
  await expect(list.bar.tokenNamed(`Milestone is %${milestone}`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.params().get('milestone_title')).toBe(milestone);
  await expectListShows(list, await epicsMatching(api, group, { milestoneTitle: milestone }));
});

test('confidential: Yes', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  await list.bar.addTokenByKeyboard('Confidential', null, 'Yes');
  await expect(list.bar.tokenNamed('Confidential is Yes')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.params().get('confidential')).toBe('true');
  await expectListShows(list, await epicsMatching(api, group, { confidential: true }));
});

test('epic: found by its reference and shown as &iid::title', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const own = (await epicsMatching(api, group)).filter((e) =>
    e.path.startsWith(`/groups/${group}/-/`),
  );
  const epic = own[0];
  expect(epic, 'the demo group has epics of its own').toBeDefined();
  if (!epic) return;
  await list.bar.addTokenByKeyboard('Epic', null, `&${epic.iid}`, epic.title);
  const pill = list.bar.token('epic_iid');
  await expect(pill).toContainText(`&${epic.iid}::${epic.title}`);
  await page.keyboard.press('Enter');
  await expect.poll(() => list.params().get('epic_iid')).toBe(epic.iid);
  await expectListShows(list, await epicsMatching(api, group, { iid: epic.iid }));
  // Read back from the URL (iid only), the pill still shows the title.
  await page.reload();
  await expect(list.bar.token('epic_iid')).toContainText(`&${epic.iid}::${epic.title}`);
});

test('group: a subgroup, searched after the 500 ms debounce', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const [subgroup] = await subgroupPaths(api, group);
  expect(subgroup, 'the demo group has subgroups').toBeDefined();
  if (!subgroup) return;
  const name = subgroup.split('/').pop() ?? subgroup;
  await list.bar.addTokenByKeyboard('Group', null, name, subgroup);
  await expect(list.bar.token('group_path')).toContainText(subgroup);
  await page.keyboard.press('Enter');
  await expect.poll(() => list.params().get('group_path')).toBe(subgroup);
  await expectListShows(list, await epicsMatching(api, subgroup));
});

test('my reaction: signed in, the emoji list and the special values', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  await list.bar.addTokenByKeyboard('My reaction', '=', 'Any');
  await expect(list.bar.tokenNamed('My reaction is Any')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.params().get('my_reaction_emoji')).toBe('Any');
  await expectListShows(list, await epicsMatching(api, group, { myReactionEmoji: 'Any' }));
});

test('Backspace edits the last token and Escape closes the suggestions', async ({ page }) => {
  const list = new EpicsListPage(page);
  await list.bar.addTokenByKeyboard('Confidential', null, 'No');
  await expect(list.bar.tokenNamed('Confidential is No')).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(list.bar.tokenNamed('Confidential is No')).toHaveCount(0);
  await expect(list.bar.draft).toHaveAttribute('data-token-type', 'confidential');
  await expect(list.bar.input).toHaveValue('false');
  await expect(list.bar.input).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(list.bar.input).toHaveAttribute('aria-expanded', 'false');
});
