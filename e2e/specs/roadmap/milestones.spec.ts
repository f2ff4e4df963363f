// The milestones section: header, count, toggle, bars, popovers, type filter and clipping.
import type { Page } from '@playwright/test';
import { mockEpic, mockMilestone } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

const milestones = [
  mockMilestone(1, { title: 'Group release', startDate: '2026-10-12', dueDate: '2026-11-06' }),
  mockMilestone(2, {
    title: 'Sub release',
    startDate: null,
    dueDate: '2026-11-20',
    subgroupMilestone: true,
  }),
  mockMilestone(3, {
    title: 'Project release',
    startDate: '2026-12-01',
    dueDate: null,
    groupMilestone: false,
    projectMilestone: true,
    webPath: '/acme/web/-/milestones/3',
  }),
  mockMilestone(4, { title: 'Open ended', startDate: null, dueDate: null }),
  mockMilestone(5, { title: 'Long gone', startDate: '2025-01-01', dueDate: '2025-02-01' }),
];

async function open(page: Page, query = '') {
  const mock = await mockRoadmap(page, (m) => {
    m.epics = [mockEpic(1, { title: 'Any epic' })];
    m.milestones = milestones;
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', query);
  await roadmap.waitForRow('Any epic');
  return { mock, roadmap };
}

test('header, count, collapse and expand', async ({ page }) => {
  const { roadmap } = await open(page);
  await expect(roadmap.milestones.getByRole('heading', { name: 'Milestones' })).toBeVisible();
  // 'Long gone' ends before the timeframe: its clipped start is after its clipped end.
  await expect(roadmap.milestones.getByTestId('milestones-count')).toHaveText('4 milestone(s)');
  await expect(roadmap.milestoneBars).toHaveCount(4);
  const collapse = roadmap.milestones.getByRole('button', { name: 'Collapse milestones' });
  await collapse.hover();
  await expect(page.getByRole('tooltip', { name: 'Collapse' })).toBeVisible();
  await collapse.click();
  await expect(roadmap.milestoneBars).toHaveCount(0);
  const expand = roadmap.milestones.getByRole('button', { name: 'Expand milestones' });
  await expand.hover();
  await expect(page.getByRole('tooltip', { name: 'Expand' })).toBeVisible();
  await expand.click();
  await expect(roadmap.milestoneBars).toHaveCount(4);
});

test('bars link to the milestone page; popovers show title, type and dates', async ({ page }) => {
  const { roadmap } = await open(page);
  const bar = (name: string) => roadmap.milestoneBars.filter({ hasText: name });
  await expect(bar('Project release')).toHaveAttribute('href', '/acme/web/-/milestones/3');
  const expectations: [string, string, string][] = [
    ['Group release', 'Group milestone', 'Oct 12, 2026 – Nov 6, 2026'],
    ['Sub release', 'Subgroup milestone', 'No start date – Nov 20, 2026'],
    ['Project release', 'Project milestone', 'Dec 1, 2026 – No end date'],
    ['Open ended', 'Group milestone', 'No start and end date'],
  ];
  for (const [title, type, dates] of expectations) {
    await bar(title).focus();
    const popover = page.getByTestId('milestone-popover');
    await expect(popover).toContainText(title);
    await expect(popover.getByTestId('milestone-popover-type')).toHaveText(type);
    await expect(popover.getByTestId('milestone-popover-dates')).toHaveText(dates);
    await bar(title).blur();
    await expect(popover).toHaveCount(0);
  }
});

test('the type filter: group (not subgroup), subgroup, project', async ({ page }) => {
  const { roadmap } = await open(page, '?milestones_type=GROUP');
  await expect(roadmap.milestones.getByTestId('milestones-count')).toHaveText('2 milestone(s)');
  await roadmap.goto('acme', '?milestones_type=SUBGROUP');
  await roadmap.waitForRow('Any epic');
  await expect(roadmap.milestoneBars).toHaveText(['Sub release']);
  await roadmap.goto('acme', '?milestones_type=PROJECT');
  await roadmap.waitForRow('Any epic');
  await expect(roadmap.milestoneBars).toHaveText(['Project release']);
});

test('hidden milestones are not fetched', async ({ page }) => {
  const { mock, roadmap } = await open(page, '?show_milestones=false');
  await expect(roadmap.milestones).toHaveCount(0);
  expect(mock.callsOf('roadmapMilestones')).toHaveLength(0);
});

test('size classes in the quarter view', async ({ page }) => {
  await mockRoadmap(page, (m) => {
    m.epics = [mockEpic(1, { title: 'Any epic' })];
    m.milestones = [
      mockMilestone(1, { title: 'Two days', startDate: '2026-11-02', dueDate: '2026-11-03' }),
      mockMilestone(2, { title: 'Five days', startDate: '2026-12-01', dueDate: '2026-12-05' }),
      mockMilestone(3, { title: 'A month', startDate: '2027-01-01', dueDate: '2027-01-31' }),
    ];
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', '?timeframe_range_type=THREE_YEARS');
  await roadmap.waitForRow('Any epic');
  await expect(roadmap.milestoneBars.filter({ hasText: 'Two days' })).toHaveAttribute(
    'data-size',
    'minimum',
  );
  await expect(roadmap.milestoneBars.filter({ hasText: 'Five days' })).toHaveAttribute(
    'data-size',
    'small',
  );
  await expect(roadmap.milestoneBars.filter({ hasText: 'A month' })).not.toHaveAttribute(
    'data-size',
    /.+/,
  );
});
