// The empty state: titles, descriptions with the date range, buttons, and the view-only filter bar.
import { mockEpic } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

const DATE_RANGE = 'Sep 27, 2026 – Jan 2, 2027';

test('no epics and no filters: invitation, both buttons, view-only filter bar', async ({
  page,
}) => {
  await mockRoadmap(page);
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForEmptyState();
  await expect(roadmap.emptyState.getByRole('heading')).toHaveText(
    'The roadmap shows the progress of your epics along a timeline',
  );
  await expect(roadmap.emptyState.getByTestId('roadmap-empty-description')).toHaveText(
    `To view the roadmap, add a start or due date to one of your epics in this group or its subgroups; from ${DATE_RANGE}.`,
  );
  await expect(roadmap.emptyState.getByRole('link', { name: 'New epic' })).toHaveAttribute(
    'href',
    '/groups/acme/-/epics/new',
  );
  await expect(roadmap.emptyState.getByRole('link', { name: 'View epics list' })).toHaveAttribute(
    'href',
    '/groups/acme/-/epics',
  );
  await expect(roadmap.root).toHaveAttribute('data-view-only', 'true');
  await expect(page.getByTestId('roadmap-filter-slot').locator('input').first()).toHaveAttribute(
    'readonly',
    '',
  );
});

test('no epics without permission: no New epic', async ({ page }) => {
  await mockRoadmap(
    page,
    (m) => (m.group = { ...m.group, userPermissions: { createEpic: false } }),
  );
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForEmptyState();
  await expect(roadmap.emptyState.getByRole('link', { name: 'View epics list' })).toBeVisible();
  await expect(roadmap.emptyState.getByRole('link', { name: 'New epic' })).toHaveCount(0);
});

test('filters match nothing: apology, widen-your-search text, list link keeps the filters', async ({
  page,
}) => {
  await mockRoadmap(page, (m) => (m.epics = [mockEpic(1, { title: 'Unlabelled' })]));
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', '?label_name[]=missing&layout=WEEKS');
  await roadmap.waitForEmptyState();
  await expect(roadmap.emptyState.getByRole('heading')).toHaveText(
    'Sorry, no epics matched your search',
  );
  await expect(roadmap.emptyState.getByTestId('roadmap-empty-description')).toHaveText(
    `To widen your search, change or remove filters; from ${DATE_RANGE}.`,
  );
  await expect(roadmap.emptyState.getByRole('link', { name: 'New epic' })).toHaveCount(0);
  await expect(roadmap.emptyState.getByRole('link', { name: 'View epics list' })).toHaveAttribute(
    'href',
    '/groups/acme/-/epics?label_name%5B%5D=missing',
  );
  // With filters applied the bar stays editable.
  await expect(roadmap.root).not.toHaveAttribute('data-view-only', 'true');
});

test('epics whose dates cannot be shown: add-dates text', async ({ page }) => {
  await mockRoadmap(page, (m) => {
    m.epics = [mockEpic(1, { title: 'Backwards', startDate: '2026-12-01', dueDate: '2026-11-01' })];
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForEmptyState();
  await expect(roadmap.emptyState.getByTestId('roadmap-empty-description')).toHaveText(
    'To make your epics appear in the roadmap, add start or due dates to them.',
  );
});

test('child epics form: add a date to one of the child epics, with a docs link', async ({
  page,
}) => {
  await mockRoadmap(page);
  const roadmap = new RoadmapPage(page);
  await roadmap.gotoChildEpics('acme', '7');
  await roadmap.waitForEmptyState();
  await expect(roadmap.emptyState.getByTestId('roadmap-empty-description')).toHaveText(
    'To view the roadmap, add a start or due date to one of the child epics.',
  );
  await expect(roadmap.emptyState.getByRole('link', { name: 'child epics' })).toHaveAttribute(
    'href',
    /roadmap/,
  );
});
