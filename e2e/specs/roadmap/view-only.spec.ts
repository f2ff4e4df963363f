// The filter bar is view-only when the group has no epics at all and no filters apply,
// decided from the whole group, not from the current timeframe. Real server; the
// groups are created through the API.
import type { Page } from '@playwright/test';
import type { CairnApi } from '../../fixtures/api-client.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 120_000 });

interface CreatedGroup {
  id: number;
  full_path: string;
}

async function createGroup(rootApi: CairnApi, name: string, parentId?: number) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return rootApi.rest<CreatedGroup>('POST', '/groups', {
    name: `${name} ${suffix}`,
    path: `${name.toLowerCase().replace(/\W+/g, '-')}-${suffix}`,
    visibility: 'private',
    ...(parentId === undefined ? {} : { parent_id: parentId }),
  });
}

function watchLookups(page: Page) {
  const lookups: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('roadmapGroupHasEpics')) lookups.push(body);
  });
  return lookups;
}

test('a group whose only epic is outside the timeframe (closed, in a subgroup) keeps an editable filter bar', async ({
  page,
  rootApi,
  signIn,
}) => {
  const group = await createGroup(rootApi, 'Roadmap past epics');
  const subgroup = await createGroup(rootApi, 'Archive', group.id);
  const epic = await rootApi.rest<{ iid: number }>('POST', `/groups/${subgroup.id}/epics`, {
    title: 'Finished long ago',
    start_date_is_fixed: true,
    start_date_fixed: '2020-01-06',
    due_date_is_fixed: true,
    due_date_fixed: '2020-03-27',
  });
  await rootApi.rest('PUT', `/groups/${subgroup.id}/epics/${epic.iid}`, { state_event: 'close' });

  await signIn('root');
  const lookups = watchLookups(page);
  const roadmap = new RoadmapPage(page);
  await roadmap.goto(group.full_path);
  await roadmap.waitForEmptyState();
  // The current timeframe shows nothing, yet the group has an epic: the bar stays editable.
  await expect.poll(() => lookups.length).toBe(1);
  await expect(roadmap.root).not.toHaveAttribute('data-view-only', 'true');
  const input = page.getByTestId('roadmap-filter-slot').locator('input').first();
  await expect(input).toBeVisible();
  await expect(input).not.toHaveAttribute('readonly', '');
});

test('a group without any epic has a view-only filter bar', async ({ page, rootApi, signIn }) => {
  const group = await createGroup(rootApi, 'Roadmap no epics');
  await signIn('root');
  const lookups = watchLookups(page);
  const roadmap = new RoadmapPage(page);
  await roadmap.goto(group.full_path);
  await roadmap.waitForEmptyState();
  await expect(roadmap.root).toHaveAttribute('data-view-only', 'true');
  await expect(page.getByTestId('roadmap-filter-slot').locator('input').first()).toHaveAttribute(
    'readonly',
    '',
  );
  expect(lookups).toHaveLength(1);
});

test('a page that shows epics asks nothing more and keeps the bar editable', async ({ page }) => {
  const lookups = watchLookups(page);
  const roadmap = new RoadmapPage(page);
  await roadmap.goto('acme');
  await roadmap.waitForRow('Customer platform 2.0');
  await expect(roadmap.root).not.toHaveAttribute('data-view-only', 'true');
  expect(lookups).toHaveLength(0);
});
