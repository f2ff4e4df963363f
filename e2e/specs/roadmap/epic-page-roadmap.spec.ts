// The child-epics roadmap inside the epic page (docs/decisions/0006-roadmap-page.md): the
// 'Roadmap view' tab of 'Child issues and epics', on the demo workspace. The roadmap fills its
// fixed-height panel, keeps its settings off the epic page's URL, and says 'Failed to load
// Roadmap' when its code cannot be loaded.
import type { Page } from '@playwright/test';
import type { CairnApi } from '../../fixtures/api-client.ts';
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 120_000 });

const PARENT_TITLE = 'Customer platform 2.0';
/** One of its child epics that the roadmap shows (demo data). */
const CHILD_TITLE = 'Unified identity and single sign-on';

interface ParentAnswer {
  group: {
    epics: { nodes: { iid: string; title: string; children: { nodes: { title: string }[] } }[] };
  };
}

/** The demo parent epic's iid and its child epics' titles, read through the API. */
async function parentEpic(api: CairnApi) {
  const data = await api.graphql<ParentAnswer>(
    `query E2eRoadmapParentEpic($fullPath: ID!, $search: String) {
      group(fullPath: $fullPath) {
        epics(search: $search, state: all, first: 20) {
          nodes { iid title children(first: 100) { nodes { title } } }
        }
      }
    }`,
    { fullPath: demoGroups.root, search: PARENT_TITLE },
  );
  const epic = data.group.epics.nodes.find((node) => node.title === PARENT_TITLE);
  if (!epic) throw new Error(`the demo workspace has no epic '${PARENT_TITLE}'`);
  return { iid: epic.iid, childTitles: epic.children.nodes.map((child) => child.title) };
}

async function openEpicPage(page: Page, iid: string) {
  await page.goto(`/groups/${demoGroups.root}/-/epics/${iid}`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('page-title')).toHaveText(PARENT_TITLE);
  return main;
}

test.beforeEach(async ({ signIn }) => {
  await signIn('reporter');
});

test("the Roadmap view tab shows the epic's child epics, filling its panel", async ({
  page,
  api,
}) => {
  const parent = await parentEpic(api);
  expect(parent.childTitles).toContain(CHILD_TITLE);
  const roadmapChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/epic-roadmap-[^/]*\.js$/.test(request.url())) roadmapChunks.push(request.url());
  });

  const main = await openEpicPage(page, parent.iid);
  const epicUrl = page.url();
  const tree = main.getByRole('tab', { name: 'Tree view' });
  await expect(tree).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tree', { name: 'Child issues and epics' })).toBeVisible();
  // The roadmap's code is fetched on first use only.
  expect(roadmapChunks).toEqual([]);

  await main.getByRole('tab', { name: 'Roadmap view' }).click();
  const roadmap = new RoadmapPage(page);
  await roadmap.waitForRow(CHILD_TITLE);
  expect(new Set(roadmapChunks).size).toBe(1);
  const downloads = roadmapChunks.length;

  // Only child epics, each marked as one; the filter bar is view-only.
  const rowTitles = await roadmap.rows.getByTestId('epic-title').allInnerTexts();
  expect(rowTitles.length).toBeGreaterThan(0);
  for (const title of rowTitles) expect(parent.childTitles).toContain(title.trim());
  expect(rowTitles).not.toContain(PARENT_TITLE);
  const rowCount = await roadmap.rows.count();
  for (let i = 0; i < rowCount; i += 1) {
    await expect(roadmap.rows.nth(i)).toHaveAttribute('data-child-epic', 'true');
  }
  await expect(roadmap.root).toHaveAttribute('data-view-only', 'true');
  await expect(roadmap.milestones).toHaveCount(0);

  // The roadmap fills its fixed-height container, not the window below its top.
  const container = main.getByTestId('epic-roadmap-container');
  const box = await container.boundingBox();
  const root = await roadmap.root.boundingBox();
  const timeline = await roadmap.timeline.boundingBox();
  if (!box || !root || !timeline) throw new Error('the embedded roadmap is not laid out');
  expect(box.height).toBe(560);
  expect(Math.abs(root.y - box.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(root.height - box.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(timeline.y + timeline.height - (box.y + box.height))).toBeLessThanOrEqual(1);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  expect(timeline.height).not.toBe(Math.floor(viewport.height - timeline.y - 16));

  // Settings stay in the component: they apply, and the epic page's URL never changes.
  // (No query string: the defaults, 'This quarter' by week.)
  const firstWeek = await roadmap.headerLabels.first().innerText();
  await roadmap.openSettings();
  await expect(roadmap.presetRadio('By week')).toBeChecked();
  await roadmap.chooseDateRange('This year');
  await expect(roadmap.presetRadio('By month')).toBeChecked();
  await expect(roadmap.headerLabels.first()).not.toHaveText(firstWeek);
  await page.keyboard.press('Escape');
  await expect(roadmap.drawer).toHaveCount(0);
  expect(page.url()).toBe(epicUrl);

  // Back to the tree and again to the roadmap: still mounted, setting kept, no new download.
  await tree.click();
  await expect(main.getByRole('tree', { name: 'Child issues and epics' })).toBeVisible();
  await main.getByRole('tab', { name: 'Roadmap view' }).click();
  await expect(roadmap.root).toBeVisible();
  await roadmap.openSettings();
  await expect(roadmap.presetRadio('By month')).toBeChecked();
  expect(roadmapChunks).toHaveLength(downloads);
  expect(page.url()).toBe(epicUrl);

  // The stand-alone child-epics page is linked.
  await expect(main.getByRole('link', { name: 'View on roadmap' })).toHaveAttribute(
    'href',
    `/groups/${demoGroups.root}/-/epics/${parent.iid}/roadmap`,
  );
});

test("'Failed to load Roadmap' when the roadmap's code cannot be loaded", async ({ page, api }) => {
  const parent = await parentEpic(api);
  let aborted = 0;
  await page.route(/\/assets\/epic-roadmap-[^/]*\.js$/, async (route) => {
    aborted += 1;
    await route.abort();
  });

  const main = await openEpicPage(page, parent.iid);
  const epicUrl = page.url();
  await main.getByRole('tab', { name: 'Roadmap view' }).click();
  const container = main.getByTestId('epic-roadmap-container');
  await expect(container.getByTestId('epic-roadmap-error')).toHaveText('Failed to load Roadmap', {
    timeout: 30_000,
  });
  expect(aborted).toBeGreaterThan(0);
  await expect(page.getByTestId('roadmap-page')).toHaveCount(0);
  expect(page.url()).toBe(epicUrl);

  // The rest of the page still works.
  await main.getByRole('tab', { name: 'Tree view' }).click();
  await expect(
    main.getByRole('tree', { name: 'Child issues and epics' }).getByTestId('child-epic'),
  ).not.toHaveCount(0);
});
