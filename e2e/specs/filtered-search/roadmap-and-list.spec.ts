// The same filters give the same epics on the roadmap and on the epics list: both pages read the
// same URL parameters into the same Group.epics arguments, every epic the roadmap shows is on the
// list, and the roadmap's 'View epics list' opens the list with its filters.
import type { Request } from '@playwright/test';
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { EpicsListPage } from '../../pages/epics-list-page.ts';
import { FilteredSearchBar } from '../../pages/filtered-search-bar.ts';
import { busiestLabel, epicsMatching, filterVariablesOf, isOperation } from './helpers.ts';

const group = demoGroups.root;

type EpicsAnswer = {
  data?: { group?: { epics?: { nodes?: { iid: string; group: { fullPath: string } }[] } } };
};

// These specs read the demo data through the API as well as driving the page: give them time.
test.slow();

test('a filter built on the roadmap lists the same epics on the epics list', async ({
  page,
  signIn,
  api,
}) => {
  await signIn('owner');
  const label = await busiestLabel(api, group);

  // Build the filter on the roadmap, with the bar.
  await page.goto(`/groups/${group}/-/roadmap?state=all&timeframe_range_type=THREE_YEARS`);
  const bar = new FilteredSearchBar(page);
  await bar.addTokenByMouse('Label', 'is', label);
  const roadmapRequest = page.waitForRequest((r) => isOperation(r, 'roadmapEpics'));
  const roadmapResponse = page.waitForResponse((r) => isOperation(r.request(), 'roadmapEpics'));
  await bar.submit();
  await expect.poll(() => new URL(page.url()).searchParams.getAll('label_name[]')).toEqual([label]);
  const roadmapVariables = filterVariablesOf(await roadmapRequest);
  const roadmapBody = (await (await roadmapResponse).json()) as EpicsAnswer;
  const roadmapPaths = (roadmapBody.data?.group?.epics?.nodes ?? []).map(
    (epic) => `/groups/${epic.group.fullPath}/-/epics/${epic.iid}`,
  );
  expect(roadmapPaths.length, 'the roadmap shows epics for the label').toBeGreaterThan(0);

  // Open the list with the same query string.
  const list = new EpicsListPage(page);
  const listRequest = page.waitForRequest((r: Request) => isOperation(r, 'epicsList'));
  const query = new URL(page.url()).search;
  await list.goto(group, `${query}&per_page=50`);
  expect(filterVariablesOf(await listRequest)).toEqual(roadmapVariables);
  await expect(list.bar.tokenNamed(`Label is ~${label}`)).toBeVisible();

  const listed = await epicsMatching(api, group, { labelName: [label] });
  const listedPaths = new Set(listed.map((epic) => epic.path));
  for (const path of roadmapPaths) expect(listedPaths.has(path), path).toBe(true);
  const shown = await list.shownPaths();
  expect(shown.every((path) => listedPaths.has(path))).toBe(true);
  expect(shown.length).toBe(Math.min(listed.length, 50));
});

test("the roadmap's 'View epics list' keeps the filters", async ({ page }) => {
  const filters = new URLSearchParams([
    ['confidential', 'false'],
    ['search', 'zz-nothing-matches-this'],
  ]);
  await page.goto(`/groups/${group}/-/roadmap?${filters}`);
  await expect(page.getByText('Sorry, no epics matched your search')).toBeVisible();
  await page.getByRole('link', { name: 'View epics list' }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${group}/-/epics\\?`));
  const list = new EpicsListPage(page);
  expect(list.params().get('confidential')).toBe('false');
  expect(list.params().get('search')).toBe('zz-nothing-matches-this');
  await expect(list.bar.tokenNamed('Confidential is No')).toBeVisible();
  await expect(list.bar.root.getByTestId('filtered-search-term')).toHaveText(
    'zz-nothing-matches-this',
  );
  await expect(list.emptyState).toContainText('Sorry, your filter produced no results');
});
