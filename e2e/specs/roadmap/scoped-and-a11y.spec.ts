// The scoped child-epics form, keyboard access and axe-core.
import AxeBuilder from '@axe-core/playwright';
import { MOCK_SUBGROUP, mockEpic, mockLabel, mockMilestone } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 90_000 });

test("the child-epics form shows only that epic's children, as child epics", async ({ page }) => {
  const mock = await mockRoadmap(page, (m) => {
    m.epics = [mockEpic(1, { title: 'Not a child' })];
    m.children.set('7', [
      mockEpic(21, { title: 'First child', hasParent: true, group: MOCK_SUBGROUP }),
      mockEpic(22, { title: 'Second child', hasParent: true }),
    ]);
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.gotoChildEpics('acme', '7');
  await roadmap.waitForRow('First child');
  await expect(roadmap.rows).toHaveCount(2);
  await expect(roadmap.row('Not a child')).toHaveCount(0);
  await expect(roadmap.row('First child')).toHaveAttribute('data-child-epic', 'true');
  await expect(roadmap.row('First child').getByTestId('epic-group-name')).toHaveCount(0);
  expect(mock.callsOf('roadmapEpics')).toHaveLength(0);
  expect(mock.callsOf('roadmapEpicChildEpics')[0]).toMatchObject({
    fullPath: 'acme',
    iid: '7',
    first: 50,
  });
  // View-only filter bar, no milestones section.
  await expect(roadmap.root).toHaveAttribute('data-view-only', 'true');
  await expect(roadmap.milestones).toHaveCount(0);
});

test('keyboard: bars open their popover on focus; axe finds nothing serious', async ({ page }) => {
  await mockRoadmap(page, (m) => {
    m.epics = [
      mockEpic(1, {
        title: 'Accessible epic',
        blockedByCount: 2,
        labels: { nodes: [mockLabel(1, 'team::web', '#1a7f37')] },
      }),
      mockEpic(2, { title: 'Another epic', hasChildren: true, hasChildrenWithinTimeframe: true }),
    ];
    m.milestones = [mockMilestone(1, { title: 'Release' })];
  });
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme', '?show_labels=true');
  await roadmap.waitForRow('Accessible epic');
  await roadmap.bar('Accessible epic').focus();
  await expect(page.getByTestId('epic-bar-popover')).toContainText('Oct 5, 2026 – Dec 10, 2026');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('epic-bar-popover')).toHaveCount(0);

  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await roadmap.openSettings();
  const drawerResults = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    drawerResults.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
});
