// The settings drawer and the URL query string (docs/decisions/0006-roadmap-page.md, 'URL').
import { mockEpic, mockLabel } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

const epic = mockEpic(1, {
  title: 'Billing revamp',
  labels: {
    nodes: [mockLabel(1, 'backend', '#428bca'), mockLabel(2, 'priority::high', '#dc143c')],
  },
});

test('defaults when the URL has no settings: milestones and progress shown, labels hidden', async ({
  page,
}) => {
  const mock = await mockRoadmap(page, (m) => (m.epics = [epic]));
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Billing revamp');
  await expect(roadmap.milestones).toBeVisible();
  await expect(roadmap.bar('Billing revamp').getByTestId('epic-bar-progress')).toBeVisible();
  await expect(roadmap.row('Billing revamp').getByTestId('epic-labels')).toHaveCount(0);
  expect(mock.callsOf('roadmapEpics')[0]).toMatchObject({
    state: 'all',
    sort: 'START_DATE_ASC',
    timeframe: { start: '2026-09-27', end: '2027-01-02' },
    first: 50,
  });
  expect(mock.callsOf('roadmapMilestones')[0]).toMatchObject({
    state: 'active',
    includeDescendants: true,
    includeAncestors: true,
    timeframe: { start: '2026-09-27', end: '2027-01-02' },
  });
});

test('every setting is read from the URL on load', async ({ page }) => {
  const mock = await mockRoadmap(page, (m) => (m.epics = [epic]));
  const roadmap = new RoadmapPage(page);
  await roadmap.goto(
    'acme',
    '?timeframe_range_type=THREE_YEARS&layout=MONTHS&state=opened&sort=TITLE_DESC&progress=COUNT' +
      '&show_progress=false&show_milestones=false&milestones_type=PROJECT&show_labels=true',
  );
  await roadmap.waitForRow('Billing revamp');
  await expect(roadmap.headerLabels).toHaveCount(36);
  await expect(roadmap.milestones).toHaveCount(0);
  await expect(roadmap.bar('Billing revamp').getByTestId('epic-bar-progress')).toHaveCount(0);
  await expect(roadmap.row('Billing revamp').getByTestId('epic-label')).toHaveCount(2);
  expect(mock.callsOf('roadmapEpics')[0]).toMatchObject({ state: 'opened', sort: 'TITLE_DESC' });
  expect(mock.callsOf('roadmapMilestones')).toHaveLength(0);

  await roadmap.openSettings();
  await expect(roadmap.drawer.locator('input[aria-label="Date range"]')).toHaveValue(
    'Within 3 years',
  );
  await expect(roadmap.presetRadio('By month')).toBeChecked();
  await expect(roadmap.drawer.getByRole('radio', { name: 'Show open epics' })).toBeChecked();
  await expect(
    roadmap.drawer.getByRole('switch', { name: 'Display milestones' }),
  ).not.toBeChecked();
  await expect(
    roadmap.drawer.getByRole('radio', { name: 'Show project milestones' }),
  ).toBeChecked();
  await expect(
    roadmap.drawer.getByRole('switch', { name: 'Display progress of child issues' }),
  ).not.toBeChecked();
  await expect(roadmap.drawer.getByRole('radio', { name: 'Use issue count' })).toBeChecked();
  await expect(roadmap.drawer.getByRole('switch', { name: 'Show labels' })).toBeChecked();
});

test('a sort outside the ten values falls back to the first; others pass in any case', async ({
  page,
}) => {
  const mock = await mockRoadmap(page, (m) => (m.epics = [epic]));
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', '?sort=popularity');
  await roadmap.waitForRow('Billing revamp');
  expect(mock.callsOf('roadmapEpics')[0]?.sort).toBe('START_DATE_ASC');
  await roadmap.goto('acme', '?sort=updated_at_desc');
  await roadmap.waitForRow('Billing revamp');
  expect(mock.callsOf('roadmapEpics').at(-1)?.sort).toBe('UPDATED_AT_DESC');
});

