// Each roadmap error text (apps/web/src/features/roadmap/utils/messages.ts), forced by answering
// the request with an error.
import { mockEpic, mockMilestone } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

const epics = Array.from({ length: 60 }, (_, i) => mockEpic(i + 1, { title: `Epic ${i + 1}` }));

test('the first page fails: alert, no spinner, no timeline', async ({ page }) => {
  await mockRoadmap(page, (m) => {
    m.epics = epics;
    m.failures.set('roadmapEpics', 'always');
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await expect(roadmap.alerts).toHaveText('Something went wrong while fetching epics', {
    timeout: 30_000,
  });
  await expect(roadmap.alerts).toHaveAttribute('role', 'alert');
  await expect(roadmap.loading).toHaveCount(0);
  await expect(roadmap.timeline).toHaveCount(0);
  await expect(roadmap.emptyState).toHaveCount(0);
});

test('the next page fails: alert and loading stops', async ({ page }) => {
  const mock = await mockRoadmap(page, (m) => {
    m.epics = epics;
    m.failures.set('roadmapEpics', 1);
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Epic 1');
  await roadmap.scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(roadmap.alerts).toHaveText('Something went wrong while fetching epics');
  await expect(roadmap.loadingNextPage).toHaveCount(0);
  await roadmap.scroller.evaluate((element) => (element.scrollTop = 0));
  await roadmap.scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await page.waitForTimeout(500);
  expect(mock.callsOf('roadmapEpics')).toHaveLength(2);
  // The loaded page stays on screen.
  await expect(roadmap.row('Epic 50')).toBeAttached();
});

test('child epics fail to load: alert', async ({ page }) => {
  await mockRoadmap(page, (m) => {
    m.epics = [
      mockEpic(1, { title: 'Parent', hasChildren: true, hasChildrenWithinTimeframe: true }),
    ];
    m.failures.set('roadmapEpicChildEpics', 'always');
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Parent');
  await roadmap.row('Parent').getByRole('button', { name: 'Expand' }).click();
  await expect(roadmap.alerts).toHaveText('Something went wrong while fetching epics');
});

test('milestones fail to load: alert, the epics still show', async ({ page }) => {
  await mockRoadmap(page, (m) => {
    m.epics = [mockEpic(1, { title: 'Still here' })];
    m.milestones = [mockMilestone(1)];
    m.failures.set('roadmapMilestones', 'always');
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Still here');
  await expect(roadmap.alerts).toHaveText('Something went wrong while fetching milestones');
  await roadmap.alerts.getByRole('button', { name: 'Dismiss' }).click();
  await expect(roadmap.alerts).toHaveCount(0);
});

test('the roadmap in the epic page fails to load: message', async ({ page }) => {
  await mockRoadmap(page, (m) => m.failures.set('roadmapPageData', 'always'));
  const roadmap = new RoadmapPage(page);
  await roadmap.gotoChildEpics('acme', '3');
  await expect(page.getByTestId('roadmap-load-error')).toHaveText('Failed to load Roadmap', {
    timeout: 30_000,
  });
});
