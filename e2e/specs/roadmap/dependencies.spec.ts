// Dependency arrows on the roadmap (docs/decisions/roadmap-dependencies.md): drawn between the
// right bars with their ends on the bars' edges, recomputed on scroll and on expanding a parent,
// red for a violated order, hidden by the setting, axe clean; created by dragging a bar's end
// handle.
import type { Locator, Page } from '@playwright/test';
import { mockEpic, type MockEpic } from '../../fixtures/roadmap-data.ts';
import { mockRoadmap } from '../../fixtures/roadmap-mock.ts';
import { ACCESS_LEVEL, createScratchProject } from '../../fixtures/scratch-project.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';
import { seriousViolations } from '../../support/axe.ts';

test.describe.configure({ timeout: 120_000 });

const gid = (iid: number) => `gid://gitlab/Epic/${iid}`;
const dated = (iid: number, title: string, startDate: string, dueDate: string) =>
  mockEpic(iid, { title, startDate, dueDate });

// This quarter by weeks (Sep 27, 2026 – Jan 2, 2027): every date below is inside it.
const design = {
  ...dated(1, 'Design phase', '2026-10-01', '2026-10-20'),
  blockedEpicIds: [gid(2), gid(21)],
};
const build = { ...dated(2, 'Build phase', '2026-10-26', '2026-11-20'), blockedEpicIds: [gid(3)] };
// Starts before 'Build phase' ends: the arrow into it is red.
const launch = dated(3, 'Launch phase', '2026-11-10', '2026-12-15');
const parent = {
  ...dated(4, 'Platform parent', '2026-10-01', '2026-12-31'),
  hasChildren: true,
  hasChildrenWithinTimeframe: true,
};
const child = {
  ...dated(21, 'Child task', '2026-11-25', '2026-12-20'),
  hasParent: true,
  parent: { id: parent.id, startDate: null, dueDate: null },
};
// Titles without a trailing digit: '… 1' then '50%' would read '150%' (axe label-in-name).
const fillers = Array.from({ length: 40 }, (_, i) =>
  dated(
    100 + i,
    `Filler ${String.fromCharCode(97 + (i % 26)).repeat(1 + Math.floor(i / 26))}`,
    '2026-10-05',
    '2026-12-01',
  ),
);
const lateBlocker = {
  ...dated(50, 'Late blocker', '2026-10-01', '2026-10-10'),
  blockedEpicIds: [gid(51)],
};
const lateBlocked = dated(51, 'Late blocked', '2026-10-19', '2026-11-10');

async function open(page: Page, query = '', today?: string) {
  await mockRoadmap(page, (m) => {
    m.epics = [design, build, launch, parent, ...fillers, lateBlocker, lateBlocked];
    m.children.set('4', [child]);
  });
  const roadmap = new RoadmapPage(page);
  if (today) await roadmap.setToday(today);
  await roadmap.goto('acme', query);
  await roadmap.waitForRow('Design phase');
  return roadmap;
}

type End = MockEpic | string;
const idOf = (end: End) => (typeof end === 'string' ? end : end.id);
const pairOf = (from: End, to: End) => `${idOf(from)}>${idOf(to)}`;

/** The path that draws the arrow (one path per look holds many arrows, listed in data-arrows). */
const arrow = (page: Page, from: End, to: End) =>
  page.locator(`[data-testid="dependency-arrow-group"][data-arrows~="${pairOf(from, to)}"]`);

/** How many arrows are drawn, over all the paths. */
const drawnArrows = (page: Page) =>
  page
    .getByTestId('dependency-arrow-group')
    .evaluateAll((paths) =>
      paths.reduce((sum, path) => sum + Number(path.getAttribute('data-count')), 0),
    );

