// Comments edited, resolved, reacted to and deleted in one browser show in another
// within 2 s, without a reload (workItemNotesChanged).
import { openDiscussionAs, seedDiscussion } from '../fixtures/discussion-world.ts';
import { expect, test } from '../fixtures/test.ts';

test('edits, resolutions, reactions and deletions reach a second browser within 2 s', async ({
  browser,
  rootApi,
}) => {
  const s = await seedDiscussion(rootApi, 'Live edits');
  const writer = await openDiscussionAs(browser, 'owner', s.projectPath, s.issue.iid);
  const watcher = await openDiscussionAs(browser, 'reporter', s.projectPath, s.issue.iid);
  const live = { timeout: 2000 };
  try {
    const mine = writer.discussion;
    const theirs = watcher.discussion;
    await mine.addComment('Draft idea');
    const thread = mine.root.getByTestId('thread').first();
    await thread.getByRole('button', { name: 'Reply' }).click();
    await thread.getByRole('textbox', { name: 'Reply to comment' }).fill('Second voice');
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(theirs.comment('Second voice')).toBeVisible(live);

    const first = thread.getByRole('article').first();
    await first.getByRole('button', { name: 'Edit comment' }).click();
    await first.getByRole('textbox', { name: 'Edit comment' }).fill('Final idea');
    await first.getByRole('button', { name: 'Save comment' }).click();
    await expect(mine.comment('Final idea')).toContainText('(edited)');
    await expect(theirs.comment('Final idea')).toContainText('(edited)', live);

    await mine.thread('Final idea').getByRole('button', { name: 'Resolve thread' }).click();
    await expect(mine.thread('Final idea').getByText('Thread resolved')).toBeVisible();
    await expect(theirs.thread('Final idea').getByText('Thread resolved')).toBeVisible(live);

    const reply = mine.comment('Second voice');
    await reply.getByRole('button', { name: 'Add reaction' }).click();
    await writer.page.getByRole('menuitem', { name: 'thumbsup' }).click();
    await expect(
      theirs.comment('Second voice').getByRole('button', { name: /thumbsup, 1/ }),
    ).toBeVisible(live);

    await reply.getByRole('button', { name: 'Delete comment' }).click();
    const dialog = writer.page.getByRole('dialog', { name: 'Delete comment' });
    await dialog.getByRole('button', { name: 'Delete comment' }).click();
    await expect(mine.comment('Second voice')).toHaveCount(0);
    await expect(theirs.comment('Second voice')).toHaveCount(0, live);
  } finally {
    await watcher.context.close();
    await writer.context.close();
  }
});