test('each drawer choice updates the view and the URL without adding history entries', async ({
  page,
}) => {
  const mock = await mockRoadmap(page, (m) => (m.epics = [epic]));
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', '?scope=all&utf8=%E2%9C%93');
  await roadmap.waitForRow('Billing revamp');
  const historyLength = await page.evaluate(() => window.history.length);

  await roadmap.openSettings();
  await roadmap.chooseDateRange('This year');
  await expect.poll(() => roadmap.searchParams().get('timeframe_range_type')).toBe('CURRENT_YEAR');
  expect(roadmap.searchParams().get('layout')).toBe('MONTHS');
  await expect(roadmap.headerLabels).toHaveCount(12);

  await roadmap.presetRadio('By week').check();
  await expect.poll(() => roadmap.searchParams().get('layout')).toBe('WEEKS');
  await expect(roadmap.headerLabels.first()).toHaveText('2025 Dec 28');

  await roadmap.drawer.getByRole('radio', { name: 'Show closed epics' }).check();
  await expect.poll(() => roadmap.searchParams().get('state')).toBe('closed');
  await expect.poll(() => mock.callsOf('roadmapEpics').at(-1)?.state).toBe('closed');
  await roadmap.drawer.getByRole('radio', { name: 'Show all epics' }).check();
  await expect.poll(() => roadmap.searchParams().get('state')).toBe('all');

  await roadmap.drawer.getByRole('radio', { name: 'Show group milestones' }).check();
  await expect.poll(() => roadmap.searchParams().get('milestones_type')).toBe('GROUP');
  await roadmap.drawer.getByRole('switch', { name: 'Display milestones' }).click();
  await expect.poll(() => roadmap.searchParams().get('show_milestones')).toBe('false');

  await roadmap.drawer.getByRole('radio', { name: 'Use issue count' }).check();
  await expect.poll(() => roadmap.searchParams().get('progress')).toBe('COUNT');
  await roadmap.drawer.getByRole('switch', { name: 'Display progress of child issues' }).click();
  await expect.poll(() => roadmap.searchParams().get('show_progress')).toBe('false');

  await roadmap.drawer.getByRole('switch', { name: 'Show labels' }).click();
  await expect.poll(() => roadmap.searchParams().get('show_labels')).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('gl-show-board-labels'))).toBe('true');

  // Parameters the roadmap does not own persist.
  expect(roadmap.searchParams().get('scope')).toBe('all');
  expect(roadmap.searchParams().get('utf8')).toBe('✓');
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

  await page.keyboard.press('Escape');
  await expect(roadmap.drawer).toBeHidden();
  await expect(roadmap.milestones).toHaveCount(0);
  await expect(roadmap.bar('Billing revamp').getByTestId('epic-bar-progress')).toHaveCount(0);
  await expect(roadmap.row('Billing revamp').getByTestId('epic-label')).toHaveCount(2);
});

test('the date range dropdown resets the preset to the range default when it changes', async ({
  page,
}) => {
  await mockRoadmap(page, (m) => (m.epics = [epic]));
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', '?timeframe_range_type=THREE_YEARS&layout=WEEKS');
  await roadmap.waitForRow('Billing revamp');
  await roadmap.openSettings();
  await expect(roadmap.presetRadio('By week')).toBeChecked();
  await expect(roadmap.drawer.getByRole('radio')).toHaveCount(3 + 3 + 4 + 2);

  // Choosing the same range keeps the preset.
  await roadmap.chooseDateRange('Within 3 years');
  await expect(roadmap.presetRadio('By week')).toBeChecked();

  await roadmap.chooseDateRange('This year');
  await expect(roadmap.presetRadio('By month')).toBeChecked();
  await expect(roadmap.presetRadio('By quarter')).toHaveCount(0);
  await expect.poll(() => roadmap.searchParams().get('layout')).toBe('MONTHS');

  await roadmap.chooseDateRange('Within 3 years');
  await expect(roadmap.presetRadio('By quarter')).toBeChecked();

  // This quarter offers weeks only.
  await roadmap.chooseDateRange('This quarter');
  await expect(roadmap.presetRadio('By week')).toBeChecked();
  await expect(roadmap.presetRadio('By month')).toHaveCount(0);
  await expect.poll(() => roadmap.searchParams().get('layout')).toBe('WEEKS');
});

test('show labels is remembered in local storage', async ({ page }) => {
  await mockRoadmap(page, (m) => (m.epics = [epic]));
  const roadmap = new RoadmapPage(page);
  await page.addInitScript(() => localStorage.setItem('gl-show-board-labels', 'true'));
  await roadmap.goto('acme');
  await expect(roadmap.row('Billing revamp').getByTestId('epic-label')).toHaveCount(2);
  await roadmap.goto('acme', '?show_labels=false');
  await roadmap.waitForRow('Billing revamp');
  await expect(roadmap.row('Billing revamp').getByTestId('epic-label')).toHaveCount(0);
});

test('clicking a label filters the roadmap through label_name[]', async ({ page }) => {
  const mock = await mockRoadmap(page, (m) => {
    m.epics = [epic, mockEpic(2, { title: 'Unlabelled work' })];
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', '?show_labels=true');
  await roadmap.waitForRow('Unlabelled work');
  const historyLength = await page.evaluate(() => window.history.length);
  await roadmap
    .row('Billing revamp')
    .getByRole('button', { name: 'Filter by label backend' })
    .click();
  await expect.poll(() => roadmap.searchParams().getAll('label_name[]')).toEqual(['backend']);
  await expect(roadmap.row('Unlabelled work')).toHaveCount(0);
  expect(mock.callsOf('roadmapEpics').at(-1)?.labelName).toEqual(['backend']);
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  // Scoped labels render in two parts.
  const scoped = roadmap
    .row('Billing revamp')
    .getByRole('button', { name: 'Filter by label priority::high' });
  await expect(scoped).toContainText('priority');
  await expect(scoped).toContainText('high');
});
