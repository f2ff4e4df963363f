// Building each token type with the mouse alone: the type, the operator (when offered) and the
// value are clicked in the suggestion dropdown, and the search button submits.
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

test('author and label, then the search button', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const author = await busiestAuthor(api, group);
  const label = await busiestLabel(api, group);
  await list.bar.addTokenByMouse('Author', 'is', `@${author}`);
  await list.bar.addTokenByMouse('Label', 'is', label);
  await expect(list.bar.tokens).toHaveCount(2);
  await list.bar.submit();
  await expect.poll(() => list.params().get('author_username')).toBe(author);
  expect(list.params().getAll('label_name[]')).toEqual([label]);
  await expectListShows(
    list,
    await epicsMatching(api, group, { authorUsername: author, labelName: [label] }),
  );
});

test('milestone, confidential and my reaction', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const [milestone] = await groupMilestones(api, group);
  // The demo workspace always has milestones: a missing one is a failure, not a reason to skip.
  if (milestone === undefined) throw new Error('the demo group has no milestones');
  await list.bar.addTokenByMouse('Milestone', null, milestone);
  await list.bar.addTokenByMouse('Confidential', null, 'No');
  await list.bar.addTokenByMouse('My reaction', 'is not', 'None');
  await expect(list.bar.tokenNamed('My reaction is not None')).toBeVisible();
  await list.bar.submit();
  await expect.poll(() => list.params().get('milestone_title')).toBe(milestone);
  expect(list.params().get('confidential')).toBe('false');
  expect(list.params().get('not[my_reaction_emoji]')).toBe('None');
  await expectListShows(
    list,
    await epicsMatching(api, group, {
      milestoneTitle: milestone,
      confidential: false,
      not: { myReactionEmoji: 'None' },
    }),
  );
});

test('epic, then group', async ({ page, api }) => {
  const list = new EpicsListPage(page);
  const own = (await epicsMatching(api, group)).filter((e) =>
    e.path.startsWith(`/groups/${group}/-/`),
  );
  const epic = own[0];
  if (!epic) throw new Error('the demo group has no epics of its own');
  await list.bar.addTokenByMouse('Epic', null, epic.title);
  await expect(list.bar.token('epic_iid')).toContainText(`&${epic.iid}::${epic.title}`);
  await list.bar.submit();
  await expect.poll(() => list.params().get('epic_iid')).toBe(epic.iid);
  await expectListShows(list, await epicsMatching(api, group, { iid: epic.iid }));

  const [subgroup] = await subgroupPaths(api, group);
  if (!subgroup) throw new Error('the demo group has no subgroups');
  await list.bar
    .tokenNamed(/^Epic is/)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await list.bar.addTokenByMouse('Group', null, subgroup);
  await list.bar.submit();
  await expect.poll(() => list.params().get('group_path')).toBe(subgroup);
  expect(list.params().get('epic_iid')).toBeNull();
  await expectListShows(list, await epicsMatching(api, subgroup));
});

test('a token is edited by clicking it and removed with its button', async ({ page }) => {
  const list = new EpicsListPage(page);
  await list.bar.addTokenByMouse('Confidential', null, 'Yes');
  await list.bar.tokenEditButton('Confidential is Yes').click();
  await expect(list.bar.draft).toHaveAttribute('data-token-type', 'confidential');
  await list.bar.option('No').click();
  await expect(list.bar.tokenNamed('Confidential is No')).toBeVisible();
  await list.bar
    .tokenNamed('Confidential is No')
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(list.bar.tokens).toHaveCount(0);
});