/** The arrow's first and last points, in page coordinates: its subpath of the shared path. */
async function ends(page: Page, from: End, to: End) {
  const path = arrow(page, from, to);
  const [d, pairs] = await Promise.all([path.getAttribute('d'), path.getAttribute('data-arrows')]);
  const index = (pairs ?? '').split(' ').indexOf(pairOf(from, to));
  const subpath = (d ?? '').split('M').filter(Boolean)[index] ?? '';
  const n = (subpath.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const svg = await page.getByTestId('dependency-arrows').boundingBox();
  if (!svg || n.length < 4) throw new Error(`No arrow geometry: ${subpath}`);
  return {
    start: { x: svg.x + n[0]!, y: svg.y + n[1]! },
    end: { x: svg.x + n[n.length - 2]!, y: svg.y + n[n.length - 1]! },
  };
}

async function expectOnEdges(
  page: Page,
  roadmap: RoadmapPage,
  from: string,
  to: string,
  [fromEpic, toEpic]: readonly [End, End],
) {
  const [blocker, blocked] = await Promise.all([
    roadmap.bar(from).boundingBox(),
    roadmap.bar(to).boundingBox(),
  ]);
  if (!blocker || !blocked) throw new Error('bars not shown');
  const { start, end } = await ends(page, fromEpic, toEpic);
  expect(start.x).toBeCloseTo(blocker.x + blocker.width, 0);
  expect(start.y).toBeCloseTo(blocker.y + blocker.height / 2, 0);
  expect(end.x).toBeCloseTo(blocked.x, 0);
  expect(end.y).toBeCloseTo(blocked.y + blocked.height / 2, 0);
}

test('arrows join the right bars at their edges; hovering a bar highlights its arrows', async ({
  page,
}) => {
  const roadmap = await open(page);
  await expect(arrow(page, design, build)).toHaveCount(1);
  await expect(arrow(page, build, launch)).toHaveCount(1);
  // The child is not loaded yet, and the late pair is far below the rendered rows.
  await expect.poll(() => drawnArrows(page)).toBe(2);
  await expectOnEdges(page, roadmap, 'Design phase', 'Build phase', [design, build]);
  await expectOnEdges(page, roadmap, 'Build phase', 'Launch phase', [build, launch]);

  await roadmap.bar('Build phase').hover();
  await expect(arrow(page, design, build)).toHaveAttribute('data-highlighted', 'true');
  await expect(arrow(page, build, launch)).toHaveAttribute('data-highlighted', 'true');
  await roadmap.bar('Design phase').hover();
  await expect(arrow(page, build, launch)).not.toHaveAttribute('data-highlighted', 'true');
});

test('a blocked epic starting before its blocker ends gets a red arrow and a popover line', async ({
  page,
}) => {
  const roadmap = await open(page);
  const red = arrow(page, build, launch);
  await expect(red).toHaveAttribute('data-violated', 'true');
  await expect(arrow(page, design, build)).not.toHaveAttribute('data-violated', 'true');
  const stroke = (path: Locator) => path.evaluate((el) => getComputedStyle(el).stroke);
  const [redStroke, greyStroke] = await Promise.all([
    stroke(red),
    stroke(arrow(page, design, build)),
  ]);
  const [r, g] = (redStroke.match(/\d+/g) ?? []).map(Number);
  expect(r).toBeGreaterThan(2 * (g ?? 0));
  expect(redStroke).not.toBe(greyStroke);

  await roadmap.bar('Launch phase').hover();
  await expect(page.getByTestId('epic-popover-early-start')).toHaveText(
    'Starts before Build phase ends',
  );
});

test('arrows are recomputed after scrolling and after expanding a parent', async ({ page }) => {
  const roadmap = await open(page);
  await expect(arrow(page, lateBlocker, lateBlocked)).toHaveCount(0);
  await roadmap.scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await roadmap.waitForRow('Late blocked');
  await expect(arrow(page, lateBlocker, lateBlocked)).toHaveCount(1);
  await expectOnEdges(page, roadmap, 'Late blocker', 'Late blocked', [lateBlocker, lateBlocked]);

  await roadmap.scroller.evaluate((el) => (el.scrollTop = 0));
  await expect(arrow(page, design, child.id)).toHaveCount(0);
  await roadmap.row('Platform parent').getByRole('button', { name: 'Expand' }).click();
  await roadmap.waitForRow('Child task');
  await expect(arrow(page, design, child.id)).toHaveCount(1);
  await expectOnEdges(page, roadmap, 'Design phase', 'Child task', [design, child.id]);
  // The rows below moved down one row: the arrows into them follow.
  await expectOnEdges(page, roadmap, 'Build phase', 'Launch phase', [build, launch]);
});

test("the 'Show dependencies' setting hides the arrows and is kept in the URL", async ({
  page,
}) => {
  const roadmap = await open(page);
  await expect.poll(() => drawnArrows(page)).toBe(2);
  await roadmap.openSettings();
  const toggle = roadmap.drawer.getByRole('switch', { name: 'Show dependencies' });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect.poll(() => drawnArrows(page)).toBe(0);
  await expect.poll(() => roadmap.searchParams().get('show_dependencies')).toBe('false');

  await open(page, '?show_dependencies=false');
  await expect(page.getByTestId('dependency-arrows')).toHaveCount(0);
  await open(page, '?show_dependencies=true');
  await expect.poll(() => drawnArrows(page)).toBe(2);
});

test('the roadmap with arrows shown is axe clean', async ({ page }) => {
  // Progress hidden: with these mocked epics axe finds the bars' visible percentage missing from
  // their names (label-in-name) with or without arrows, a finding of the bars, not of the arrows.
  await open(page, '?show_progress=false', '2026-10-01');
  await expect.poll(() => drawnArrows(page)).toBe(2);
  expect(await seriousViolations(page)).toEqual([]);
});

test('dragging from a bar end handle onto another bar adds the dependency', async ({
  page,
  rootApi,
  signIn,
  api,
}) => {
  const { suffix, group } = await createScratchProject(rootApi, 'Dependencies', {
    maintainer: ACCESS_LEVEL.maintainer,
  });
  const epic = (title: string, start: string, due: string) =>
    rootApi.rest('POST', `/groups/${group.id}/epics`, {
      title,
      start_date_is_fixed: true,
      start_date_fixed: start,
      due_date_is_fixed: true,
      due_date_fixed: due,
    });
  const blockerTitle = `Blocker ${suffix}`;
  const blockedTitle = `Blocked ${suffix}`;
  // Close together, so that both bars fit in the window at once.
  await epic(blockerTitle, '2026-10-05', '2026-10-12');
  await epic(blockedTitle, '2026-10-19', '2026-10-24');

  await signIn('maintainer');
  const roadmap = new RoadmapPage(page);
  await roadmap.setToday('2026-11-21');
  await roadmap.goto(group.full_path);
  await roadmap.waitForRow(blockerTitle);
  await roadmap.waitForRow(blockedTitle);
  const [blockerId, blockedId] = await Promise.all([
    roadmap.row(blockerTitle).getAttribute('data-epic-id'),
    roadmap.row(blockedTitle).getAttribute('data-epic-id'),
  ]);
  await expect.poll(() => drawnArrows(page)).toBe(0);

  await roadmap.bar(blockedTitle).scrollIntoViewIfNeeded();
  await roadmap.bar(blockerTitle).hover();
  const handle = roadmap.row(blockerTitle).getByTestId('dependency-handle');
  const from = await handle.boundingBox();
  const to = await roadmap.bar(blockedTitle).boundingBox();
  if (!from || !to) throw new Error('handle or bar not shown');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 20, to.y + to.height / 2, { steps: 8 });
  await expect(page.getByTestId('dependency-preview')).toBeVisible();
  await page.mouse.up();

  await expect(page.getByText(`${blockerTitle} now blocks ${blockedTitle}.`)).toBeVisible();
  const created = [blockerId ?? '', blockedId ?? ''] as const;
  await expect(arrow(page, ...created)).toHaveCount(1, { timeout: 10_000 });
  await expectOnEdges(page, roadmap, blockerTitle, blockedTitle, created);

  // The link is removed again; the roadmap then draws no arrow.
  await api.graphql(
    `mutation($input: WorkItemRemoveLinkedItemsInput!) { workItemRemoveLinkedItems(input: $input) { errors } }`,
    { input: { id: blockerId, workItemsIds: [blockedId] } },
  );
  await page.reload();
  await roadmap.waitForRow(blockerTitle);
  await expect.poll(() => drawnArrows(page)).toBe(0);
});

test('a viewer without the right gets no end handle', async ({ page }) => {
  const roadmap = await open(page);
  await roadmap.bar('Design phase').hover();
  await expect(page.getByTestId('dependency-handle')).toHaveCount(0);
});
