// The discussion (docs/decisions/discussion.md): comments, threads, reactions, internal notes, the
// locked text, the filter remembered per user, the secret warning (comment and description),
// comments arriving live in another browser, and the same discussion on an epic.
// Each test seeds its own group so the demo data other specs read is never changed.
import AxeBuilder from '@axe-core/playwright';
import {
  openDiscussionAs as openAs,
  seedDiscussion as seed,
} from '../fixtures/discussion-world.ts';
import { expect, test } from '../fixtures/test.ts';
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { DiscussionSection } from '../pages/discussion.ts';
import { EpicPage } from '../pages/epic-page.ts';
import { IssuePage } from '../pages/issue-page.ts';

test('comment, reply, edit, resolve, react and delete', async ({ browser, rootApi }) => {
  const s = await seed(rootApi, 'Discussion flow');
  const { context, page, discussion } = await openAs(browser, 'owner', s.projectPath, s.issue.iid);
  try {
    await discussion.addComment('First thoughts');
    await expect(discussion.thread('First thoughts')).toBeVisible();
    // The issue's only thread (its text changes when it is edited below).
    const thread = discussion.root.getByTestId('thread').first();
    await expect(discussion.composer).toHaveValue('');

    await thread.getByRole('button', { name: 'Reply' }).click();
    await thread.getByRole('textbox', { name: 'Reply to comment' }).fill('A reply');
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(discussion.comment('A reply')).toBeVisible();

    // The thread's first comment (its text changes while it is edited).
    const first = thread.getByRole('article').first();
    await first.getByRole('button', { name: 'Edit comment' }).click();
    await first.getByRole('textbox', { name: 'Edit comment' }).fill('Second thoughts');
    await first.getByRole('button', { name: 'Save comment' }).click();
    await expect(discussion.comment('Second thoughts')).toContainText('(edited)');

    const edited = discussion.thread('Second thoughts');
    await edited.getByRole('button', { name: 'Resolve thread' }).click();
    await expect(edited.getByText('Thread resolved')).toBeVisible();
    await edited.getByRole('button', { name: 'Unresolve thread' }).click();
    await expect(edited.getByText('Thread resolved')).toHaveCount(0);

    const reply = discussion.comment('A reply');
    await reply.getByRole('button', { name: 'Add reaction' }).click();
    await page.getByRole('menuitem', { name: 'thumbsup' }).click();
    await expect(reply.getByRole('button', { name: /thumbsup, 1/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await reply.getByRole('button', { name: 'Delete comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete comment' });
    await expect(dialog).toContainText('Are you sure you want to delete this comment?');
    await dialog.getByRole('button', { name: 'Delete comment' }).click();
    await expect(discussion.comment('A reply')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('an internal note is hidden from a guest', async ({ browser, rootApi }) => {
  const s = await seed(rootApi, 'Internal notes');
  const reporter = await openAs(browser, 'reporter', s.projectPath, s.issue.iid);
  try {
    await reporter.discussion.internalCheckbox.check();
    await reporter.discussion.addComment('Only for the team');
    await expect(reporter.discussion.comment('Only for the team')).toContainText('Internal note');
    await reporter.discussion.addComment('For everyone');
    await expect(reporter.discussion.comment('For everyone')).toBeVisible();
  } finally {
    await reporter.context.close();
  }
  const guest = await openAs(browser, 'guest', s.projectPath, s.issue.iid);
  try {
    await expect(guest.discussion.comment('For everyone')).toBeVisible();
    await expect(guest.discussion.comment('Only for the team')).toHaveCount(0);
    await expect(guest.discussion.internalCheckbox).toHaveCount(0);
  } finally {
    await guest.context.close();
  }
});

test('a locked discussion shows the locked text to a non-member', async ({ browser, rootApi }) => {
  const suffix = Date.now().toString(36);
  const group = await rootApi.rest<{ id: number }>('POST', '/groups', {
    name: `Locked ${suffix}`,
    path: `locked-${suffix}`,
    visibility: 'public',
  });
  const project = await rootApi.rest<{ id: number; path_with_namespace: string }>(
    'POST',
    '/projects',
    { name: 'Open', path: 'open', namespace_id: group.id, visibility: 'public' },
  );
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${project.id}/issues`, {
    title: 'Heated',
    discussion_locked: true,
  });
  const { context, discussion } = await openAs(
    browser,
    'outsider',
    project.path_with_namespace,
    issue.iid,
  );
  try {
    await expect(discussion.root).toContainText(
      'The discussion in this issue is locked. Only project members can comment.',
    );
    await expect(discussion.composer).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the activity filter is remembered across reloads', async ({ browser, rootApi }) => {
  const s = await seed(rootApi, 'Filter');
  await rootApi.rest('PUT', `/projects/${s.project.id}/issues/${s.issue.iid}`, {
    title: `Renamed ${s.suffix}`,
  });
  const { context, page, discussion } = await openAs(browser, 'owner', s.projectPath, s.issue.iid);
  try {
    await discussion.addComment('A plain comment');
    await expect(discussion.root.getByTestId('system-note')).toHaveCount(1);
    await discussion.chooseFilter('Show comments only');
    await expect(discussion.root.getByTestId('system-note')).toHaveCount(0);
    await page.reload();
    await expect(discussion.filter).toHaveValue('Show comments only');
    await expect(discussion.comment('A plain comment')).toBeVisible();
    await expect(discussion.root.getByTestId('system-note')).toHaveCount(0);
    await discussion.chooseFilter('Show history only');
    await expect(discussion.root.getByTestId('system-note')).toHaveCount(1);
    await expect(discussion.comment('A plain comment')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the secret warning offers Edit comment and Add comment', async ({ browser, rootApi }) => {
  const s = await seed(rootApi, 'Secrets');
  const { context, page, discussion } = await openAs(browser, 'owner', s.projectPath, s.issue.iid);
  const token = `glpat-${'a1B2c3D4e5F6g7H8i9J0'}`;
  try {
    await discussion.addComment(`my token ${token}`);
    const dialog = page.getByRole('dialog', { name: 'Warning: Potential secret detected' });
    await expect(dialog).toContainText(
      'This comment appears to have the following secret in it. Are you sure you want to add this comment?',
    );
    await dialog.getByRole('button', { name: 'Edit comment' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(discussion.composer).toHaveValue(`my token ${token}`);
    await expect(discussion.root.getByRole('article')).toHaveCount(0);

    await discussion.commentButton.click();
    await dialog.getByRole('button', { name: 'Add comment' }).click();
    await expect(discussion.comment('my token')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the secret warning guards a description too: Edit description keeps the form, Add description saves', async ({
  browser,
  rootApi,
}) => {
  const s = await seed(rootApi, 'Secret description');
  const { context, page } = await openAs(browser, 'owner', s.projectPath, s.issue.iid);
  const issuePage = new IssuePage(page);
  const token = `glpat-${'a1B2c3D4e5F6g7H8i9J0'}`;
  const stored = async () =>
    (
      await rootApi.rest<{ description: string | null }>(
        'GET',
        `/projects/${s.project.id}/issues/${s.issue.iid}`,
      )
    ).description;
  try {
    await issuePage.editButton.click();
    await issuePage.descriptionInput.fill(`Deploy with ${token}`);
    await issuePage.saveButton.click();
    const dialog = page.getByRole('dialog', { name: 'Warning: Potential secret detected' });
    await expect(dialog).toContainText(
      'This description appears to have the following secret in it. Are you sure you want to add this description?',
    );
    // The pattern's name and the token masked in the middle, never the whole token.
    await expect(dialog.getByRole('listitem')).toHaveText(
      `GitLab personal access token: glpat-${'*'.repeat(16)}i9J0`,
    );
    await expect(dialog).not.toContainText(token);
    // Two buttons, no cancel and no close button.
    await expect(dialog.getByRole('button')).toHaveText(['Edit description', 'Add description']);

    await dialog.getByRole('button', { name: 'Edit description' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(issuePage.editForm).toBeVisible();
    await expect(issuePage.descriptionInput).toHaveValue(`Deploy with ${token}`);
    expect(await stored()).toBeFalsy();

    await issuePage.saveButton.click();
    await dialog.getByRole('button', { name: 'Add description' }).click();
    await expect(issuePage.editForm).toBeHidden();
    await expect(issuePage.description).toContainText('Deploy with');
    expect(await stored()).toBe(`Deploy with ${token}`);
  } finally {
    await context.close();
  }
});

test('a comment appears in a second browser within 2 s, and the open composer is axe clean', async ({
  browser,
  rootApi,
}) => {
  const s = await seed(rootApi, 'Live comments');
  const watcher = await openAs(browser, 'reporter', s.projectPath, s.issue.iid);
  const writer = await openAs(browser, 'owner', s.projectPath, s.issue.iid);
  try {
    await writer.discussion.composer.fill('Hello from afar');
    const axe = await new AxeBuilder({ page: writer.page }).include('main').analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);
    await writer.discussion.commentButton.click();
    await expect(writer.discussion.comment('Hello from afar')).toBeVisible();
    await expect(watcher.discussion.comment('Hello from afar')).toBeVisible({ timeout: 2000 });
  } finally {
    await watcher.context.close();
    await writer.context.close();
  }
});

test("an epic has the same discussion: a comment and 'Comment & close' reach a second browser within 2 s", async ({
  browser,
  rootApi,
}) => {
  const s = await seed(rootApi, 'Epic discussion');
  const epic = await rootApi.rest<{ iid: number }>('POST', `/groups/${s.group.id}/epics`, {
    title: `Discussed epic ${s.suffix}`,
  });
  const open = async (login: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await new CairnApi(page.request).signIn(login, DEMO_PASSWORD);
    const subscribed = page.waitForResponse(
      (r) =>
        r.request().headers()['accept'] === 'text/event-stream' &&
        (r.request().postData() ?? '').includes('workItemNotesChanged'),
    );
    const epicPage = new EpicPage(page);
    await epicPage.goto(s.group.full_path, epic.iid);
    expect((await subscribed).status()).toBe(200);
    return { context, page, epicPage, discussion: new DiscussionSection(page) };
  };
  const watcher = await open('reporter');
  const writer = await open('owner');
  try {
    await writer.discussion.addComment('Epic thoughts');
    await expect(writer.discussion.comment('Epic thoughts')).toBeVisible();
    await expect(watcher.discussion.comment('Epic thoughts')).toBeVisible({ timeout: 2000 });

    await writer.discussion.composer.fill('Done here');
    await writer.discussion.root.getByRole('button', { name: 'Comment & close' }).click();
    await expect(writer.epicPage.stateBadge).toContainText('Closed');
    await expect(watcher.discussion.comment('Done here')).toBeVisible({ timeout: 2000 });
    await expect(watcher.epicPage.stateBadge).toContainText('Closed', { timeout: 2000 });
  } finally {
    await watcher.context.close();
    await writer.context.close();
  }
});
