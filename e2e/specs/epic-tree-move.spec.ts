// Moving children between parents of the epic tree: drag an issue into a
// collapsed epic (hovering 1 s expands it), an epic into an epic, reload; injected failures
// roll back with their error texts; Escape cancels a drag.
import AxeBuilder from '@axe-core/playwright';
import type { Route } from '@playwright/test';
import { dragOnto, seedTree } from '../fixtures/epic-tree-data.ts';
import { expect, test } from '../fixtures/test.ts';

const ORDER_FAILED = 'Something went wrong while ordering item.';
const MOVE_FAILED = 'Something went wrong while moving item.';

/** Answers every epicTreeReorder with an error list; other GraphQL goes through. */
async function failReorders(route: Route) {
  const body = route.request().postData() ?? '';
  if (!body.includes('epicTreeReorder')) return route.fallback();
  return route.fulfill({
    json: { data: { epicTreeReorder: { clientMutationId: null, errors: ['Injected failure'] } } },
  });
}

const REORDER = `mutation E2eReorder($input: EpicTreeReorderInput!) {
  epicTreeReorder(input: $input) { errors } }`;
const TREE_IDS = `query E2eTreeIds($fullPath: ID!, $iid: ID!) {
  group(fullPath: $fullPath) { epic(iid: $iid) { id children { nodes { id } } } } }`;

test('drag into other parents, hover-expand, reload; failures roll back; Escape cancels', async ({
  page,
  api,
  rootApi,
  signIn,
  epicPage,
}) => {
  test.setTimeout(180_000);
  const tree = await seedTree(rootApi, 'Tree moves', {
    epics: [{ title: 'Epic A', withChild: 'Epic A1' }, { title: 'Epic B' }],
    issues: ['Issue C', 'Issue D'],
  });
  await signIn('owner');
  await epicPage.goto(tree.groupPath, tree.rootIid);
  await expect.poll(() => epicPage.topTitles()).toEqual(['Epic A', 'Epic B', 'Issue C', 'Issue D']);
  const epicA = epicPage.row('Epic A');
  await expect(epicA).toHaveAttribute('aria-expanded', 'false');

  // Issue C held over the middle of collapsed Epic A for over a second: A expands; the drop puts
  // C inside A.
  await dragOnto(
    page,
    epicPage.row('Issue C').getByTestId('drag-handle').first(),
    epicA,
    0.5,
    1400,
  );
  await expect(epicA).toHaveAttribute('aria-expanded', 'true');
  await expect(epicPage.row('Epic A1')).toHaveAttribute('aria-level', '2');
  await expect(epicPage.row('Issue C')).toHaveAttribute('aria-level', '2');
  await expect.poll(() => epicPage.topTitles()).toEqual(['Epic A', 'Epic B', 'Issue D']);

  // Epic B into Epic A (A is expanded now, so B lands in A's list).
  await dragOnto(page, epicPage.row('Epic B').getByTestId('drag-handle').first(), epicA, 0.5);
  await expect(epicPage.row('Epic B')).toHaveAttribute('aria-level', '2');
  await expect.poll(() => epicPage.topTitles()).toEqual(['Epic A', 'Issue D']);

  await page.reload();
  await expect.poll(() => epicPage.topTitles()).toEqual(['Epic A', 'Issue D']);
  await page.getByRole('button', { name: 'Expand Epic A' }).click();
  for (const title of ['Epic A1', 'Epic B', 'Issue C']) {
    await expect(epicPage.row(title)).toHaveAttribute('aria-level', '2');
  }

  // Escape during a drag cancels it: nothing moves.
  const handle = epicPage.row('Issue D').getByTestId('drag-handle').first();
  const box = await handle.boundingBox();
  const target = await epicPage.row('Epic A').locator(':scope > div').first().boundingBox();
  if (!box || !target) throw new Error('rows not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + 40, target.y + target.height * 0.1, { steps: 12 });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect.poll(() => epicPage.topTitles()).toEqual(['Epic A', 'Issue D']);

  // Injected failures: a reorder and a move are undone with their error texts.
  await page.route('**/api/graphql', failReorders);
  await epicPage.row('Epic A').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('alert')).toHaveText(ORDER_FAILED);
  await expect.poll(() => epicPage.topTitles()).toEqual(['Epic A', 'Issue D']);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await dragOnto(
    page,
    epicPage.row('Issue D').getByTestId('drag-handle').first(),
    epicPage.row('Epic B'),
    0.5,
  );
  await expect(page.getByRole('alert')).toHaveText(MOVE_FAILED);
  await expect(epicPage.row('Issue D')).toHaveAttribute('aria-level', '1');
  await expect.poll(() => epicPage.topTitles()).toEqual(['Epic A', 'Issue D']);
  await page.unroute('**/api/graphql', failReorders);
  await page.getByRole('button', { name: 'Dismiss' }).click();

  // A form under a child epic, with the tree expanded: axe finds nothing serious.
  await page.getByRole('button', { name: 'Actions for Epic B' }).click();
  await page.getByRole('menuitem', { name: 'Add an existing issue' }).click();
  await expect(epicPage.row('Epic B').getByLabel('Issue references or URLs')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // A guest sees no controls, and the API refuses the guest's reorder.
  await signIn('guest');
  await page.reload();
  await expect.poll(() => epicPage.topTitles()).toEqual(['Epic A', 'Issue D']);
  await expect(epicPage.children.getByTestId('drag-handle')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await expect(epicPage.addMenu).toHaveCount(0);
  const ids = await api.graphql<{
    group: { epic: { id: string; children: { nodes: { id: string }[] } } };
  }>(TREE_IDS, { fullPath: tree.groupPath, iid: String(tree.rootIid) });
  const [child] = ids.group.epic.children.nodes;
  await expect(
    api.graphql(REORDER, {
      input: {
        baseEpicId: ids.group.epic.id,
        moved: { id: child!.id, newParentId: ids.group.epic.id },
      },
    }),
  ).rejects.toThrow(/permission/i);
});
