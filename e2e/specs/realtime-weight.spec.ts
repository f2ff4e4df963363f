// Live weight on the issue page (its workItemUpdated subscription refetches the sidebar). Two
// people have the same issue open; when one changes the weight, the other's sidebar shows the new
// weight without a reload.
//
// The test seeds its own private group so the demo data other specs read is never changed.
import type { Browser, Page, Response } from '@playwright/test';
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { IssuePage } from '../pages/issue-page.ts';

async function seed(rootApi: CairnApi) {
  const { suffix, project } = await createScratchProject(rootApi, 'Live weight', {
    reporter: ACCESS_LEVEL.reporter,
    owner: ACCESS_LEVEL.owner,
  });
  const issue = await rootApi.rest<{ iid: number; title: string }>(
    'POST',
    `/projects/${project.id}/issues`,
    { title: `Weighed issue ${suffix}`, weight: 3 },
  );
  return { projectPath: project.path_with_namespace, issue };
}

/** A fresh browser context signed in as a demo user, with the issue page open and subscribed. */
async function openAs(browser: Browser, login: string, projectPath: string, iid: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const api = new CairnApi(page.request);
  await api.signIn(login, DEMO_PASSWORD);
  const issuePage = new IssuePage(page);
  // The subscription is registered on the server once its event stream's headers arrive.
  const subscribed = page.waitForResponse(isWeightSubscription);
  await issuePage.goto(projectPath, iid);
  expect((await subscribed).status()).toBe(200);
  return { context, page, api, issuePage };
}

function isWeightSubscription(response: Response) {
  const request = response.request();
  return (
    request.headers()['accept'] === 'text/event-stream' &&
    (request.postData() ?? '').includes('workItemUpdated')
  );
}

/** The value of the sidebar's Weight widget. */
function weightOf(page: Page) {
  return new IssuePage(page).sidebar.getByTestId('weight-widget').getByTestId('widget-value');
}

test('a weight change made by one person shows on the other person’s open issue page', async ({
  browser,
  rootApi,
}) => {
  const s = await seed(rootApi);
  const editor = await openAs(browser, 'owner', s.projectPath, s.issue.iid);
  const watcher = await openAs(browser, 'reporter', s.projectPath, s.issue.iid);
  try {
    await expect(watcher.issuePage.title).toHaveText(s.issue.title);
    await expect(weightOf(watcher.page)).toHaveText('3');
    await expect(weightOf(editor.page)).toHaveText('3');
    // Marks the loaded document: a reload would lose the mark.
    await watcher.page.evaluate(() => ((window as { e2eMark?: boolean }).e2eMark = true));

    const setWeight = (weight: number | null) =>
      editor.api.graphql(
        `mutation($input: IssueSetWeightInput!) { issueSetWeight(input: $input) { errors } }`,
        { input: { projectPath: s.projectPath, iid: String(s.issue.iid), weight } },
      );
    expect(await setWeight(8)).toEqual({ issueSetWeight: { errors: [] } });
    await expect(weightOf(watcher.page)).toHaveText('8');
    await expect(weightOf(editor.page)).toHaveText('8');

    expect(await setWeight(null)).toEqual({ issueSetWeight: { errors: [] } });
    await expect(weightOf(watcher.page)).toHaveText('None');
    expect(await watcher.page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark)).toBe(true);
  } finally {
    await editor.context.close();
    await watcher.context.close();
  }
});
