// A long bar scrolled off the left of the timeline keeps its title and progress percentage at the
// visible left edge of the timeline, right of the details column
// (docs/decisions/0006-roadmap-page.md, 'Layout').
import { mockEpic } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';
import { seriousViolations } from '../../support/axe.ts';

test.describe.configure({ timeout: 90_000 });

const LONG = 'A programme that runs for years';
const SHORT = 'A short piece of work';

const epics = [
  mockEpic(1, { title: LONG, startDate: '2025-04-01', dueDate: '2028-06-30' }),
  mockEpic(2, { title: SHORT, startDate: '2025-05-05', dueDate: '2025-06-20' }),
];

type Box = { x: number; y: number; width: number; height: number };

function box(value: Box | null, what: string): Box {
  if (!value) throw new Error(`${what} has no box`);
  return value;
}

test('a long bar keeps its title and percentage in view while the timeline scrolls sideways', async ({
  page,
}) => {
  await mockRoadmap(page, (m) => (m.epics = epics));
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', '?timeframe_range_type=THREE_YEARS&layout=QUARTERS');
  await roadmap.waitForRow(LONG);
  const bar = roadmap.bar(LONG);
  const title = bar.getByTestId('epic-bar-title');
  const percentage = bar.getByTestId('epic-bar-percentage');
  await expect(percentage).toBeVisible();

  for (const where of ['middle', 'end'] as const) {
    await roadmap.scroller.evaluate((element, to) => {
      element.scrollLeft = to === 'end' ? element.scrollWidth : element.scrollWidth / 2;
    }, where);
    const scroller = box(await roadmap.scroller.boundingBox(), 'the scroller');
    const details = box(
      await roadmap.row(LONG).getByRole('gridcell').first().boundingBox(),
      'the details cell',
    );
    const visibleLeft = details.x + details.width;
    const visibleRight = scroller.x + scroller.width;
    // The bar itself starts far off to the left …
    expect(box(await bar.boundingBox(), 'the bar').x, where).toBeLessThan(visibleLeft - 500);
    // … while its title sits just right of the details column and the percentage after the
    // progress track, both inside the visible timeline.
    await expect(async () => {
      const t = box(await title.boundingBox(), 'title');
      expect(t.x, `title left, ${where}`).toBeGreaterThanOrEqual(visibleLeft);
      expect(t.x, `title left, ${where}`).toBeLessThan(visibleLeft + 20);
      expect(t.x + t.width, `title right, ${where}`).toBeLessThanOrEqual(visibleRight);
      const p = box(await percentage.boundingBox(), 'percentage');
      expect(p.x, `percentage left, ${where}`).toBeGreaterThanOrEqual(visibleLeft);
      expect(p.x + p.width, `percentage right, ${where}`).toBeLessThan(visibleLeft + 300);
    }).toPass({ timeout: 10_000 });
  }
  await expect(title).toHaveText(LONG);
  await expect(percentage).toHaveText(/^\d+%$/);

  // Scrolled back to the start, the texts return to the start of the bar.
  await roadmap.scroller.evaluate((element) => {
    element.scrollLeft = 0;
  });
  await expect(async () => {
    const start = box(await bar.boundingBox(), 'the bar');
    const text = box(await title.boundingBox(), 'title');
    expect(text.x - start.x).toBeLessThan(20);
  }).toPass({ timeout: 10_000 });
  expect(await seriousViolations(page), 'roadmap scrolled sideways').toEqual([]);
});
