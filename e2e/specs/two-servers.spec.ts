// Live refresh with two app servers on one PostgreSQL database (docs/decisions/live-refresh.md):
// two browsers have the same issue open, each through its own server; a comment, a description
// edit, a label change and a close made on one page appear on the other within 2 s, with no reload.
// The servers share nothing but the database, so the changes travel by LISTEN/NOTIFY alone.
//
// The file starts its own pair of servers (server A seeds the demo workspace, server B starts once
// A is healthy) on a fresh database, and stops them and drops the database at the end. No
// PostgreSQL is a failure with a clear message, never a skip: CI always has one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { apiAs } from '../fixtures/api-client.ts';
import { ROOT_PASSWORD } from '../fixtures/demo.ts';
import {
  closeShows,
  commentShows,
  editShows,
  labelShows,
  openLiveIssue,
  seedLiveIssue,
  type OpenIssue,
  type SeededIssue,
} from '../fixtures/live-issue.ts';
import { expect, test } from '../fixtures/test.ts';
import { startServer, type RunningServer } from '../support/cairn-server.ts';
import { freePort } from '../support/free-port.ts';
import { freshPostgresDatabase } from '../support/postgres.ts';

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

/** The shared issue, seeded through server A. */
async function seedIssue() {
  const rootApi = await apiAs(server('a').baseURL, 'root', ROOT_PASSWORD);
  try {
    return await seedLiveIssue(rootApi, 'Two servers');
  } finally {
    await rootApi.context.dispose();
  }
}

/** Opens a new issue on server A as the owner and on server B as a maintainer, then runs `steps`. */
async function onBothServers(
  browser: Browser,
  steps: (a: OpenIssue, b: OpenIssue, issue: SeededIssue) => Promise<void>,
) {
  const issue = await seedIssue();
  const a = await openLiveIssue(browser, 'owner', issue, server('a').baseURL);
  const b = await openLiveIssue(browser, 'maintainer', issue, server('b').baseURL);
  try {
    await steps(a, b, issue);
  } finally {
    await a.context.close();
    await b.context.close();
  }
}

test('a comment, a description edit, a label change and a close made through server A show on server B within 2 s', async ({
  browser,
}) => {
  await onBothServers(browser, async (a, b, issue) => {
    await expect(b.issuePage.description).toContainText('First words');
    await commentShows(a, b, `Hello from server A ${issue.suffix}`);

    await editShows(a, b, 'Second **words**', 'Second words');
    await labelShows(a, b, issue.label);

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
