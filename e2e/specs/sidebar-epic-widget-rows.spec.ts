// Every editable widget of the epic sidebar: each widget is one row of
// the shared scenario of fixtures/widget-scenario.ts. Plus the health counts (read-only) and the epic page's pickers
// from the keyboard, axe clean while open.
//
// Each test seeds its own public group so the demo data other specs read is never changed.
import type { CairnApi } from '../fixtures/api-client.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  labelsRow,
  pickerRow,
  switchRow,
  todoRow,
  widgetScenarios,
  type WidgetRow,
  type WidgetSubject,
} from '../fixtures/widget-scenario.ts';
import { SIDEBAR, SidebarWidgets } from '../pages/sidebar-widgets.ts';

const members = {
  owner: ACCESS_LEVEL.owner,
  maintainer: ACCESS_LEVEL.maintainer,
  guest: ACCESS_LEVEL.guest,
};

/**
 * A public group with the epic under test, another epic to pick as its parent, a group label,
 * and one confidential child issue whose milestone (due 2031-06-30) gives the epic an inherited
 * due date.
 * `health` sets the child issues' health statuses (one issue each).
 */
async function epicSubject(rootApi: CairnApi, health: string[] = []) {
  const s = await createScratchProject(rootApi, 'Epic widget rows', members, 'public');
  const parent = await rootApi.rest<{ iid: number }>('POST', `/groups/${s.group.id}/epics`, {
    title: `Parent ${s.suffix}`,
  });
  await rootApi.rest('POST', `/groups/${s.group.id}/labels`, {
    name: `epic-label-${s.suffix}`,
    color: '#217645',
  });
  const epic = await rootApi.rest<{ id: number; iid: number }>(
    'POST',
    `/groups/${s.group.id}/epics`,
    { title: `Epic ${s.suffix}` },
  );
  const milestone = await rootApi.rest<{ id: number }>(
    'POST',
    `/projects/${s.project.id}/milestones`,
    { title: `Milestone ${s.suffix}`, start_date: '2031-01-01', due_date: '2031-06-30' },
  );
  for (const [index, status] of ['', ...health].entries()) {
    await rootApi.rest('POST', `/projects/${s.project.id}/issues`, {
      title: `Child ${index} ${s.suffix}`,
      epic_id: epic.id,
      // Confidential, so that the epic may become confidential too (no public children).
      ...(index === 0
        ? { milestone_id: milestone.id, confidential: true }
        : { health_status: status }),
    });
  }
  const epicUrl = (iid: number) => `/groups/${s.group.full_path}/-/epics/${iid}`;
  return { ...s, url: epicUrl(epic.iid), parentUrl: epicUrl(parent.iid) };
}

/**
 * An epic date's row: inherited (`inherited`, from the child issue's milestone) at first, with no
 * Remove button; the member types a fixed date (`typed`), which the epic then uses (`fixed`),
 * and only that fixed date can be removed.
 */
