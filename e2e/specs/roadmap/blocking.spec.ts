// Blocked-by and blocks icons with their lazily fetched popovers.
import type { Page } from '@playwright/test';
import { mockEpic, mockLinkedItem } from '../../fixtures/roadmap-data.ts';
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
