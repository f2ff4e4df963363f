// The roadmap against the real server and the demo workspace (no interception).
import AxeBuilder from '@axe-core/playwright';
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 120_000 });

test('the demo group: epics, child loading and milestones', async ({ page, signIn }) => {
  await signIn('owner');
  const roadmap = new RoadmapPage(page);
  await roadmap.goto(demoGroups.root);
  await roadmap.waitForRow('Customer platform 2.0');
  const row = roadmap.row('Customer platform 2.0');
  await expect(row.getByTestId('epic-title')).toHaveAttribute(
    'href',
    /^\/groups\/acme\/-\/epics\/\d+$/,
  );
  await expect(row.getByTestId('epic-timeframe')).toHaveText(
    /^\w{3} \d+, \d{4} – \w{3} \d+, \d{4}$/,
  );
  await expect(roadmap.bar('Customer platform 2.0')).toHaveAttribute('data-start-out', 'true');

  await row.getByRole('button', { name: 'Expand' }).click();
  await roadmap.waitForRow('Unified identity and single sign-on');
  await expect(roadmap.row('Unified identity and single sign-on')).toHaveAttribute(
    'data-child-epic',
    'true',
  );

  const quarter = roadmap.milestoneBars.filter({ hasText: '2026 Q4' });
  await quarter.focus();
  const popover = page.getByTestId('milestone-popover');
  await expect(popover.getByTestId('milestone-popover-type')).toHaveText('Group milestone');
  await expect(popover.getByTestId('milestone-popover-dates')).toHaveText(
    'Oct 1, 2026 – Dec 31, 2026',
  );
});

test('the demo blocking popover fetches the open blockers on hover', async ({ page }) => {
  const roadmap = new RoadmapPage(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('roadmapEpicBlockingItems')) requests.push(body);
  });
  await roadmap.goto(demoGroups.root, '?search=Session%20management%20overhaul');
  await roadmap.waitForRow('Session management overhaul');
  expect(requests).toHaveLength(0);
  await roadmap
    .row('Session management overhaul')
    .getByRole('button', { name: 'Epic is blocked by 4 items' })
    .hover();
  const popover = page.getByTestId('blocking-popover');
  await expect(popover.getByTestId('linked-item')).toHaveCount(3);
  await expect(popover.getByTestId('more-items')).toHaveText('+1 more item');
  expect(requests).toHaveLength(1);
});

test('an admin sees the item of a banned author in the blocking popover, with the Hidden badge', async ({
  page,
  signIn,
}) => {
  // Items of banned authors (GitLab's hidden items) are for admins only.
  await signIn('root');
  const roadmap = new RoadmapPage(page);
  await roadmap.goto(demoGroups.root, '?search=Account%20linking%20across%20products');
  await roadmap.waitForRow('Account linking across products');
  await roadmap
    .row('Account linking across products')
    .getByRole('button', { name: 'Epic is blocked by 2 items' })
    .hover();
  const popover = page.getByTestId('blocking-popover');
  await expect(popover.getByTestId('linked-item')).toHaveCount(2);
  const spam = popover
    .getByTestId('linked-item')
    .filter({ hasText: 'Link our partner discount site from the login page' });
  await expect(spam.getByTestId('linked-item-reference')).toHaveText('gateway');
  // 'Platform sprints', two weeks from Monday Nov 16 (CAIRN_TODAY is Saturday Nov 21, 2026).
  await expect(spam.getByTestId('linked-item-iteration')).toHaveText('Nov 16 – 29, 2026');
  await spam.getByTestId('linked-item-iteration').hover();
  await expect(page.getByTestId('linked-item-iteration-tooltip').locator(':scope > *')).toHaveText([
    'Iteration',
    'Platform sprints',
    'Nov 16 – 29, 2026',
  ]);
  await expect(spam.getByTestId('linked-item-hidden')).toHaveText('Hidden');
  await spam.getByTestId('linked-item-hidden').hover();
  await expect(
    page.getByRole('tooltip', {
      name: 'This item is hidden because its author has been banned.',
      exact: true,
    }),
  ).toBeVisible();
  const other = popover
    .getByTestId('linked-item')
    .filter({ hasText: 'Speed up webhook signature verification' });
  await expect(other.getByTestId('linked-item-hidden')).toHaveCount(0);
  await expect(other.getByTestId('linked-item-iteration')).toHaveText('Nov 16 – 29, 2026');
});

test('non-admins never see the item of a banned author: one blocker, no Hidden badge', async ({
  page,
  signIn,
}) => {
  const roadmap = new RoadmapPage(page);
  const expectOneBlocker = async () => {
    await roadmap.goto(demoGroups.root, '?search=Account%20linking%20across%20products');
    await roadmap.waitForRow('Account linking across products');
    const row = roadmap.row('Account linking across products');
    await expect(row.getByRole('button', { name: 'Epic is blocked by 2 items' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Epic is blocked by 1 item' }).hover();
    const popover = page.getByTestId('blocking-popover');
    await expect(popover.getByTestId('linked-item')).toHaveCount(1);
    await expect(popover.getByTestId('linked-item-title')).toHaveText(
      'Speed up webhook signature verification',
    );
    await expect(popover.getByTestId('linked-item-hidden')).toHaveCount(0);
    await expect(popover).not.toContainText('Link our partner discount site from the login page');
  };
  await expectOneBlocker(); // anonymous
  await signIn('owner'); // the owner of acme, not an admin
  await expectOneBlocker();
});

test('the demo roadmap has no serious or critical accessibility violations', async ({ page }) => {
  const roadmap = new RoadmapPage(page);
  await roadmap.goto(demoGroups.root, '?show_labels=true');
  await roadmap.waitForRow('Customer platform 2.0');
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
