// Bar position and width per preset: each 180 px cell is
// split evenly into its days and a bar covers its end day; a missing start is the timeframe start
// and a missing end the timeframe end. Expected px are worked out by hand for today 2026-11-21
// (weeks start on Sunday): the quarter view starts in Q2 2025 (13 cells), the year view on
// Jan 1, 2026 (12 cells), this quarter's weeks on Sep 27, 2026 (14 cells).
import { mockEpic } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

const epics = [
  mockEpic(1, { title: 'Dated', startDate: '2026-11-10', dueDate: '2026-11-20' }),
  mockEpic(2, { title: 'No start', startDate: null, dueDate: '2026-11-20' }),
  mockEpic(3, { title: 'No end', startDate: '2026-11-10', dueDate: null }),
  mockEpic(4, { title: 'No dates', startDate: null, dueDate: null }),
];

type Expected = Record<string, { left: number; width: number }>;

const cases: { name: string; query: string; cells: number; expected: Expected }[] = [
  {
    name: 'weeks',
    query: '',
    cells: 14,
    // Nov 10 is day 2 of week 6 (Nov 8), Nov 20 day 5 of week 7 (Nov 15), covered to its end.
    expected: {
      Dated: { left: (6 + 2 / 7) * 180, width: (7 + 6 / 7 - (6 + 2 / 7)) * 180 },
      'No start': { left: 0, width: (7 + 6 / 7) * 180 },
      'No end': { left: (6 + 2 / 7) * 180, width: (14 - (6 + 2 / 7)) * 180 },
      'No dates': { left: 0, width: 14 * 180 },
    },
  },
  {
    name: 'months',
    query: '?timeframe_range_type=CURRENT_YEAR&layout=MONTHS',
    cells: 12,
    // November is cell 10 (30 days): Nov 10 starts after 9 days, Nov 20 ends after 20.
    expected: {
      Dated: { left: 1854, width: 66 },
      'No start': { left: 0, width: 1920 },
      'No end': { left: 1854, width: 306 },
      'No dates': { left: 0, width: 2160 },
    },
  },
  {
    name: 'quarters',
    query: '?timeframe_range_type=THREE_YEARS&layout=QUARTERS',
    cells: 13,
    // Q4 2026 is cell 6 (92 days): Nov 10 starts after 40 days, Nov 20 ends after 51.
    expected: {
      Dated: { left: (6 + 40 / 92) * 180, width: (11 / 92) * 180 },
      'No start': { left: 0, width: (6 + 51 / 92) * 180 },
      'No end': { left: (6 + 40 / 92) * 180, width: (13 - 6 - 40 / 92) * 180 },
      'No dates': { left: 0, width: 13 * 180 },
    },
  },
];

for (const { name, query, cells, expected } of cases) {
  test(`bar offsets and widths in the ${name} view`, async ({ page }) => {
    await mockRoadmap(page, (m) => (m.epics = epics));
    const roadmap = new RoadmapPage(page);
    await roadmap.goto('acme', query);
    await roadmap.waitForRow('Dated');
    await expect(roadmap.headerItems).toHaveCount(cells);
    for (const [title, { left, width }] of Object.entries(expected)) {
      const geometry = await roadmap.barGeometry(title);
      expect(geometry.left, `${title} left`).toBeCloseTo(left, 0);
      expect(geometry.width, `${title} width`).toBeCloseTo(width, 0);
    }
    // A missing start or end is drawn from or to the timeframe edge, without an out-of-range mark.
    await expect(roadmap.bar('No dates')).not.toHaveAttribute('data-start-out', /.+/);
    await expect(roadmap.bar('No dates')).not.toHaveAttribute('data-end-out', /.+/);
  });
}
