// Progress texts: '%{percentage}% issues closed' / '% weight completed' on the
// bar, '%{completed} of %{total} ...' in the popover, '- of - ...' without data, and the drawer's
// 'Use issue weight' / 'Use issue count' switching between them.
import { mockEpic } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

const weighted = mockEpic(1, {
  title: 'Weighted work',
  startDate: '2026-10-05',
  dueDate: '2026-12-10',
  descendantCounts: { openedEpics: 0, closedEpics: 0, openedIssues: 3, closedIssues: 1 },
  descendantWeightSum: { openedIssues: 2, closedIssues: 6 },
});
const empty = mockEpic(2, {
  title: 'No issues yet',
  startDate: '2026-10-05',
  dueDate: '2026-12-10',
  descendantCounts: { openedEpics: 0, closedEpics: 0, openedIssues: 0, closedIssues: 0 },
  descendantWeightSum: { openedIssues: 0, closedIssues: 0 },
});
const timeframe = 'Oct 5, 2026 – Dec 10, 2026';

test('percentage and summary texts in both modes; the drawer switches them', async ({ page }) => {
  await mockRoadmap(page, (m) => (m.epics = [weighted, empty]));
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Weighted work');
  const popoverProgress = page.getByTestId('epic-popover-progress');

  // Weight mode (the default): 6 of 8 weight completed is 75%.
  await expect(roadmap.bar('Weighted work')).toHaveAttribute(
    'aria-label',
    `Weighted work, 75% weight completed, ${timeframe}`,
  );
  await expect(roadmap.bar('Weighted work').getByTestId('epic-bar-percentage')).toHaveText('75%');
  await roadmap.bar('Weighted work').hover();
  await expect(popoverProgress).toHaveText('6 of 8 weight completed');
  await expect(roadmap.bar('No issues yet')).toHaveAttribute(
    'aria-label',
    `No issues yet, 0% weight completed, ${timeframe}`,
  );

  // The drawer's 'Use issue count': 1 of 4 issues closed is 25%.
  await roadmap.openSettings();
  await roadmap.drawer.getByRole('radio', { name: 'Use issue count' }).check();
  await expect(page).toHaveURL(/progress=COUNT/);
  await page.keyboard.press('Escape');
  await expect(roadmap.drawer).toHaveCount(0);
  await expect(roadmap.bar('Weighted work')).toHaveAttribute(
    'aria-label',
    `Weighted work, 25% issues closed, ${timeframe}`,
  );
  await expect(roadmap.bar('Weighted work').getByTestId('epic-bar-percentage')).toHaveText('25%');
  await roadmap.bar('Weighted work').hover();
  await expect(popoverProgress).toHaveText('1 of 4 issues closed');
  await page.mouse.move(5, 5);
  await expect(popoverProgress).toHaveCount(0);
  await roadmap.bar('No issues yet').hover();
  await expect(popoverProgress).toHaveText('- of - issues closed');
  await expect(roadmap.bar('No issues yet')).toHaveAttribute(
    'aria-label',
    `No issues yet, 0% issues closed, ${timeframe}`,
  );
  await page.mouse.move(5, 5);

  // And back with 'Use issue weight'.
  await roadmap.openSettings();
  await roadmap.drawer.getByRole('radio', { name: 'Use issue weight' }).check();
  await expect(page).not.toHaveURL(/progress=COUNT/);
  await page.keyboard.press('Escape');
  await expect(roadmap.drawer).toHaveCount(0);
  await expect(roadmap.bar('Weighted work')).toHaveAttribute(
    'aria-label',
    `Weighted work, 75% weight completed, ${timeframe}`,
  );
  await roadmap.bar('No issues yet').hover();
  await expect(popoverProgress).toHaveText('- of - weight completed');
});
