// Paging by cursor, the loading states, the filler row, scroll shadows and virtualisation.
import { mockEpic } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 120_000 });

function manyEpics(count: number) {
  return Array.from({ length: count }, (_, i) =>
    mockEpic(i + 1, {
      title: `Epic number ${i + 1}`,
      startDate: '2026-10-01',
      dueDate: '2026-12-15',
    }),
  );
}

async function scrollToEnd(roadmap: RoadmapPage) {
  await roadmap.scroller.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
}

test('pages through every epic by cursor with a spinner first and the Loading epics note', async ({
  page,
}) => {
  const mock = await mockRoadmap(page, (m) => {
    m.epics = manyEpics(120);
    m.delays.set('roadmapEpics', 1500);
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await expect(roadmap.loading).toBeVisible({ timeout: 30_000 });
  await roadmap.waitForRow('Epic number 1');
  await expect(roadmap.loading).toHaveCount(0);
  expect(mock.callsOf('roadmapEpics')).toHaveLength(1);
  expect(mock.callsOf('roadmapEpics')[0]?.endCursor ?? null).toBeNull();

  // The top shadow appears once scrolled, the bottom one while more lies below.
  await expect(page.getByTestId('scroll-shadow-bottom')).toBeVisible();
  await expect(page.getByTestId('scroll-shadow-top')).toHaveCount(0);

  await scrollToEnd(roadmap);
  await expect(roadmap.loadingNextPage).toHaveText('Loading epics');
  await expect(page.getByTestId('scroll-shadow-top')).toBeVisible();
  await expect(roadmap.loadingNextPage).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => mock.callsOf('roadmapEpics').length).toBe(2);
  expect(mock.callsOf('roadmapEpics')[1]?.endCursor).toBe('50');

  await scrollToEnd(roadmap);
  await expect.poll(() => mock.callsOf('roadmapEpics').length, { timeout: 30_000 }).toBe(3);
  expect(mock.callsOf('roadmapEpics')[2]?.endCursor).toBe('100');
  await expect(roadmap.loadingNextPage).toHaveCount(0, { timeout: 30_000 });
  await scrollToEnd(roadmap);
  await roadmap.waitForRow('Epic number 120');
  await expect(roadmap.row('Epic number 120')).toHaveAttribute('aria-setsize', '120');
  await expect(page.getByTestId('scroll-shadow-bottom')).toHaveCount(0);

  // The last page has no next page: no further request.
  await page.waitForTimeout(500);
  expect(mock.callsOf('roadmapEpics')).toHaveLength(3);
});

test('few epics leave an empty filler row and no shadows', async ({ page }) => {
  await mockRoadmap(page, (m) => (m.epics = manyEpics(3)));
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Epic number 3');
  await expect(roadmap.filler).toBeAttached();
  await expect(page.getByTestId('scroll-shadow-bottom')).toHaveCount(0);
  await expect(page.getByTestId('scroll-shadow-top')).toHaveCount(0);
});

test('thousands of epics keep the DOM bounded by the viewport', async ({ page }) => {
  await mockRoadmap(page, (m) => {
    m.epics = manyEpics(2000);
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Epic number 1');
  const rendered = await roadmap.rows.count();
  expect(rendered).toBeGreaterThan(10);
  expect(rendered).toBeLessThan(50);
  for (let round = 0; round < 3; round += 1) await scrollToEnd(roadmap);
  await expect(roadmap.rows.first()).not.toHaveAttribute('aria-posinset', '1');
  expect(await roadmap.rows.count()).toBeLessThan(50);
});