function epicDateRow(
  kind: 'start' | 'due',
  dates: { inherited: string; typed: string; fixed: string },
): WidgetRow<WidgetSubject> {
  const testId = `${kind}-date-widget`;
  return {
    name: `${kind} date (fixed or inherited)`,
    testId,
    operation: 'SidebarEpicSetDates',
    failure: `Something went wrong while setting epic ${kind} date.`,
    initial: async (w) => {
      const widget = w.widget(testId);
      await expect(widget.getByRole('radio', { name: 'Inherited:' })).toBeChecked();
      await expect(widget).toContainText(dates.inherited);
      await expect(widget.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    },
    change: async (w) => {
      await w.editButton(`${kind} date`).click();
      await w.sidebar.getByRole('textbox', { name: `Fixed ${kind} date` }).fill(dates.typed);
      await w.widget(testId).getByRole('button', { name: 'Apply' }).click();
    },
    changed: async (w) => {
      const widget = w.widget(testId);
      await expect(widget.getByRole('radio', { name: 'Fixed:' })).toBeChecked();
      await expect(widget).toContainText(dates.fixed);
      // Only the fixed date can be removed; the inherited one is only shown.
      await expect(widget.getByRole('button', { name: /^Remove/ })).toHaveCount(1);
      await expect(widget.getByRole('button', { name: /^Remove/ })).toHaveAccessibleName(
        `Remove fixed ${kind} date`,
      );
    },
    readOnly: async (w) => {
      await w.expectNoEdit(testId, `${kind} date`);
      await expect(w.widget(testId).getByRole('radio', { name: 'Fixed:' })).toBeDisabled();
    },
  };
}

const rows: WidgetRow<WidgetSubject>[] = [
  {
    ...pickerRow({
      name: 'parent epic and ancestors',
      testId: 'parent-widget',
      title: 'parent',
      operation: 'SidebarEpicSetParent',
      failure: 'Failed to set parent on this epic. Please try again.',
      initialText: 'None',
      option: (s) => `Parent ${s.suffix}`,
    }),
    initial: async (w) => {
      await expect(w.value('parent-widget')).toHaveText('None');
      await expect(w.value('ancestors-widget')).toHaveText('None');
    },
    changed: async (w, s) => {
      await expect(w.value('parent-widget')).toHaveText(`Parent ${s.suffix}`);
      await expect(w.value('ancestors-widget').getByRole('link')).toHaveText([
        `Parent ${s.suffix}`,
      ]);
    },
  },
  epicDateRow('start', { inherited: 'Jan 1, 2031', typed: '2030-12-01', fixed: 'Dec 1, 2030' }),
  epicDateRow('due', { inherited: 'Jun 30, 2031', typed: '2031-09-01', fixed: 'Sep 1, 2031' }),
  labelsRow({
    operation: 'SidebarEpicSetLabels',
    failure: 'Error updating epic',
    label: (s) => `epic-label-${s.suffix}`,
  }),
  {
    name: 'colour',
    testId: 'color-widget',
    operation: 'SidebarEpicSetColor',
    failure: 'An error occurred while updating color.',
    initial: (w) => expect(w.value('color-widget')).toHaveText('Blue'),
    change: async (w) => {
      await w.editButton('color').click();
      await w.sidebar.getByRole('button', { name: 'Green #217645' }).click();
    },
    changed: (w) => expect(w.value('color-widget')).toHaveText('Green'),
    readOnly: (w) => w.expectNoEdit('color-widget', 'color'),
  },
  switchRow({
    name: 'confidentiality',
    testId: 'confidentiality-widget',
    operation: 'SidebarEpicSetConfidential',
    failure: 'Something went wrong while setting epic confidentiality.',
    offText: 'Not confidential',
    onText: 'This epic is confidential',
  }),
  switchRow({
    name: 'notifications',
    testId: 'notifications-widget',
    operation: 'SidebarEpicSetSubscription',
    failure: 'Something went wrong while setting epic notifications.',
    scope: 'viewer',
    offText: 'Notifications off',
    onText: 'Notifications on',
    enabledFor: ['guest'],
  }),
  todoRow('epic'),
];

widgetScenarios(rows, {
  sidebar: 'Epic details',
  subject: (rootApi) => epicSubject(rootApi),
});

test('health counts its open issues per status, read-only, and hides at zero', async ({
  page,
  rootApi,
  signIn,
}) => {
  const s = await epicSubject(rootApi, ['on_track', 'at_risk', 'at_risk']);
  await signIn('owner');
  const widgets = new SidebarWidgets(page, 'Epic details');
  await page.goto(s.url);
  const health = widgets.widget('health-widget');
  await expect(health).toContainText('1 On track');
  await expect(health).toContainText('0 Needs attention');
  await expect(health).toContainText('2 At risk');
  await expect(health.getByRole('button')).toHaveCount(0);

  // The parent epic has no issues: no health widget.
  await page.goto(s.parentUrl);
  await expect(widgets.widget('labels-widget')).toBeVisible();
  await expect(widgets.widget('health-widget')).toHaveCount(0);
});

test('the epic pickers work from the keyboard and are axe clean while open', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await epicSubject(rootApi);
  await signIn('owner');
  const widgets = new SidebarWidgets(page, 'Epic details');
  await page.goto(s.url);

  await widgets.openWithKeyboard(
    'labels',
    widgets.sidebar.getByRole('combobox', { name: 'Search labels' }),
  );
  expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(widgets.value('labels-widget')).toContainText(`epic-label-${s.suffix}`);

  const search = widgets.sidebar.getByRole('combobox', { name: 'Search epics' });
  await widgets.openWithKeyboard('parent', search);
  await search.pressSequentially(`Parent ${s.suffix}`);
  await expect(widgets.sidebar.getByRole('option', { name: `Parent ${s.suffix}` })).toBeVisible();
  expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(widgets.value('parent-widget')).toHaveText(`Parent ${s.suffix}`);

  for (const kind of ['start', 'due']) {
    const input = widgets.sidebar.getByRole('textbox', { name: `Fixed ${kind} date` });
    await widgets.openWithKeyboard(`${kind} date`, input);
    expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
    await widgets.closeWithEscape(input);
  }

  await widgets.editButton('color').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const suggested = widgets.sidebar.getByRole('group', { name: 'Suggested colors' });
  await expect(suggested.getByRole('button').first()).toBeFocused();
  expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
  await page.keyboard.press('Tab');
  const name = await suggested.getByRole('button').nth(1).getAttribute('aria-label');
  await page.keyboard.press('Enter');
  await expect(widgets.value('color-widget')).toHaveText((name ?? '').replace(/ #\w+$/, ''));
});
