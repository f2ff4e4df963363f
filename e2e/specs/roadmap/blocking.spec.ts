// Blocked-by and blocks icons with their lazily fetched popovers.
import type { Page } from '@playwright/test';
import { mockEpic, mockLinkedItem, mockUser } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

async function setup(page: Page) {
  const mock = await mockRoadmap(page, (m) => {
    m.epics = [
      mockEpic(1, { title: 'Blocked epic', blocked: true, blockedByCount: 5, blockingCount: 1 }),
    ];
    m.linkedItems.set('1:BLOCKED_BY', [
      ...[1, 2, 3, 4, 5].map((id) => mockLinkedItem(id)),
      mockLinkedItem(6, { state: 'CLOSED', title: 'Closed blocker' }),
    ]);
    m.linkedItems.set('1:BLOCKS', [
      mockLinkedItem(9, { title: 'Downstream task', type: 'Task', linkType: 'blocks' }),
    ]);
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Blocked epic');
  return { mock, roadmap };
}

test('the blocked-by popover fetches on first hover and lists 3 of the open items', async ({
  page,
}) => {
  const { mock, roadmap } = await setup(page);
  const icon = roadmap
    .row('Blocked epic')
    .getByRole('button', { name: 'Epic is blocked by 5 items' });
  await expect(icon).toHaveText('5');
  expect(mock.callsOf('roadmapEpicBlockingItems')).toHaveLength(0);

  await icon.hover();
  const popover = page.getByTestId('blocking-popover');
  await expect(popover.getByText('Epic is blocked by 5 items')).toBeVisible();
  await expect(popover.getByTestId('linked-item')).toHaveCount(3);
  await expect(popover.getByTestId('linked-item-title').first()).toHaveText('Linked item 1');
  await expect(popover.getByTestId('linked-item-title').first()).toHaveAttribute(
    'href',
    '/acme/web/-/issues/1',
  );
  await expect(popover.getByTestId('linked-item-meta').first()).toContainText('web');
  await expect(popover.getByText('Closed blocker')).toHaveCount(0);
  await expect(popover.getByTestId('more-items')).toHaveText('+2 more items');
  await expect(popover.getByTestId('more-items')).toHaveAttribute('href', /#linkeditems$/);
  expect(mock.callsOf('roadmapEpicBlockingItems')).toEqual([
    { fullPath: 'acme', iid: '1', filter: 'BLOCKED_BY' },
  ]);

  // Hovering again reuses the fetched items.
  await page.mouse.move(5, 5);
  await expect(popover).toHaveCount(0);
  await icon.hover();
  await expect(page.getByTestId('blocking-popover').getByTestId('linked-item')).toHaveCount(3);
  expect(mock.callsOf('roadmapEpicBlockingItems')).toHaveLength(1);
});

test('the blocks popover opens on keyboard focus too, with the singular label', async ({
  page,
}) => {
  const { mock, roadmap } = await setup(page);
  const icon = roadmap.row('Blocked epic').getByRole('button', { name: 'Epic blocks 1 item' });
  await icon.focus();
  const popover = page.getByTestId('blocking-popover');
  await expect(popover.getByText('Epic blocks 1 item')).toBeVisible();
  await expect(popover.getByTestId('linked-item-title')).toHaveText('Downstream task');
  await expect(popover.getByTestId('more-items')).toHaveCount(0);
  expect(mock.callsOf('roadmapEpicBlockingItems')[0]?.filter).toBe('BLOCKS');
});

test('a modified click on a linked item is left to the browser', async ({ page, context }) => {
  const { roadmap } = await setup(page);
  await roadmap
    .row('Blocked epic')
    .getByRole('button', { name: 'Epic is blocked by 5 items' })
    .hover();
  const title = page.getByTestId('blocking-popover').getByTestId('linked-item-title').first();
  await expect(title).toBeVisible();
  const before = page.url();
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    title.click({ modifiers: ['Control'] }),
  ]);
  expect(opened.url()).toContain('/acme/web/-/issues/1');
  expect(page.url()).toBe(before);
  await opened.close();
});

test('+1 more item for four open items', async ({ page }) => {
  await mockRoadmap(page, (m) => {
    m.epics = [mockEpic(2, { title: 'Four blockers', blockedByCount: 4 })];
    m.linkedItems.set(
      '2:BLOCKED_BY',
      [1, 2, 3, 4].map((id) => mockLinkedItem(id)),
    );
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Four blockers');
  await roadmap
    .row('Four blockers')
    .getByRole('button', { name: 'Epic is blocked by 4 items' })
    .hover();
  await expect(page.getByTestId('more-items')).toHaveText('+1 more item');
});

test('the metadata row: reference, weight, milestone, iteration, dates, assignees, Hidden', async ({
  page,
}) => {
  await mockRoadmap(page, (m) => {
    m.epics = [mockEpic(3, { title: 'Metadata epic', blockedByCount: 2 })];
    m.linkedItems.set('3:BLOCKED_BY', [
      mockLinkedItem(12, {
        title: 'Spam-author blocker',
        workItem: {
          reference: 'acme/platform/web#12',
          weight: 5,
          startDate: '2026-11-02',
          dueDate: '2026-12-04',
          milestone: { id: 'gid://gitlab/Milestone/4', title: 'Release 4.2' },
          iteration: {
            id: 'gid://gitlab/Iteration/7',
            title: 'Sprint 12',
            startDate: '2026-11-16',
            dueDate: '2026-11-29',
            iterationCadence: {
              id: 'gid://gitlab/Iterations::Cadence/2',
              title: 'Backend sprints',
            },
          },
          // Only admins are ever sent an item of a banned author (the server hides it from
          // everyone else): this mocked popover is an admin's.
          hidden: true,
          assignees: {
            nodes: [
              mockUser(1, 'Olive Owner', 'owner'),
              mockUser(2, 'Alex Chen', 'alex'),
              mockUser(3, 'Priya Natarajan', 'priya'),
              mockUser(4, 'Sam Okafor', 'sam'),
              mockUser(5, 'Mei Tanaka', 'mei'),
            ],
          },
        },
      }),
      mockLinkedItem(13, {
        title: 'Plain blocker',
        workItem: { weight: null, milestone: null, dueDate: null, assignees: { nodes: [] } },
      }),
    ]);
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Metadata epic');
  await roadmap
    .row('Metadata epic')
    .getByRole('button', { name: 'Epic is blocked by 2 items' })
    .hover();
  const popover = page.getByTestId('blocking-popover');
  const [rich, plain] = [
    popover.getByTestId('linked-item').nth(0),
    popover.getByTestId('linked-item').nth(1),
  ];
  await expect(rich.getByTestId('linked-item-title')).toHaveText('Spam-author blocker');
  // A tooltip that is closing may linger while the next one opens: look for the exact one.
  const tooltipOf = async (testId: string, expected: string) => {
    await rich.getByTestId(testId).hover();
    await expect(page.getByRole('tooltip', { name: expected, exact: true })).toBeVisible();
  };

  await expect(rich.getByTestId('linked-item-reference')).toHaveText('web');
  await tooltipOf('linked-item-reference', 'acme/platform/web#12');
  await expect(rich.getByTestId('linked-item-weight')).toHaveText('5');
  await tooltipOf('linked-item-weight', 'Weight');
  await expect(rich.getByTestId('linked-item-milestone')).toHaveText('Release 4.2');
  await expect(rich.getByTestId('linked-item-iteration')).toHaveText('Nov 16 – 29, 2026');
  await rich.getByTestId('linked-item-iteration').hover();
  const iterationTooltip = page.getByTestId('linked-item-iteration-tooltip');
  await expect(iterationTooltip).toBeVisible();
  await expect(iterationTooltip.locator(':scope > *')).toHaveText([
    'Iteration',
    'Backend sprints',
    'Sprint 12',
    'Nov 16 – 29, 2026',
  ]);
  await expect(rich.getByTestId('linked-item-dates')).toHaveText('Nov 2, 2026 – Dec 4, 2026');
  await tooltipOf('linked-item-dates', 'Dates');

  const avatars = rich.getByTestId('linked-item-assignees').locator('.mantine-Avatar-root');
  await expect(avatars).toHaveCount(3);
  await expect(avatars.first()).toHaveCSS('width', '16px');
  await expect(rich.getByTestId('linked-item-more-assignees')).toHaveText('+2');
  await tooltipOf('linked-item-more-assignees', '2 more assignees');

  await expect(rich.getByTestId('linked-item-hidden')).toHaveText('Hidden');
  await tooltipOf('linked-item-hidden', 'This item is hidden because its author has been banned.');

  // The order of the row: reference, weight, milestone, iteration, dates, avatars.
  const order = await rich
    .getByTestId('linked-item-meta')
    .evaluate((row) =>
      Array.from(row.querySelectorAll('[data-testid^="linked-item-"]')).map((el) =>
        el.getAttribute('data-testid'),
      ),
    );
  expect(order).toEqual([
    'linked-item-reference',
    'linked-item-weight',
    'linked-item-milestone',
    'linked-item-iteration',
    'linked-item-dates',
    'linked-item-assignees',
    'linked-item-more-assignees',
    'linked-item-hidden',
  ]);

  // An item without those values shows only its reference.
  await expect(plain.getByTestId('linked-item-meta')).toHaveText('web');
  await expect(plain.getByTestId('linked-item-hidden')).toHaveCount(0);
  await expect(plain.getByTestId('linked-item-iteration')).toHaveCount(0);
});
