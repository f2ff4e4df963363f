// Timeline header labels for each range and preset at fixed dates.
import { mockEpic } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

const undated = mockEpic(1, { title: 'Always there', startDate: null, dueDate: null });

async function open(roadmap: RoadmapPage, today: string | null, query: string, firstDayOfWeek = 0) {
  await mockRoadmap(roadmap.page, (mock) => {
    mock.epics = [undated];
    mock.group = { ...mock.group, firstDayOfWeek };
  });
  if (today) await roadmap.setToday(today);
  await roadmap.goto('acme', query);
  await roadmap.waitForRow('Always there');
}

test.describe('timeline header on 2026-11-21 (the demo day)', () => {
  test('this quarter by week: the year on the first week only, 7 day sub-labels', async ({
    page,
  }) => {
    const roadmap = new RoadmapPage(page);
    await open(roadmap, null, '');
    expect(await roadmap.headerLabelTexts()).toEqual([
      '2026 Sep 27',
      'Oct 4',
      'Oct 11',
      'Oct 18',
      'Oct 25',
      'Nov 1',
      'Nov 8',
      'Nov 15',
      'Nov 22',
      'Nov 29',
      'Dec 6',
      'Dec 13',
      'Dec 20',
      'Dec 27',
    ]);
    const firstWeek = page.getByTestId('timeline-header-item').first();
    const days = firstWeek.getByTestId('timeline-header-sublabel');
    await expect(days).toHaveCount(7);
    expect(
      await days.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-value'))),
    ).toEqual(['27', '28', '29', '30', '1', '2', '3']);
    // Today is marked in the header and across the cells.
    const todayItem = page.locator('[data-testid="timeline-header-item"][data-current]');
    await expect(todayItem.getByTestId('timeline-header-label')).toHaveText('Nov 15');
    await expect(todayItem.locator('[data-today]')).toHaveText('21');
    await expect(roadmap.todayLine).toBeAttached();
  });

  test('an unknown range in the URL falls back to this quarter', async ({ page }) => {
    const roadmap = new RoadmapPage(page);
    await open(roadmap, null, '?timeframe_range_type=NEXT_CENTURY');
    const labels = await roadmap.headerLabelTexts();
    expect(labels[0]).toBe('2026 Sep 27');
    expect(labels.at(-1)).toBe('Dec 27');
    expect(labels).toHaveLength(14);
  });

  test('this year by month: the year only when it changes', async ({ page }) => {
    const roadmap = new RoadmapPage(page);
    await open(roadmap, null, '?timeframe_range_type=CURRENT_YEAR');
    expect(await roadmap.headerLabelTexts()).toEqual([
      '2026 Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    const november = page.locator('[data-testid="timeline-header-item"][data-current]');
    await expect(november.getByTestId('timeline-header-sublabel')).toHaveCount(30);
    await expect(november.locator('[data-today]')).toHaveText('21');
  });

  test('within 3 years by quarter: the year on the first item and on Q1', async ({ page }) => {
    const roadmap = new RoadmapPage(page);
    await open(roadmap, null, '?timeframe_range_type=THREE_YEARS');
    expect(await roadmap.headerLabelTexts()).toEqual([
      '2025 Q2',
      'Q3',
      'Q4',
      '2026 Q1',
      'Q2',
      'Q3',
      'Q4',
      '2027 Q1',
      'Q2',
      'Q3',
      'Q4',
      '2028 Q1',
      'Q2',
    ]);
    const subLabels = page
      .getByTestId('timeline-header-item')
      .first()
      .getByTestId('timeline-header-sublabel');
    await expect(subLabels).toHaveText(['Apr', 'May', 'Jun']);
    const current = page.locator('[data-testid="timeline-header-item"][data-current]');
    await expect(current.getByTestId('timeline-header-label')).toHaveText('Q4');
    await expect(current.locator('[data-today]')).toHaveText('Nov');
  });

  test('within 3 years by month: 36 months', async ({ page }) => {
    const roadmap = new RoadmapPage(page);
    await open(roadmap, null, '?timeframe_range_type=THREE_YEARS&layout=MONTHS');
    const labels = await roadmap.headerLabelTexts();
    expect(labels).toHaveLength(36);
    expect(labels.slice(0, 9)).toEqual([
      '2025 May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      '2026 Jan',
    ]);
    expect(labels.slice(-5)).toEqual(['Dec', '2028 Jan', 'Feb', 'Mar', 'Apr']);
  });

  test('a Monday first day of week from the server', async ({ page }) => {
    const roadmap = new RoadmapPage(page);
    await open(roadmap, null, '', 1);
    expect((await roadmap.headerLabelTexts()).slice(0, 3)).toEqual([
      '2026 Sep 28',
      'Oct 5',
      'Oct 12',
    ]);
  });
});

test.describe('timeline header at other fixed dates', () => {
  test('across the year boundary (2026-12-30), this year by week', async ({ page }) => {
    const roadmap = new RoadmapPage(page);
    await open(roadmap, '2026-12-30', '?timeframe_range_type=CURRENT_YEAR&layout=WEEKS');
    const labels = await roadmap.headerLabelTexts();
    expect(labels).toHaveLength(53);
    expect(labels.slice(0, 3)).toEqual(['2025 Dec 28', '2026 Jan 4', 'Jan 11']);
    expect(labels.at(-1)).toBe('Dec 27');
    const current = page.locator('[data-testid="timeline-header-item"][data-current]');
    await expect(current.getByTestId('timeline-header-label')).toHaveText('Dec 27');
    await expect(current.locator('[data-today]')).toHaveText('30');
  });

  test('early January (2027-01-05), this quarter by week: the year on the first January week', async ({
    page,
  }) => {
    const roadmap = new RoadmapPage(page);
    await open(roadmap, '2027-01-05', '');
    const labels = await roadmap.headerLabelTexts();
    expect(labels.slice(0, 4)).toEqual(['2026 Dec 27', '2027 Jan 3', 'Jan 10', 'Jan 17']);
    expect(labels.at(-1)).toBe('Mar 28');
  });

  test('a new year (2027-01-05), this year by month and within 3 years by quarter', async ({
    page,
  }) => {
    const roadmap = new RoadmapPage(page);
    await open(roadmap, '2027-01-05', '?timeframe_range_type=CURRENT_YEAR');
    expect((await roadmap.headerLabelTexts()).slice(0, 2)).toEqual(['2027 Jan', 'Feb']);
    await roadmap.goto('acme', '?timeframe_range_type=THREE_YEARS');
    await expect(roadmap.headerLabels.first()).toHaveText('2025 Q3');
    expect((await roadmap.headerLabelTexts()).slice(0, 4)).toEqual([
      '2025 Q3',
      'Q4',
      '2026 Q1',
      'Q2',
    ]);
  });
});
