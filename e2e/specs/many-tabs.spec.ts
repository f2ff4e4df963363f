// Many tabs (docs/decisions/live-refresh.md, 'One connection per browser'): eight tabs of one
// browser on different issue and epic pages each load and hear a live change, while the server
// holds at most 2 live connections for the browser (it holds one: the tabs share it,
// lib/graphql/shared-live.ts). Counted on the server by its `cairn_realtime_connections` gauge
// (/-/metrics), compared with the count before the tabs opened, so another spec's browser running
// at the same time adds at most its own one.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { EpicPage } from '../pages/epic-page.ts';
import { IssuePage } from '../pages/issue-page.ts';

test.describe.configure({ timeout: 120_000 });

const ISSUES = 5;
const EPICS = 3;

/** A page to open in a tab, and a change of its title made by another client. */
interface Tab {
  open: (page: Page) => Promise<{ title: Locator }>;
  rename: (title: string) => Promise<unknown>;
}

async function liveConnections(request: APIRequestContext) {
  const text = await (await request.get('/-/metrics')).text();
  const line = /^cairn_realtime_connections (\d+)$/m.exec(text);
  if (!line) throw new Error('no cairn_realtime_connections in /-/metrics');
  return Number(line[1]);
}

test('eight tabs load, each hears its live change, over at most two connections', async ({
  browser,
  rootApi,
}) => {
  const { suffix, group, project } = await createScratchProject(rootApi, 'Many tabs', {
    reporter: ACCESS_LEVEL.reporter,
  });
  const tabs: Tab[] = [];
  const item = async (kind: 'issue' | 'epic', i: number): Promise<Tab> => {
    const base = kind === 'issue' ? `/projects/${project.id}/issues` : `/groups/${group.id}/epics`;
    const { iid } = await rootApi.rest<{ iid: number }>('POST', base, {
      title: `Tab ${kind} ${i} ${suffix}`,
    });
    return {
      open: async (page) => {
        if (kind === 'epic') {
          const view = new EpicPage(page);
          await view.goto(group.full_path, iid);
          return view;
        }
        const view = new IssuePage(page);
        await view.goto(project.path_with_namespace, iid);
        return view;
      },
      rename: (title) => rootApi.rest('PUT', `${base}/${iid}`, { title }),
    };
  };
  for (let i = 0; i < ISSUES; i++) tabs.push(await item('issue', i));
  for (let i = 0; i < EPICS; i++) tabs.push(await item('epic', i));

  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await new CairnApi(first.request).signIn('reporter', DEMO_PASSWORD);
    const before = await liveConnections(first.request);
    // Every page hears its change over the live connection, not the realtime_changes fallback.
    const polls: string[] = [];
    context.on('request', (r) => {
      if (r.url().endsWith('/realtime_changes')) polls.push(r.url());
    });

    const views: { page: Page; view: { title: Locator } }[] = [];
    for (const [i, tab] of tabs.entries()) {
      const page = i === 0 ? first : await context.newPage();
      const view = await tab.open(page);
      await expect(view.title).toContainText(suffix);
      await page.evaluate(() => ((window as { e2eMark?: boolean }).e2eMark = true));
      views.push({ page, view });
    }

    /**
     * A change made before the tab's subscription reached the server is not heard: renames
     * again until one is (each rename is a new title).
     */
    const hears = async (i: number, label: string) => {
      let round = 0;
      await expect(async () => {
        const title = `Renamed ${label}${i}.${++round} ${suffix}`;
        await tabs[i]!.rename(title);
        await expect(views[i]!.view.title).toHaveText(title, { timeout: 3000 });
      }).toPass({ timeout: 30_000 });
    };
    for (const i of tabs.keys()) await hears(i, '');
    expect(await liveConnections(first.request)).toBeLessThanOrEqual(before + 2);

    // The first tab opened the connection for all: when it closes, another tab takes over.
    await first.close();
    for (const i of [1, tabs.length - 1]) await hears(i, 'again ');
    expect(await liveConnections(views[1]!.page.request)).toBeLessThanOrEqual(before + 2);
    expect(polls).toEqual([]);
    for (const { page } of views.slice(1)) {
      expect(await page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark)).toBe(true);
    }
  } finally {
    await context.close();
  }
});
