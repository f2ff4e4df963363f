// Live roadmap (docs/decisions/live-refresh.md, 'Live roadmap'): a viewer has the
// group roadmap open; another client changes an epic's fixed start date and then its title; the
// bar moves and the title changes within 2 s, with no reload.
//
// The test seeds its own private group so the demo data other specs read is never changed.
import type { Response } from '@playwright/test';
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { RoadmapPage } from '../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

const LIVE = { timeout: 2000 };

const isRoadmapSubscription = (response: Response) =>
  response.request().headers()['accept'] === 'text/event-stream' &&
  (response.request().postData() ?? '').includes('groupEpicsUpdated');

test("another client's date and title changes move the open roadmap within 2 s", async ({
  browser,
  rootApi,
}) => {
  const { suffix, group } = await createScratchProject(rootApi, 'Live roadmap', {
    reporter: ACCESS_LEVEL.reporter,
  });
  const title = `Moving ${suffix}`;
  const epic = await rootApi.rest<{ iid: number }>('POST', `/groups/${group.id}/epics`, {
    title,
    start_date_is_fixed: true,
    start_date_fixed: '2026-11-10',
    due_date_is_fixed: true,
    due_date_fixed: '2026-11-20',
  });

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await new CairnApi(page.request).signIn('reporter', DEMO_PASSWORD);
    const roadmap = new RoadmapPage(page);
    // This quarter by weeks from Sep 27, 2026: both dates fall inside it.
    await roadmap.setToday('2026-11-21');
    const subscribed = page.waitForResponse(isRoadmapSubscription);
    await roadmap.goto(group.full_path);
    await roadmap.waitForRow(title);
    expect((await subscribed).status()).toBe(200);
    const before = await roadmap.barGeometry(title);
    // Marks the loaded document: a reload would lose the mark.
    await page.evaluate(() => ((window as { e2eMark?: boolean }).e2eMark = true));

    const put = (body: Record<string, unknown>) =>
      rootApi.rest('PUT', `/groups/${group.id}/epics/${epic.iid}`, body);

    await put({ start_date_fixed: '2026-10-20' });
    // Three weeks earlier: the bar starts 3 cells (180 px each) further left and grows as much.
    await expect
      .poll(async () => (await roadmap.barGeometry(title)).left, LIVE)
      .toBeCloseTo(before.left - 3 * 180, 0);
    expect((await roadmap.barGeometry(title)).width).toBeCloseTo(before.width + 3 * 180, 0);

    await put({ title: `Renamed ${suffix}` });
    await expect(roadmap.row(`Renamed ${suffix}`)).toBeVisible(LIVE);
    await expect(roadmap.row(title)).toHaveCount(0);

    expect(await page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark)).toBe(true);
  } finally {
    await context.close();
  }
});
