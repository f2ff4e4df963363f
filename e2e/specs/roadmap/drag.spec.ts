// Direct manipulation of roadmap bars (docs/decisions/roadmap-drag.md): dragging with the mouse,
// the keyboard move mode, Undo, a concurrent edit, inherited dates, and who may do it. Real server;
// every test seeds its own scratch group, so the demo data the other specs read is never changed.
// Today is 2026-11-21: the default view is this quarter by week (cells of 180 px from Sep 27, 2026,
// 180/7 px a day).
import type { Page } from '@playwright/test';
import type { CairnApi } from '../../fixtures/api-client.ts';
import { seriousViolations } from '../../support/axe.ts';
import { ACCESS_LEVEL, createScratchProject } from '../../fixtures/scratch-project.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 120_000 });
// Wide enough that the seeded bars are whole beside the details column, both grips reachable.
test.use({ viewport: { width: 1600, height: 900 } });

const DAY = 180 / 7;
const TOOLTIP = '[data-testid="drag-tooltip"]';

interface RestEpic {
  id: number;
  iid: number;
  start_date: string | null;
  due_date: string | null;
  start_date_is_fixed: boolean;
  due_date_is_fixed: boolean;
}

async function seed(rootApi: CairnApi, title: string) {
  const s = await createScratchProject(rootApi, 'Roadmap drag', { guest: ACCESS_LEVEL.guest });
  const groupId = s.group.id;
  const created = await rootApi.rest<RestEpic>('POST', `/groups/${groupId}/epics`, {
    title,
    start_date_is_fixed: true,
    start_date_fixed: '2026-11-02',
    due_date_is_fixed: true,
    due_date_fixed: '2026-11-13',
  });
  const read = (iid = created.iid) =>
    rootApi.rest<RestEpic>('GET', `/groups/${groupId}/epics/${iid}`);
  const dates = async (iid?: number) => {
    const epic = await read(iid);
    return [epic.start_date, epic.due_date];
  };
  return { s, groupId, id: created.id, iid: created.iid, read, dates };
}

async function open(page: Page, groupPath: string, title: string) {
  const roadmap = new RoadmapPage(page);
  await roadmap.setToday('2026-11-21');
  await roadmap.goto(groupPath);
  await roadmap.waitForRow(title);
  return roadmap;
}

interface Fixtures {
  page: Page;
  rootApi: CairnApi;
  signIn: (login: string) => Promise<unknown>;
}

/** A scratch group with one dated epic, its roadmap open as `login` (`prepare` runs before). */
async function openSeeded(
  { page, rootApi, signIn }: Fixtures,
  title: string,
  login = 'root',
  prepare?: () => Promise<unknown>,
) {
  const epic = await seed(rootApi, title);
  await signIn(login);
  await prepare?.();
  return { epic, roadmap: await open(page, epic.s.group.full_path, title) };
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

test('drag a bar to move it, see the new dates, save and undo', async ({
  page,
  rootApi,
  signIn,
}) => {
  const { epic, roadmap } = await openSeeded({ page, rootApi, signIn }, 'Move me');
  const before = await roadmap.barGeometry('Move me');

  const gesture = await roadmap.grabBar('Move me', 'body', DAY);
  await gesture.moveDays(7);
  await expect(roadmap.dragTooltip).toHaveText(
    ['Start: Nov 9, 2026', 'Due: Nov 20, 2026'].join(''),
  );
  await expect(roadmap.bar('Move me')).toHaveAttribute('data-dragging', 'true');
  expect(await seriousViolations(page, TOOLTIP)).toEqual([]);
  await gesture.drop();

  await expect(page.getByTestId('epic-dates-saved')).toHaveText(
    'Move me now runs Nov 9, 2026 – Nov 20, 2026.',
  );
  await expect(roadmap.dragTooltip).toHaveCount(0);
  // Dropping is not a click: the page stays on the roadmap.
  expect(new URL(page.url()).pathname).toContain('/-/roadmap');
  await expect.poll(() => epic.dates()).toEqual(['2026-11-09', '2026-11-20']);
  await expect
    .poll(async () => (await roadmap.barGeometry('Move me')).left)
    .toBeCloseTo(before.left + 7 * DAY, 0);

  await toast(page, 'Move me now runs').getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'The previous dates are back.')).toBeVisible();
  await expect.poll(() => epic.dates()).toEqual(['2026-11-02', '2026-11-13']);
  await expect
    .poll(async () => (await roadmap.barGeometry('Move me')).left)
    .toBeCloseTo(before.left, 0);
});

