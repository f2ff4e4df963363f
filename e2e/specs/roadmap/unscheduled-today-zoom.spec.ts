// The Unscheduled tray, the Today button and the zoom, against the real server and the demo
// workspace. Scheduling changes a demo epic: each test puts it back to no dates.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe.ts';
import { DEMO_TODAY, demoGroups } from '../../fixtures/demo.ts';
import type { CairnApi } from '../../fixtures/api-client.ts';
import { expect, test } from '../../fixtures/test.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 150_000 });

const BACKLOG = 'Tech debt backlog';
/** Developer productivity (dated) and Tech debt backlog (undated) carry ~"tech debt". */
const TECH_DEBT = '?label_name[]=tech%20debt&timeframe_range_type=THREE_YEARS&layout=MONTHS';

interface EpicDates {
  iid: string;
  lockVersion: number;
  startDateFixed: string | null;
  dueDateFixed: string | null;
  startDateIsFixed: boolean;
  dueDateIsFixed: boolean;
}

async function unscheduledEpics(api: CairnApi, search = '') {
  const data = await api.graphql<{
    group: { epics: { count: number; nodes: { title: string }[] } };
  }>(
    `query($search: String) { group(fullPath: "${demoGroups.root}") {
      epics(unscheduled: true, search: $search, first: 100) { count nodes { title } } } }`,
    search ? { search } : {},
  );
  return data.group.epics;
}

async function backlogDates(api: CairnApi): Promise<EpicDates> {
  const data = await api.graphql<{
    group: { epics: { nodes: (EpicDates & { title: string })[] } };
  }>(
    `query { group(fullPath: "${demoGroups.root}") { epics(search: "${BACKLOG}", in: [TITLE]) {
      nodes { title iid lockVersion startDateFixed dueDateFixed startDateIsFixed dueDateIsFixed }
    } } }`,
  );
  const epic = data.group.epics.nodes.find((node) => node.title === BACKLOG);
  if (!epic) throw new Error(`${BACKLOG} not found`);
  return epic;
}

