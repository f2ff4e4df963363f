// Reordering the epic tree reliably (docs/decisions/epic-page.md): 30 reorders in a row (keyboard
// and drag) end in the same order in the page, on the server and after a reload.
import { dragOnto, seedTree, serverOrder } from '../fixtures/epic-tree-data.ts';
import { expect, test } from '../fixtures/test.ts';

const MOVES = 30;

test('30 reorders in a row keep the page and the server in the same order', async ({
  page,
  api,
  rootApi,
  signIn,
  epicPage,
}) => {
  test.setTimeout(240_000);
  const tree = await seedTree(rootApi, 'Reorder', {
    epics: [{ title: 'Epic A' }, { title: 'Epic B' }],
    issues: ['Issue C', 'Issue D', 'Issue E'],
  });
  await signIn('owner');
  await epicPage.goto(tree.groupPath, tree.rootIid);
  const expected = await serverOrder(api, tree);
  await expect.poll(() => epicPage.topTitles()).toEqual(expected);

  for (let i = 0; i < MOVES; i++) {
    const from = (i * 2) % expected.length;
    const title = expected[from]!;
    if (i % 6 === 5) {
      // Every sixth move is a drag: the row goes below the last row.
      const last = expected.at(-1)!;
      if (last === title) continue;
      await dragOnto(
        page,
        epicPage.row(title).getByTestId('drag-handle').first(),
        epicPage.row(last),
        0.9,
      );
      expected.splice(from, 1);
      expected.push(title);
    } else {
      const down = from === 0 || (from < expected.length - 1 && i % 2 === 0);
      await epicPage.row(title).focus();
      await page.keyboard.press(down ? 'Alt+ArrowDown' : 'Alt+ArrowUp');
      const to = down ? from + 1 : from - 1;
      [expected[from], expected[to]] = [expected[to]!, expected[from]!];
      await expect(epicPage.announcer).toHaveText(
        `${title} moved to position ${to + 1} of ${expected.length}.`,
      );
    }
    await expect
      .poll(() => epicPage.topTitles(), { message: `after move ${i + 1}` })
      .toEqual(expected);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => serverOrder(api, tree)).toEqual(expected);
  await page.reload();
  await expect.poll(() => epicPage.topTitles()).toEqual(expected);
});