test('drag either end to resize', async ({ page, rootApi, signIn }) => {
  const { epic, roadmap } = await openSeeded({ page, rootApi, signIn }, 'Resize me');

  const end = await roadmap.grabBar('Resize me', 'end', DAY);
  await end.moveDays(2);
  await expect(roadmap.dragTooltip).toContainText('Due: Nov 15, 2026');
  await end.drop();
  await expect.poll(() => epic.dates()).toEqual(['2026-11-02', '2026-11-15']);

  const start = await roadmap.grabBar('Resize me', 'start', DAY);
  await start.moveDays(-3);
  await expect(roadmap.dragTooltip).toContainText('Start: Oct 30, 2026');
  await start.drop();
  await expect.poll(() => epic.dates()).toEqual(['2026-10-30', '2026-11-15']);
  await expect
    .poll(async () => (await roadmap.barGeometry('Resize me')).width)
    .toBeCloseTo(17 * DAY, 0);
});

test('keyboard: M starts move mode, arrows move and resize, each step announced', async ({
  page,
  rootApi,
  signIn,
}) => {
  const { epic, roadmap } = await openSeeded({ page, rootApi, signIn }, 'Keys');
  const bar = roadmap.bar('Keys');
  await bar.focus();
  await expect(bar).toHaveAttribute('aria-keyshortcuts', 'M');

  // Escape cancels and changes nothing.
  await page.keyboard.press('m');
  await expect(roadmap.liveRegion).toContainText('Move mode.');
  await page.keyboard.press('ArrowRight');
  await expect(roadmap.liveRegion).toHaveText('Start: Nov 3, 2026. Due: Nov 14, 2026.');
  await page.keyboard.press('Escape');
  await expect(roadmap.liveRegion).toHaveText('Move cancelled.');
  await expect(roadmap.dragTooltip).toHaveCount(0);

  await page.keyboard.press('m');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(roadmap.liveRegion).toHaveText('Start: Nov 10, 2026. Due: Nov 21, 2026.');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(roadmap.liveRegion).toHaveText('Start: Nov 10, 2026. Due: Nov 22, 2026.');
  await page.keyboard.press('Alt+Shift+ArrowLeft');
  await expect(roadmap.liveRegion).toHaveText('Start: Nov 9, 2026. Due: Nov 22, 2026.');
  await expect(roadmap.dragTooltip).toHaveText('Start: Nov 9, 2026Due: Nov 22, 2026');
  await expect(bar).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('epic-dates-saved')).toHaveText(
    'Keys now runs Nov 9, 2026 – Nov 22, 2026.',
  );
  expect(new URL(page.url()).pathname).toContain('/-/roadmap');
  await expect.poll(() => epic.dates()).toEqual(['2026-11-09', '2026-11-22']);
  await expect(bar).toBeFocused();
});

test('a concurrent edit between load and drop is reported and the bar returns', async ({
  page,
  rootApi,
  signIn,
}) => {
  // No live updates: the page keeps the lockVersion it loaded. The stream request is left
  // unanswered; an aborted one would be retried, and each retry reads the roadmap again.
  const { epic, roadmap } = await openSeeded({ page, rootApi, signIn }, 'Contended', 'root', () =>
    page.route('**/api/graphql', (route) =>
      (route.request().postData() ?? '').includes('subscription')
        ? new Promise<void>(() => {})
        : route.fallback(),
    ),
  );
  const before = await roadmap.barGeometry('Contended');
  await rootApi.rest('PUT', `/groups/${epic.groupId}/epics/${epic.iid}`, {
    description: 'Changed by someone else',
  });

  const gesture = await roadmap.grabBar('Contended', 'body', DAY);
  await gesture.moveDays(7);
  await gesture.drop();
  await expect(
    toast(page, 'Someone else changed this epic meanwhile, so the new dates were not saved'),
  ).toContainText('Attempted to update a stale object: Epic.');
  await expect
    .poll(async () => (await roadmap.barGeometry('Contended')).left)
    .toBeCloseTo(before.left, 0);
  expect(await epic.dates()).toEqual(['2026-11-02', '2026-11-13']);
});

