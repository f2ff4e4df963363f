// Drags seen live: root (owner) drags a bar with the mouse in browser A;
// the reporter's roadmap in browser B shows the new dates within 2 s of A's save (timed from A's
// toast), the inherited parent moving with its child, and A's Undo. Each test seeds its own
// scratch group so the demo data stays as it is. Today is 2026-11-21: the default view is this
// quarter by week (cells of 180 px, 180/7 px a day).
import type { Browser, Page } from '@playwright/test';
import {
  ACCESS_LEVEL,
  createScratchProject,
  type ScratchProject,
} from '../../fixtures/scratch-project.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';
import { fixed, LIVE, measured, notReloaded, openLiveRoadmap } from '../../support/live-roadmap.ts';

test.describe.configure({ timeout: 120_000 });
// Wide enough that the seeded bars are whole beside the details column, both grips reachable.
const VIEWPORT = { width: 1600, height: 900 };
test.use({ viewport: VIEWPORT });

const DAY = 180 / 7;

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

/** Browser A: root's roadmap, signed in through the page's own cookie jar. */
async function openOwner(page: Page, signIn: (login: string) => Promise<unknown>, path: string) {
  await signIn('root');
  const roadmap = new RoadmapPage(page);
  await roadmap.setToday('2026-11-21');
  await roadmap.goto(path);
  return roadmap;
}

/** Browser B: the reporter's roadmap in a context of its own; closed when `body` ends. */
async function withViewer(
  browser: Browser,
  path: string,
  firstRow: string,
  body: (roadmap: RoadmapPage, page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await body(await openLiveRoadmap(page, path, firstRow), page);
  } finally {
    await context.close();
  }
}

/** Drags `title`'s bar one week later in browser A; returns when A's toast confirmed the save. */
async function dragOneWeek(owner: RoadmapPage, page: Page, title: string) {
  const gesture = await owner.grabBar(title, 'body', DAY);
  await gesture.moveDays(7);
  await gesture.drop();
  await expect(page.getByTestId('epic-dates-saved')).toHaveText(
    `${title} now runs Nov 9, 2026 – Nov 20, 2026.`,
  );
  return Date.now();
}

/** Browser B shows `title`'s bar at `left` and its row names `timeframe`, within 2 s. */
async function expectLive(viewer: RoadmapPage, title: string, left: number, timeframe: string) {
  await expect.poll(async () => (await viewer.barGeometry(title)).left, LIVE).toBeCloseTo(left, 0);
  await expect(viewer.row(title)).toHaveAttribute('aria-label', new RegExp(timeframe), LIVE);
}

/** Each test's own group, with the reporter (browser B) as a member. */
const liveTest = test.extend<{ scratch: ScratchProject }>({
  scratch: async ({ rootApi }, use) =>
    use(await createScratchProject(rootApi, 'Drag live', { reporter: ACCESS_LEVEL.reporter })),
});

liveTest(
  "a mouse drag in one browser moves the bar in another, and so does the drag's Undo",
  async ({ browser, page, rootApi, scratch: { suffix, group }, signIn }) => {
    const title = `Shared ${suffix}`;
    await rootApi.rest('POST', `/groups/${group.id}/epics`, {
      title,
      ...fixed('2026-11-02', '2026-11-13'),
    });

    await withViewer(browser, group.full_path, title, async (viewer, viewerPage) => {
      const before = await viewer.barGeometry(title);
      const owner = await openOwner(page, signIn, group.full_path);
      await owner.waitForRow(title);

      const saved = await dragOneWeek(owner, page, title);
      await expectLive(viewer, title, before.left + 7 * DAY, 'Nov 9, 2026 – Nov 20, 2026');
      measured('drag-live-ms', saved);
      await viewer.bar(title).hover();
      await expect(viewerPage.getByTestId('epic-popover-timeframe')).toHaveText(
        'Nov 9, 2026 – Nov 20, 2026',
      );
      await viewerPage.mouse.move(5, 5);

      await toast(page, 'now runs').getByRole('button', { name: 'Undo' }).click();
      await expect(toast(page, 'The previous dates are back.')).toBeVisible();
      const undone = Date.now();
      await expectLive(viewer, title, before.left, 'Nov 2, 2026 – Nov 13, 2026');
      measured('drag-undo-live-ms', undone);
      await notReloaded(viewerPage);
    });
  },
);

liveTest(
  "dragging a child moves its inherited parent's bar in another browser",
  async ({ browser, page, rootApi, scratch: { suffix, group }, signIn }) => {
    const epics = `/groups/${group.id}/epics`;
    const parentTitle = `Inherits ${suffix}`;
    const childTitle = `Child ${suffix}`;
    const parent = await rootApi.rest<{ id: number }>('POST', epics, { title: parentTitle });
    await rootApi.rest('POST', epics, {
      title: childTitle,
      parent_id: parent.id,
      ...fixed('2026-11-02', '2026-11-13'),
    });

    await withViewer(browser, group.full_path, parentTitle, async (viewer, viewerPage) => {
      const before = await viewer.barGeometry(parentTitle);
      const owner = await openOwner(page, signIn, group.full_path);
      await owner.waitForRow(parentTitle);
      await owner.row(parentTitle).getByRole('button', { name: 'Expand' }).click();
      await owner.waitForRow(childTitle);

      const saved = await dragOneWeek(owner, page, childTitle);
      await expectLive(viewer, parentTitle, before.left + 7 * DAY, 'Nov 9, 2026 – Nov 20, 2026');
      measured('drag-parent-live-ms', saved);
      await notReloaded(viewerPage);
    });
  },
);
