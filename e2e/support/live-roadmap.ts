import { expect, test, type Page } from '@playwright/test';
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { RoadmapPage } from '../pages/roadmap-page.ts';

/** A change shows on another viewer's open roadmap within 2 s, without a reload. */
export const LIVE = { timeout: 2_000 };

/** REST fields for fixed dates (inside the quarter the roadmap shows on Nov 21, 2026). */
export const fixed = (start: string, due: string) => ({
  start_date_is_fixed: true,
  start_date_fixed: start,
  due_date_is_fixed: true,
  due_date_fixed: due,
});

/**
 * `login`'s roadmap of `groupPath` (today Nov 21, 2026) in the page's own browser context, the
 * live streams open, the document marked so `notReloaded` can tell it was never reloaded.
 */
export async function openLiveRoadmap(
  page: Page,
  groupPath: string,
  firstRow: string,
  login = 'reporter',
) {
  await new CairnApi(page.request).signIn(login, DEMO_PASSWORD);
  const roadmap = new RoadmapPage(page);
  await roadmap.setToday('2026-11-21');
  const streams = ['groupEpicsUpdated', 'groupMilestonesUpdated'].map((name) =>
    page.waitForResponse(
      (r) =>
        r.request().headers()['accept'] === 'text/event-stream' &&
        (r.request().postData() ?? '').includes(name),
    ),
  );
  await roadmap.goto(groupPath);
  await roadmap.waitForRow(firstRow);
  for (const stream of await Promise.all(streams)) expect(stream.status()).toBe(200);
  await page.evaluate(() => ((window as { e2eMark?: boolean }).e2eMark = true));
  return roadmap;
}

export const notReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark)).toBe(true);

/** Records how long after `since` the roadmap showed the change (ms), as a test annotation. */
export const measured = (name: string, since: number) =>
  test.info().annotations.push({ type: name, description: String(Date.now() - since) });
