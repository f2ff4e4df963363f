// Issue 15's acceptance with two app servers on one PostgreSQL database: two browsers have the
// same issue open, each through its own server; a comment, a description edit, a label change and
// a close made on one page appear on the other within 2 s, with no reload. The servers share
// nothing but the database, so the changes travel by LISTEN/NOTIFY alone.
//
// The file starts its own pair of servers (server A seeds the demo workspace, server B starts once
// A is healthy) on a fresh database, and stops them and drops the database at the end. No
// PostgreSQL is a failure with a clear message, never a skip: CI always has one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Response } from '@playwright/test';
import { apiAs, CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD, ROOT_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { DiscussionSection } from '../pages/discussion.ts';
import { IssuePage } from '../pages/issue-page.ts';
import { SidebarWidgets } from '../pages/sidebar-widgets.ts';
import { startServer, type RunningServer } from '../support/cairn-server.ts';
import { freePort } from '../support/free-port.ts';
import { freshPostgresDatabase } from '../support/postgres.ts';

const LIVE = { timeout: 2000 };

/** Undo steps of beforeAll, run last-first by afterAll (or at once when beforeAll fails). */
const undo: (() => Promise<void>)[] = [];
const servers: { a?: RunningServer; b?: RunningServer } = {};

async function undoAll() {
  const failures: unknown[] = [];
  for (let step = undo.pop(); step; step = undo.pop()) await step().catch((e) => failures.push(e));
  if (failures.length) throw failures[0];
}

test.beforeAll(async () => {
  // Two servers on PostgreSQL, the first seeding the demo workspace, on a loaded machine.
  test.setTimeout(150_000);
  try {
    const database = await freshPostgresDatabase();
    undo.push(database.drop);
    // A shared data folder stands for the storage several servers of one deployment share.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-e2e-pg-'));
    undo.push(async () => fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 }));
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    const portA = freePort();
    let portB = freePort();
    while (portB === portA) portB = freePort();
    servers.a = await startServer(portA, { demo: true, env });
    undo.push(servers.a.stop);
    servers.b = await startServer(portB, { demo: false, env });
    undo.push(servers.b.stop);
  } catch (error) {
    await undoAll().catch(() => undefined);
    throw error;
  }
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await undoAll();
});

function server(which: 'a' | 'b'): RunningServer {
  const running = servers[which];
  if (!running) throw new Error(`server ${which.toUpperCase()} did not start`);
  return running;
}

/** A private project with an owner, a maintainer and a label, and one open issue. */
async function seedIssue() {
  const rootApi = await apiAs(server('a').baseURL, 'root', ROOT_PASSWORD);
  try {
    const { suffix, project } = await createScratchProject(rootApi, 'Two servers', {
      owner: ACCESS_LEVEL.owner,
      maintainer: ACCESS_LEVEL.maintainer,
    });
    const label = `Shared label ${suffix}`;
    await rootApi.rest('POST', `/projects/${project.id}/labels`, { name: label, color: '#1068bf' });
    const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${project.id}/issues`, {
      title: `Shared issue ${suffix}`,
      description: 'First words',
    });
    return { suffix, label, projectPath: project.path_with_namespace, iid: issue.iid };
  } finally {
    await rootApi.context.dispose();
  }
}

const isLiveStream = (subscription: string) => (r: Response) =>
  r.request().headers()['accept'] === 'text/event-stream' &&
  (r.request().postData() ?? '').includes(subscription);

/** Opens the issue as `login` in a new browser context served by `on`, with its live streams open. */
async function openIssue(
  browser: Browser,
  on: RunningServer,
  login: string,
  issue: { projectPath: string; iid: number },
) {
  const context = await browser.newContext({ baseURL: on.baseURL });
  const page = await context.newPage();
  await new CairnApi(page.request).signIn(login, DEMO_PASSWORD);
  const streams = ['workItemUpdated', 'workItemNotesChanged'].map((s) =>
    page.waitForResponse(isLiveStream(s)),
  );
  const issuePage = new IssuePage(page);
  await issuePage.goto(issue.projectPath, issue.iid);
  for (const stream of streams) expect((await stream).status()).toBe(200);
  // Marks the loaded document: a reload would lose the mark.
  await page.evaluate(() => ((window as { e2eMark?: boolean }).e2eMark = true));
  return {
    context,
    page,
    issuePage,
    discussion: new DiscussionSection(page),
    widgets: new SidebarWidgets(page),
    notReloaded: () => page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark === true),
  };
}

type OpenIssue = Awaited<ReturnType<typeof openIssue>>;
type SeededIssue = Awaited<ReturnType<typeof seedIssue>>;

/** Opens a new issue on server A as the owner and on server B as a maintainer, then runs `steps`. */
async function onBothServers(
  browser: Browser,
  steps: (a: OpenIssue, b: OpenIssue, issue: SeededIssue) => Promise<void>,
) {
  const issue = await seedIssue();
  const a = await openIssue(browser, server('a'), 'owner', issue);
  const b = await openIssue(browser, server('b'), 'maintainer', issue);
  try {
    await steps(a, b, issue);
  } finally {
    await a.context.close();
    await b.context.close();
  }
}

async function commentShows(from: OpenIssue, on: OpenIssue, text: string) {
  await from.discussion.addComment(text);
  await expect(from.discussion.comment(text)).toBeVisible();
  await expect(on.discussion.comment(text)).toBeVisible(LIVE);
}

async function closeShows(from: OpenIssue, on: OpenIssue) {
  await from.page.getByRole('button', { name: 'Close issue' }).click();
  await expect(from.issuePage.stateBadge).toContainText('Closed');
  await expect(on.issuePage.stateBadge).toContainText('Closed', LIVE);
}

test('a comment, a description edit, a label change and a close made through server A show on server B within 2 s', async ({
  browser,
}) => {
  await onBothServers(browser, async (a, b, issue) => {
    await expect(b.issuePage.description).toContainText('First words');
    await commentShows(a, b, `Hello from server A ${issue.suffix}`);

    await a.issuePage.editButton.click();
    await a.issuePage.descriptionInput.fill('Second **words**');
    await a.issuePage.saveButton.click();
    await expect(a.issuePage.editForm).toBeHidden();
    await expect(b.issuePage.description).toContainText('Second words', LIVE);

    await a.widgets.editButton('labels').click();
    await a.widgets.sidebar.getByRole('combobox', { name: 'Search labels' }).fill(issue.label);
    await a.widgets.sidebar.getByRole('option', { name: issue.label }).click();
    await a.widgets.sidebar.getByRole('button', { name: 'Apply' }).click();
    await expect(a.widgets.value('labels-widget')).toContainText(issue.label);
    await expect(b.widgets.value('labels-widget')).toContainText(issue.label, LIVE);

    await closeShows(a, b);
    expect(await b.notReloaded()).toBe(true);
  });
});

test('a comment and a close made through server B show on server A within 2 s', async ({
  browser,
}) => {
  await onBothServers(browser, async (a, b, issue) => {
    await commentShows(b, a, `Hello from server B ${issue.suffix}`);
    await closeShows(b, a);
    expect(await a.notReloaded()).toBe(true);
  });
});
