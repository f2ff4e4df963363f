import type { Browser, Page } from '@playwright/test';
import { CairnApi } from '../fixtures/api-client.ts';
import { ACCESS_LEVEL } from '../fixtures/scratch-project.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { expect, test } from '../fixtures/test.ts';
import { IssuePage } from '../pages/issue-page.ts';
import { expectNotFound } from '../pages/not-found.ts';

/**
 * Root submits an issue as spam from the actions menu; a developer of the project and
 * a signed-out visitor then get the 404 page for it and no longer find it in the project's issue
 * list or a search; root marks it as not spam (from the mobile menu) and it is back for them.
 */

/** A public group (developer is a member) and project with one issue by root. */
async function publicIssue(rootApi: CairnApi) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const group = await rootApi.rest<{ id: number }>('POST', '/groups', {
    name: `Spam ${suffix}`,
    path: `spam-${suffix}`,
    visibility: 'public',
  });
  const [developer] = await rootApi.rest<{ id: number }[]>('GET', '/users?username=developer');
  await rootApi.rest('POST', `/groups/${group.id}/members`, {
    user_id: developer!.id,
    access_level: ACCESS_LEVEL.developer,
  });
  const project = await rootApi.rest<{ id: number; path_with_namespace: string }>(
    'POST',
    '/projects',
    { name: 'Tracker', path: 'tracker', namespace_id: group.id, visibility: 'public' },
  );
  const title = `Cheap pills ${suffix}`;
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${project.id}/issues`, {
    title,
  });
  return { projectId: project.id, path: project.path_with_namespace, iid: issue.iid, title };
}

type Seeded = Awaited<ReturnType<typeof publicIssue>>;

/** A developer's and a signed-out visitor's own pages. */
async function others(browser: Browser) {
  const viewers: { name: string; page: Page; api: CairnApi }[] = [];
  for (const name of ['developer', 'signed out']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const api = new CairnApi(page.request);
    if (name === 'developer') await api.signIn('developer', DEMO_PASSWORD);
    viewers.push({ name, page, api });
  }
  return viewers;
}

/** Whether each viewer finds the issue: its page, the project's issue list and a search. */
async function expectFound(viewers: Awaited<ReturnType<typeof others>>, s: Seeded, found: boolean) {
  for (const { name, page, api } of viewers) {
    await test.step(`${name}: ${found ? 'finds' : 'does not find'} the issue`, async () => {
      const issuePage = new IssuePage(page);
      await issuePage.goto(s.path, s.iid);
      if (found) await expect(issuePage.title).toHaveText(s.title);
      else await expectNotFound(page);
      await page.goto(`/${s.path}/-/issues`);
      await expect(page.getByRole('heading', { name: 'Issues' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: s.title })).toHaveCount(found ? 1 : 0);
      const search = await api.rest<unknown[]>(
        'GET',
        `/projects/${s.projectId}/issues?search=${encodeURIComponent(s.title)}`,
      );
      expect(search).toHaveLength(found ? 1 : 0);
    });
  }
}

test('root submits an issue as spam, hiding it until root marks it as not spam', async ({
  browser,
  page,
  signIn,
  rootApi,
  issuePage,
}) => {
  const s = await publicIssue(rootApi);
  const viewers = await others(browser);
  await expectFound(viewers, s, true);

  await signIn('root');
  await issuePage.goto(s.path, s.iid);
  await expect(issuePage.title).toHaveText(s.title);
  await expect(page.getByTestId('hidden-badge')).toHaveCount(0);
  await issuePage.chooseAction('Submit as spam');
  const dialog = page.getByRole('dialog', { name: 'Submit this issue as spam?' });
  await dialog.getByRole('button', { name: 'Submit as spam' }).click();
  await expect(page.getByText('Issue was submitted as spam.')).toBeVisible();
  await expect(page.getByRole('main').getByTestId('hidden-badge')).toHaveText('Hidden');
  await page.goto(`/${s.path}/-/issues`);
  await expect(page.getByRole('link', { name: s.title })).toBeVisible();

  await expectFound(viewers, s, false);

  await page.setViewportSize({ width: 400, height: 800 });
  await issuePage.goto(s.path, s.iid);
  await page.getByRole('main').getByRole('button', { name: 'Issue actions' }).click();
  await page.getByRole('menuitem', { name: 'Mark as not spam' }).click();
  await expect(page.getByText('Issue was marked as not spam.')).toBeVisible();
  await expect(page.getByRole('main').getByTestId('hidden-badge')).toHaveCount(0);

  await expectFound(viewers, s, true);
  for (const viewer of viewers) await viewer.page.context().close();
});
