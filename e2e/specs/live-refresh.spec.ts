// Live refresh of the issue page (docs/decisions/live-refresh.md): two people have the same issue
// open; title, description, label and state changes made by one appear on the other's page
// within 2 s, with no reload. The first test makes the changes through the API (as another client
// would), the last through the other person's page (a second browser).
//
// The test seeds its own private group so the demo data other specs read is never changed.
import type { Browser, Response } from '@playwright/test';
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { IssuePage } from '../pages/issue-page.ts';
import {
  closeShows,
  commentShows,
  editShows,
  labelShows,
  LIVE,
  openLiveIssue,
  seedLiveIssue,
} from '../fixtures/live-issue.ts';

async function seed(rootApi: CairnApi) {
  const { suffix, project } = await createScratchProject(rootApi, 'Live refresh', {
    reporter: ACCESS_LEVEL.reporter,
    owner: ACCESS_LEVEL.owner,
  });
  await rootApi.rest('POST', `/projects/${project.id}/labels`, {
    name: `Live label ${suffix}`,
    color: '#1068bf',
  });
  const issue = await rootApi.rest<{ iid: number; title: string }>(
    'POST',
    `/projects/${project.id}/issues`,
    { title: `Live issue ${suffix}`, description: 'First words' },
  );
  return { suffix, projectId: project.id, projectPath: project.path_with_namespace, issue };
}

const isLiveSubscription = (response: Response) =>
  response.request().headers()['accept'] === 'text/event-stream' &&
  (response.request().postData() ?? '').includes('workItemUpdated');

async function openAs(browser: Browser, login: string, projectPath: string, iid: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const api = new CairnApi(page.request);
  await api.signIn(login, DEMO_PASSWORD);
  const issuePage = new IssuePage(page);
  const subscribed = page.waitForResponse(isLiveSubscription);
  await issuePage.goto(projectPath, iid);
  expect((await subscribed).status()).toBe(200);
  return { context, page, api, issuePage };
}

test('title, description, label and state changes show on the other open page within 2 s', async ({
  browser,
  rootApi,
}) => {
  const s = await seed(rootApi);
  const editor = await openAs(browser, 'owner', s.projectPath, s.issue.iid);
  const watcher = await openAs(browser, 'reporter', s.projectPath, s.issue.iid);
  try {
    const { issuePage: view, page } = watcher;
    await expect(view.title).toHaveText(s.issue.title);
    await expect(view.description).toContainText('First words');
    // Marks the loaded document: a reload would lose the mark.
    await page.evaluate(() => ((window as { e2eMark?: boolean }).e2eMark = true));
    const put = (body: Record<string, unknown>) =>
      editor.api.rest('PUT', `/projects/${s.projectId}/issues/${s.issue.iid}`, body);

    await put({ title: `Renamed ${s.suffix}` });
    await expect(view.title).toHaveText(`Renamed ${s.suffix}`, LIVE);

    await put({ description: 'Second **words**' });
    await expect(view.description).toContainText('Second words', LIVE);
    // The description pulses when it changes live.
    await expect(view.description.locator('[data-pulsing]')).toHaveCount(1);

    await put({ add_labels: `Live label ${s.suffix}` });
    await expect(view.sidebar.getByText(`Live label ${s.suffix}`)).toBeVisible(LIVE);

    await put({ state_event: 'close' });
    await expect(view.stateBadge).toContainText('Closed', LIVE);

    expect(await page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark)).toBe(true);
  } finally {
    await editor.context.close();
    await watcher.context.close();
  }
});

test('realtime_changes answers the page fields with Poll-Interval, and 404 to others', async ({
  browser,
  rootApi,
}) => {
  const s = await seed(rootApi);
  const reporter = await openAs(browser, 'reporter', s.projectPath, s.issue.iid);
  try {
    const url = `/${s.projectPath}/-/issues/${s.issue.iid}/realtime_changes`;
    const answer = await reporter.page.request.get(url);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['poll-interval']).toBe('3000');
    expect(await answer.json()).toMatchObject({
      title_text: s.issue.title,
      description_text: 'First words',
      task_completion_status: { count: 0, completed_count: 0 },
    });
    const anonymous = await browser.newContext();
    const refused = await anonymous.request.get(url);
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toEqual({ message: '404 Not Found' });
    await anonymous.close();
  } finally {
    await reporter.context.close();
  }
});

test('a comment, a description edit, a label change and a close made in one browser show in the other within 2 s', async ({
  browser,
  rootApi,
}) => {
  const issue = await seedLiveIssue(rootApi, 'Two browsers');
  const a = await openLiveIssue(browser, 'owner', issue);
  const b = await openLiveIssue(browser, 'maintainer', issue);
  try {
    await expect(b.issuePage.description).toContainText('First words');
    await commentShows(a, b, `Hello from the owner ${issue.suffix}`);
    await editShows(a, b, 'Second **words**', 'Second words');
    await labelShows(a, b, issue.label);
    await closeShows(a, b);
    // And back: the maintainer's comment and reopen reach the owner's page.
    await commentShows(b, a, `Hello from the maintainer ${issue.suffix}`);
    await b.page.getByRole('button', { name: 'Reopen issue' }).click();
    await expect(b.issuePage.stateBadge).toContainText('Open');
    await expect(a.issuePage.stateBadge).toContainText('Open', LIVE);
    expect(await a.notReloaded()).toBe(true);
    expect(await b.notReloaded()).toBe(true);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