/** Puts the demo epic back to no dates (whatever a failed test left). */
async function unschedule(api: CairnApi) {
  const epic = await backlogDates(api);
  await api.graphql(
    `mutation($iid: ID!) { updateEpic(input: { groupPath: "${demoGroups.root}", iid: $iid,
      startDateFixed: null, startDateIsFixed: false, dueDateFixed: null, dueDateIsFixed: false
    }) { errors } }`,
    { iid: epic.iid },
  );
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const daysApart = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/**
 * The day the header shows at page x (months and weeks have one sub-label per day), and the x of
 * the middle of that day's sub-label.
 */
async function headerDayAt(page: Page, x: number): Promise<{ day: string; middle: number }> {
  const found = await page.evaluate((at) => {
    for (const cell of document.querySelectorAll<HTMLElement>(
      '[data-testid="timeline-header-item"]',
    )) {
      const box = cell.getBoundingClientRect();
      if (at < box.left || at >= box.right) continue;
      const spans = [
        ...cell.querySelectorAll<HTMLElement>('[data-testid="timeline-header-sublabel"]'),
      ];
      const index = spans.findIndex((span) => {
        const r = span.getBoundingClientRect();
        return at >= r.left && at < r.right;
      });
      const span = spans[index]?.getBoundingClientRect();
      if (!span) return null;
      return { start: cell.dataset.start ?? '', index, middle: span.left + span.width / 2 };
    }
    return null;
  }, x);
  if (!found) throw new Error(`no header day at x=${x}`);
  return { day: addDays(found.start, found.index), middle: found.middle };
}

/** Page x of the middle of the visible timeline (right of the details column). */
async function timelineCentre(roadmap: RoadmapPage): Promise<number> {
  const details = (await roadmap.page.getByRole('columnheader', { name: 'Epics' }).boundingBox())
    ?.width;
  return roadmap.scroller.evaluate(
    (element, width) => element.getBoundingClientRect().left + (element.clientWidth + width) / 2,
    details ?? 0,
  );
}

/** The demo roadmap over three years in a layout, its timeline scrolled to `left` px. */
async function openScrolled(page: Page, layout: 'MONTHS' | 'WEEKS', left: number) {
  const roadmap = new RoadmapPage(page);
  await roadmap.goto(demoGroups.root, `?timeframe_range_type=THREE_YEARS&layout=${layout}`);
  await roadmap.waitForRow('Customer platform 2.0');
  await roadmap.scroller.evaluate((element, to) => {
    element.scrollLeft = to;
  }, left);
  return roadmap;
}

test('the tray lists and counts the undated epics, opens by keyboard and is axe clean', async ({
  page,
  signIn,
  api,
}) => {
  await signIn('owner');
  const expected = await unscheduledEpics(api);
  expect(expected.nodes.map((node) => node.title)).toContain(BACKLOG);
  const roadmap = new RoadmapPage(page);
  await roadmap.goto(demoGroups.root);
  await roadmap.waitForRow('Customer platform 2.0');

  const toggle = page.getByRole('button', { name: `Unscheduled ${expected.count}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const tray = page.getByRole('list', { name: 'Unscheduled' });
  await expect(tray).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(tray.getByRole('listitem')).toHaveCount(expected.nodes.length);
  await expect(tray.getByRole('link', { name: BACKLOG })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(tray).toBeHidden();

  // The search bar's filters apply to the tray too.
  const searched = await unscheduledEpics(api, BACKLOG);
  expect(searched.count).toBe(1);
  await roadmap.goto(demoGroups.root, `?search=${encodeURIComponent(BACKLOG)}`);
  await expect(page.getByRole('button', { name: 'Unscheduled 1' })).toBeVisible({
    timeout: 30_000,
  });
});

test('dragging an undated epic onto the timeline gives it two weeks from the day under the pointer; Undo', async ({
  page,
  signIn,
  api,
}) => {
  await signIn('owner');
  try {
    const roadmap = new RoadmapPage(page);
    await roadmap.goto(demoGroups.root, TECH_DEBT);
    await roadmap.waitForRow('Developer productivity');
    // Under the label filter, the backlog is the only undated epic.
    await page.getByRole('button', { name: 'Unscheduled 1' }).click();
    const item = page.getByTestId('unscheduled-epic').filter({ hasText: BACKLOG });

    const target = await headerDayAt(page, await timelineCentre(roadmap));
    const scroller = await roadmap.scroller.boundingBox();
    const row = await roadmap.row('Developer productivity').boundingBox();
    if (!scroller || !row) throw new Error('no timeline');
    await item.dragTo(roadmap.scroller, {
      targetPosition: { x: target.middle - scroller.x, y: row.y + row.height / 2 - scroller.y },
    });

    const toast = page.getByRole('alert').filter({ hasText: /^Scheduled &\d+: / });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await roadmap.waitForRow(BACKLOG);
    await expect(item).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unscheduled 0' })).toBeVisible();
    expect(await backlogDates(api)).toMatchObject({
      startDateFixed: target.day,
      startDateIsFixed: true,
      dueDateFixed: addDays(target.day, 13),
      dueDateIsFixed: true,
    });

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Moved back to Unscheduled')).toBeVisible({ timeout: 15_000 });
    await expect(roadmap.row(BACKLOG)).toHaveCount(0);
    await expect(item).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Unscheduled 1' })).toBeVisible();
    expect(await backlogDates(api)).toMatchObject({
      startDateFixed: null,
      startDateIsFixed: false,
      dueDateFixed: null,
      dueDateIsFixed: false,
    });

    // The keyboard way: the item's Schedule menu.
    await item.getByRole('button', { name: `Schedule ${BACKLOG}` }).focus();
    await page.keyboard.press('Enter');
    const fromToday = page.getByRole('menuitem', { name: 'Schedule from today' });
    await expect(fromToday).toBeVisible();
    // The menu's focus trap moves focus into the dropdown a moment after it opens (a timeout),
    // which can take an early arrow's focus back; the one item loops onto itself, so pressing
    // again is harmless.
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(fromToday).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await roadmap.waitForRow(BACKLOG);
    expect(await backlogDates(api)).toMatchObject({
      startDateFixed: DEMO_TODAY,
      dueDateFixed: addDays(DEMO_TODAY, 13),
    });
  } finally {
    await unschedule(api);
  }
});

test('Today scrolls the current day to the middle of the timeline and keeps the focus', async ({
  page,
}) => {
  const roadmap = await openScrolled(page, 'WEEKS', 0);
  await expect(roadmap.todayLine).not.toBeInViewport();
  const today = page.getByRole('button', { name: 'Today' });
  await today.click();
  await expect(today).toBeFocused();
  await expect(roadmap.todayLine).toBeInViewport();
  const line = await roadmap.todayLine.boundingBox();
  const centre = await timelineCentre(roadmap);
  expect(Math.abs((line?.x ?? 0) - centre)).toBeLessThan(3);
  expect((await headerDayAt(page, centre)).day).toBe(DEMO_TODAY);
});

test('the slider and Ctrl+wheel zoom between presets, keeping the date at the centre or under the pointer', async ({
  page,
}) => {
  const roadmap = await openScrolled(page, 'MONTHS', 1500);
  const centre = await timelineCentre(roadmap);
  const monthsDay = (await headerDayAt(page, centre)).day;

  const slider = page.getByRole('slider', { name: 'Zoom' });
  await expect(slider).toHaveAttribute('aria-valuetext', 'By month');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', 'By week');
  await expect.poll(() => roadmap.searchParams().get('layout')).toBe('WEEKS');
  await expect(roadmap.headerItems.first()).toHaveText(/^[A-Z][a-z]{2} \d+/);
  // A day in months is ~6 px: the date stays put to within the rounding of the scroll position.
  await expect
    .poll(async () => daysApart((await headerDayAt(page, centre)).day, monthsDay))
    .toBeLessThanOrEqual(1);

  // Ctrl+wheel down zooms out, around the pointer.
  const pointerX = centre + 150;
  const row = await roadmap.row('Customer platform 2.0').boundingBox();
  const weeksDay = (await headerDayAt(page, pointerX)).day;
  await page.mouse.move(pointerX, (row?.y ?? 0) + 10);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 120);
  await page.keyboard.up('Control');
  await expect.poll(() => roadmap.searchParams().get('layout')).toBe('MONTHS');
  await expect(slider).toHaveAttribute('aria-valuetext', 'By month');
  await expect
    .poll(async () => daysApart((await headerDayAt(page, pointerX)).day, weeksDay))
    .toBeLessThanOrEqual(1);
});