test('inherited dates: the popover names them, a drag says which becomes fixed, parents follow their child', async ({
  page,
  rootApi,
  signIn,
}) => {
  const { s, groupId, id: childId, read, dates } = await seed(rootApi, 'Child work');
  const parent = await rootApi.rest<RestEpic>('POST', `/groups/${groupId}/epics`, {
    title: 'Parent plan',
  });
  await rootApi.rest('POST', `/groups/${groupId}/epics/${parent.iid}/epics/${childId}`);
  await expect.poll(() => dates(parent.iid)).toEqual(['2026-11-02', '2026-11-13']);

  await signIn('root');
  const roadmap = await open(page, s.group.full_path, 'Parent plan');
  await roadmap.bar('Parent plan').hover();
  await expect(page.getByTestId('epic-popover-date-sources')).toHaveText(
    'Start date inherited, due date inherited.',
  );
  // The popover closes once the pointer leaves (it would cover the child's bar, grabbed below).
  await page.mouse.move(1, 1);
  await expect(page.getByTestId('epic-popover-date-sources')).toBeHidden();

  // Moving the child moves its parent's inherited dates, without a reload.
  await roadmap.row('Parent plan').getByRole('button', { name: 'Expand' }).click();
  await roadmap.waitForRow('Child work');
  const child = await roadmap.grabBar('Child work', 'body', DAY);
  await child.moveDays(7);
  await expect(roadmap.dragTooltip).toHaveText('Start: Nov 9, 2026Due: Nov 20, 2026');
  await child.drop();
  await expect(roadmap.row('Parent plan')).toHaveAttribute(
    'aria-label',
    /Nov 9, 2026 – Nov 20, 2026/,
  );

  // Resizing the parent's inherited due date fixes that date only.
  const end = await roadmap.grabBar('Parent plan', 'end', DAY);
  await end.moveDays(2);
  await expect(roadmap.dragTooltip).toHaveText(
    'Start: Nov 9, 2026Due: Nov 22, 2026Due date becomes fixed',
  );
  expect(await seriousViolations(page, TOOLTIP)).toEqual([]);
  await end.drop();
  await expect
    .poll(async () => {
      const saved = await read(parent.iid);
      return [saved.start_date_is_fixed, saved.due_date_is_fixed, saved.due_date];
    })
    .toEqual([false, true, '2026-11-22']);
  await roadmap.bar('Parent plan').hover();
  await expect(page.getByTestId('epic-popover-date-sources')).toHaveText(
    'Start date inherited, due date fixed.',
  );
});

test('a guest sees no drag affordance and the server refuses the write anyway', async ({
  page,
  api,
  rootApi,
  signIn,
}) => {
  const { epic, roadmap } = await openSeeded({ page, rootApi, signIn }, 'Read only', 'guest');
  const bar = roadmap.bar('Read only');
  await expect(bar).not.toHaveAttribute('data-editable');
  await expect(bar).not.toHaveAttribute('aria-keyshortcuts');
  await expect(bar.locator('[data-drag-edge]')).toHaveCount(0);
  await bar.focus();
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowRight');
  await expect(roadmap.dragTooltip).toHaveCount(0);

  const refused = api.graphql(
    `mutation($groupPath: ID!, $iid: ID!) {
      updateEpic(input: { groupPath: $groupPath, iid: $iid, dueDateFixed: "2026-12-31", dueDateIsFixed: true }) {
        errors
      }
    }`,
    { groupPath: epic.s.group.full_path, iid: String(epic.iid) },
  );
  await expect(refused).rejects.toThrow(/resource|permission/i);
  expect(await epic.dates()).toEqual(['2026-11-02', '2026-11-13']);
});
