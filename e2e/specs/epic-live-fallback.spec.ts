// The epic page's fallback (docs/decisions/live-refresh.md): while the live stream cannot be
// opened, the page polls /groups/<group>/-/epics/<iid>/realtime_changes and shows another user's
// change without a reload. The test blocks every event stream of its own browser context.
//
// The test seeds its own private group so the demo data other specs read is never changed.
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { EpicPage } from '../pages/epic-page.ts';

test('the epic page polls realtime_changes while its stream cannot open', async ({
  browser,
  rootApi,
}) => {
  const { suffix, group } = await createScratchProject(rootApi, 'Epic fallback', {
    reporter: ACCESS_LEVEL.reporter,
  });
  const epic = await rootApi.rest<{ iid: number }>('POST', `/groups/${group.id}/epics`, {
    title: `Polled ${suffix}`,
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await new CairnApi(page.request).signIn('reporter', DEMO_PASSWORD);
    await page.route('**/api/graphql', (route) =>
      route.request().headers()['accept'] === 'text/event-stream'
        ? route.abort()
        : route.continue(),
    );
    const pollPath = `/groups/${group.full_path}/-/epics/${epic.iid}/realtime_changes`;
    const polled = page.waitForResponse((r) => new URL(r.url()).pathname === pollPath);
    const epicPage = new EpicPage(page);
    await epicPage.goto(group.full_path, epic.iid);
    await expect(epicPage.title).toHaveText(`Polled ${suffix}`);
    const first = await polled;
    expect(first.status()).toBe(200);
    expect(first.headers()['poll-interval']).toBe('3000');

    await rootApi.rest('PUT', `/groups/${group.id}/epics/${epic.iid}`, {
      title: `Renamed ${suffix}`,
    });
    // One Poll-Interval (3 s) and the refetch.
    await expect(epicPage.title).toHaveText(`Renamed ${suffix}`, { timeout: 8000 });
  } finally {
    await context.close();
  }
});
