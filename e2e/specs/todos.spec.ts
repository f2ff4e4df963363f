// To-dos: being assigned creates a to-do that shows in the top bar's badge at once,
// without a reload; the to-do list marks it done. The spec seeds its own private project.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { IssuePage } from '../pages/issue-page.ts';
import { TodosPage } from '../pages/todos-page.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

const pendingCount = async (name: string | null) => Number(/(\d+) pending/.exec(name ?? '')?.[1]);

test('an assignment shows in the to-do badge live, and the to-do list marks it done', async ({
  page,
  signIn,
  rootApi,
  topBar,
}) => {
  const { suffix, project } = await createScratchProject(rootApi, 'Todo badge', {
    reporter: ACCESS_LEVEL.reporter,
  });
  const title = `Please review ${suffix}`;
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${project.id}/issues`, {
    title,
  });
  const [reporter] = await rootApi.rest<{ id: number }[]>('GET', '/users?username=reporter');

  await signIn('reporter');
  const todos = new TodosPage(page);
  const subscribed = page.waitForResponse(
    (r) =>
      r.request().headers()['accept'] === 'text/event-stream' &&
      (r.request().postData() ?? '').includes('currentUserTodosUpdated'),
  );
  await todos.goto();
  await expect(todos.heading).toBeVisible();
  await subscribed;
  const before = await pendingCount(await topBar.todosLink.getAttribute('aria-label'));

  await rootApi.rest('PUT', `/projects/${project.id}/issues/${issue.iid}`, {
    assignee_ids: [reporter!.id],
  });
  await expect(topBar.todosLink).toHaveAccessibleName(
    `To-Do List, ${before + 1} pending ${before + 1 === 1 ? 'item' : 'items'}`,
  );
  await expect(todos.row(title)).toContainText('assigned you');
  expect(await seriousViolations(page)).toEqual([]);

  await todos.markDone(title).click();
  await expect(todos.row(title)).toHaveCount(0);
  await expect(topBar.todosLink).toHaveAccessibleName(
    `To-Do List, ${before} pending ${before === 1 ? 'item' : 'items'}`,
  );
  await todos.doneTab.click();
  await expect(todos.row(title)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the to-do list shows its empty state and marks everything done', async ({
  page,
  signIn,
  api,
}) => {
  await signIn('guest');
  const todos = new TodosPage(page);
  await todos.goto();
  await expect(todos.heading).toBeVisible();
  if ((await todos.rows.count()) > 0) await todos.markAllDone.click();
  await expect(
    page.getByText("Good job! Looks like you don't have anything left on your To-Do List"),
  ).toBeVisible();
  const counts = await api.rest<{ todos: number }>('GET', '/user_counts');
  expect(counts.todos).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('signed-in users land on a dashboard of assigned issues, to-dos and recent items', async ({
  page,
  signIn,
  rootApi,
}) => {
  const { suffix, project } = await createScratchProject(rootApi, 'Dashboard', {
    developer: ACCESS_LEVEL.developer,
  });
  const title = `Fix the login ${suffix}`;
  const [developer] = await rootApi.rest<{ id: number }[]>('GET', '/users?username=developer');
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${project.id}/issues`, {
    title,
    assignee_ids: [developer!.id],
  });
  await signIn('developer');
  await page.goto('/');
  const assigned = page.getByRole('list', { name: 'Issues assigned to you' });
  await expect(assigned.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending to-do items' })).toContainText(title);
  expect(await seriousViolations(page)).toEqual([]);

  await assigned.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/-/issues/${issue.iid}$`));
  // The visit is recorded once the issue page has its data.
  await expect(new IssuePage(page).title).toContainText(title);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('list', { name: 'Recently viewed items' }).getByRole('link', { name: title }),
  ).toBeVisible();
});
