// Epic rows and bars: details, expansion (with and without filters), progress, popover, clipping.
import type { Page } from '@playwright/test';
import { MOCK_SUBGROUP, mockEpic } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

const parent = mockEpic(1, {
  title: 'Platform rewrite',
  startDate: '2026-09-01',
  dueDate: '2027-03-31',
  color: '#6e49cb',
  textColor: '#ffffff',
  hasChildren: true,
  hasChildrenWithinTimeframe: true,
  descendantCounts: { openedEpics: 2, closedEpics: 1, openedIssues: 3, closedIssues: 1 },
  descendantWeightSum: { openedIssues: 6, closedIssues: 2 },
});
const fromSubgroup = mockEpic(2, { title: 'Subgroup work', group: MOCK_SUBGROUP });
const noProgress = mockEpic(3, {
  title: 'Fresh idea',
  startDate: '2026-11-01',
  dueDate: '2026-11-28',
  descendantCounts: { openedEpics: 0, closedEpics: 0, openedIssues: 0, closedIssues: 0 },
  descendantWeightSum: { openedIssues: 0, closedIssues: 0 },
});
const backwards = mockEpic(4, {
  title: 'Backwards dates',
  startDate: '2026-12-01',
  dueDate: '2026-11-01',
});
const children = [
  mockEpic(11, {
    title: 'Child one',
    hasParent: true,
    parent: { id: parent.id, startDate: null, dueDate: null },
    group: MOCK_SUBGROUP,
  }),
  mockEpic(12, {
    title: 'Child two',
    hasParent: true,
    parent: { id: parent.id, startDate: null, dueDate: null },
  }),
];

async function open(page: Page, query = '') {
  const mock = await mockRoadmap(page, (m) => {
    m.epics = [parent, fromSubgroup, noProgress, backwards];
    m.children.set('1', children);
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', query);
  await roadmap.waitForRow('Platform rewrite');
  return { mock, roadmap };
}

test('row details: title link, group name rule, timeframe, child count; invalid epics hidden', async ({
  page,
}) => {
  const { roadmap } = await open(page);
  const row = roadmap.row('Platform rewrite');
  await expect(row.getByTestId('epic-title')).toHaveAttribute('href', '/groups/acme/-/epics/1');
  await expect(row.getByTestId('epic-timeframe')).toHaveText('Sep 1, 2026 – Mar 31, 2027');
  await expect(row.getByTestId('epic-group-name')).toHaveCount(0);
  await expect(roadmap.row('Subgroup work').getByTestId('epic-group-name')).toHaveText(
    'Platform · ',
  );
  const count = row.getByTestId('child-epic-count');
  await expect(count).toHaveText('3');
  await count.hover();
  await expect(page.getByRole('tooltip', { name: '3 child epics' })).toBeVisible();
  await expect(roadmap.row('Backwards dates')).toHaveCount(0);
});

test('expanding loads the child epics under their parent', async ({ page }) => {
  const { mock, roadmap } = await open(page);
  await roadmap.row('Platform rewrite').getByRole('button', { name: 'Expand' }).click();
  await expect(roadmap.row('Child one')).toBeVisible();
  await expect(roadmap.row('Child one')).toHaveAttribute('data-child-epic', 'true');
  await expect(roadmap.rows).toHaveText([
    /Platform rewrite/,
    /Child one/,
    /Child two/,
    /Subgroup work/,
    /Fresh idea/,
  ]);
  // A child epic has a parent: no group name.
  await expect(roadmap.row('Child one').getByTestId('epic-group-name')).toHaveCount(0);
  expect(mock.callsOf('roadmapEpicChildEpics')[0]).toMatchObject({ fullPath: 'acme', iid: '1' });
  await roadmap.row('Platform rewrite').getByRole('button', { name: 'Collapse' }).click();
  await expect(roadmap.row('Child one')).toHaveCount(0);
});

test('expansion with filters: info when some children may be hidden', async ({ page }) => {
  const { roadmap } = await open(page, '?search=platform');
  await roadmap.row('Platform rewrite').getByRole('button', { name: 'Expand' }).click();
  await expect(roadmap.row('Child one')).toBeVisible();
  await expect(
    roadmap
      .row('Platform rewrite')
      .getByLabel('Some child epics may be hidden due to applied filters'),
  ).toBeVisible();
});

test('expansion with filters: no match keeps it collapsed with an info icon', async ({ page }) => {
  await mockRoadmap(page, (m) => {
    m.epics = [parent];
    m.children.set('1', []);
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', '?search=platform');
  await roadmap.waitForRow('Platform rewrite');
  await roadmap.row('Platform rewrite').getByRole('button', { name: 'Expand' }).click();
  const info = roadmap.row('Platform rewrite').getByRole('button', {
    name: 'No child epics match applied filters',
  });
  await expect(info).toBeVisible();
  await expect(roadmap.row('Platform rewrite').getByRole('button', { name: 'Expand' })).toHaveCount(
    0,
  );
  await expect(roadmap.rows).toHaveCount(1);

  // The mark belongs to those filters: clearing them makes the epic expandable again.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(info).toHaveCount(0);
  await expect(
    roadmap.row('Platform rewrite').getByRole('button', { name: 'Expand' }),
  ).toBeVisible();
});

test('bars: progress in weight and count modes, the popover, colour and clipping', async ({
  page,
}) => {
  const { roadmap } = await open(page);
  const bar = roadmap.bar('Platform rewrite');
  await expect(bar).toHaveCSS('background-color', 'rgb(110, 73, 203)');
  await expect(bar).toHaveAttribute('data-start-out', 'true');
  await expect(bar).toHaveAttribute('data-end-out', 'true');
  await expect(bar.getByTestId('epic-bar-percentage')).toHaveText('25%');
  await bar.hover();
  const popover = page.getByTestId('epic-bar-popover');
  await expect(popover.getByTestId('epic-popover-timeframe')).toHaveText(
    'Sep 1, 2026 – Mar 31, 2027',
  );
  await expect(popover.getByTestId('epic-popover-progress')).toHaveText('2 of 8 weight completed');

  await page.mouse.move(5, 5);
  await expect(popover).toHaveCount(0);
  await roadmap.bar('Fresh idea').hover();
  await expect(page.getByTestId('epic-popover-progress')).toHaveText('- of - weight completed');
  await expect(roadmap.bar('Fresh idea')).not.toHaveAttribute('data-start-out', /.+/);

  await roadmap.goto('acme', '?progress=COUNT');
  await roadmap.waitForRow('Platform rewrite');
  await expect(roadmap.bar('Platform rewrite').getByTestId('epic-bar-percentage')).toHaveText(
    '25%',
  );
  await roadmap.bar('Platform rewrite').hover();
  await expect(popover.getByTestId('epic-popover-progress')).toHaveText('1 of 4 issues closed');
  await expect(roadmap.bar('Platform rewrite')).toHaveAttribute(
    'aria-label',
    'Platform rewrite, 25% issues closed, Sep 1, 2026 – Mar 31, 2027',
  );
});

test("a bar too small for its title shows '...'", async ({ page }) => {
  await mockRoadmap(page, (m) => {
    m.epics = [
      mockEpic(5, {
        title: 'A very long title for a two day epic',
        startDate: '2026-11-02',
        dueDate: '2026-11-03',
      }),
    ];
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', '?timeframe_range_type=THREE_YEARS');
  await roadmap.waitForRow('A very long title for a two day epic');
  await expect(
    roadmap.bar('A very long title for a two day epic').getByTestId('epic-bar-title'),
  ).toHaveText('...');
});
