// Layout (docs/decisions/0006-roadmap-page.md): the 320 px title column, 180 px cells, 40 px rows,
// the header's right spacing (24 px from a 1200 px wide window, else 16 px), the epics section
// height (100% minus the 60 px header minus the milestones) and the 400 ms resize debounce.
import type { Page } from '@playwright/test';
import { mockEpic, mockMilestone } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

/** This quarter by week with today 2026-11-21: 14 cells. */
const CELLS = 14;

async function open(page: Page, query = '') {
  await mockRoadmap(page, (m) => {
    m.epics = [
      mockEpic(1, { title: 'First epic' }),
      mockEpic(2, { title: 'Second epic', startDate: null, dueDate: null }),
    ];
    m.milestones = [
      mockMilestone(1, { title: 'Release A', startDate: '2026-10-12', dueDate: '2026-11-06' }),
      mockMilestone(2, { title: 'Release B', startDate: '2026-10-20', dueDate: '2026-11-30' }),
    ];
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', query);
  await roadmap.waitForRow('First epic');
  return roadmap;
}

async function box(locator: ReturnType<Page['locator']>) {
  const result = await locator.boundingBox();
  if (!result) throw new Error('Element has no box');
  return result;
}

/** The row's width past the title column and the cells: the header's right spacing. */
async function rightSpacing(roadmap: RoadmapPage) {
  const row = await box(roadmap.row('First epic'));
  return row.width - 320 - CELLS * 180;
}

test('title column 320 px, cells 180 px, rows 40 px', async ({ page }) => {
  const roadmap = await open(page);
  await expect(roadmap.headerItems).toHaveCount(CELLS);
  const header = await box(roadmap.header);
  expect(header.height).toBe(60);
  const first = await box(roadmap.headerItems.first());
  expect(first.x - header.x).toBe(320);
  for (const index of [0, 1, CELLS - 1]) {
    const item = await box(roadmap.headerItems.nth(index));
    expect(item.width).toBe(180);
    expect(item.x - first.x).toBe(index * 180);
  }
  for (const title of ['First epic', 'Second epic']) {
    const row = await box(roadmap.row(title));
    const cells = await box(roadmap.rowTimeline(title));
    expect(row.height).toBe(40);
    expect(cells.x - row.x).toBe(320);
  }
  const first2 = await box(roadmap.row('First epic'));
  const second = await box(roadmap.row('Second epic'));
  expect(second.y - first2.y).toBe(40);
});

test('header right spacing: 24 px from a 1200 px wide window, 16 px below', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  const roadmap = await open(page);
  expect(await rightSpacing(roadmap)).toBe(24);
  const cells = await box(roadmap.rowTimeline('First epic'));
  expect(cells.width).toBe(CELLS * 180 + 24);

  await page.setViewportSize({ width: 1199, height: 800 });
  await roadmap.page.reload();
  await roadmap.waitForRow('First epic');
  expect(await rightSpacing(roadmap)).toBe(16);
});

test('epics section height = container height - 60 px - milestones height', async ({ page }) => {
  const roadmap = await open(page);
  const epicsSectionHeight = async () => {
    const list = await box(roadmap.epicsList);
    const filler = await box(roadmap.filler);
    return list.height + filler.height;
  };
  const expected = async (withMilestones: boolean) => {
    const container = await roadmap.scroller.evaluate((element) => element.clientHeight);
    const milestones = withMilestones ? (await box(roadmap.milestones)).height : 0;
    return container - 60 - milestones;
  };

  await expect(roadmap.milestoneBars).toHaveCount(2);
  const expanded = await expected(true);
  expect(Math.abs((await epicsSectionHeight()) - expanded)).toBeLessThanOrEqual(1);

  await roadmap.milestones.getByRole('button', { name: 'Collapse milestones' }).click();
  await expect(roadmap.milestoneBars).toHaveCount(0);
  await expect
    .poll(async () => Math.abs((await epicsSectionHeight()) - (await expected(true))))
    .toBeLessThanOrEqual(1);
  expect(await epicsSectionHeight()).toBeGreaterThan(expanded);

  await roadmap.goto('acme', '?show_milestones=false');
  await roadmap.waitForRow('First epic');
  await expect(roadmap.milestones).toHaveCount(0);
  await expect
    .poll(async () => Math.abs((await epicsSectionHeight()) - (await expected(false))))
    .toBeLessThanOrEqual(1);
});

test('window resizes apply after a 400 ms pause', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 800 });
  const roadmap = await open(page);
  expect(await rightSpacing(roadmap)).toBe(24);
  const before = (await box(roadmap.row('First epic'))).width;

  // Timed in the page: the row's width 100 ms after the last resize event, and when it changed.
  await page.evaluate(() => {
    const log = { lastResize: 0, widthAt100: [] as number[], changedAt: 0 };
    (window as unknown as { __resizeLog: typeof log }).__resizeLog = log;
    const row = document.querySelector<HTMLElement>('[data-testid="epic-row"]');
    if (!row) throw new Error('No epic row');
    const initial = row.getBoundingClientRect().width;
    window.addEventListener('resize', () => {
      log.lastResize = performance.now();
      setTimeout(() => log.widthAt100.push(row.getBoundingClientRect().width), 100);
    });
    new ResizeObserver(() => {
      if (!log.changedAt && row.getBoundingClientRect().width !== initial) {
        log.changedAt = performance.now();
      }
    }).observe(row);
  });
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect.poll(() => rightSpacing(roadmap)).toBe(16);

  const log = await page.evaluate(
    () =>
      (
        window as unknown as {
          __resizeLog: { lastResize: number; widthAt100: number[]; changedAt: number };
        }
      ).__resizeLog,
  );
  expect(log.widthAt100.length).toBeGreaterThan(0);
  expect(log.widthAt100.every((width) => width === before)).toBe(true);
  // Timers never fire early: at least 400 ms after the last resize (a few ms of clock slack).
  expect(log.changedAt - log.lastResize).toBeGreaterThanOrEqual(395);
  expect((await box(roadmap.row('First epic'))).width).toBe(before - 8);
});
