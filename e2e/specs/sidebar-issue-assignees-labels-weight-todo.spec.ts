// The issue sidebar's assignees, labels, weight and to-do: each is one
// row of the shared scenario of fixtures/widget-scenario.ts (read-only for a guest and a
// signed-out visitor, an injected failure shows the error text and reverts, a member's change
// persists and shows live). Plus the single-value pickers and assignees chosen from the keyboard
// alone, axe clean while open (sidebar-widgets.spec.ts only opens and closes them).
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe.ts';
import { issueSubject } from '../fixtures/issue-widget-subject.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  labelsRow,
  todoRow,
  widgetScenarios,
  type WidgetRow,
  type WidgetSubject,
} from '../fixtures/widget-scenario.ts';
import { SIDEBAR, SidebarWidgets } from '../pages/sidebar-widgets.ts';

const rows: WidgetRow<WidgetSubject>[] = [
  {
    name: 'assignees',
    testId: 'assignees-widget',
    operation: 'SidebarIssueSetAssignees',
    failure: 'Error updating issue',
    initial: async (w) => {
      await expect(w.value('assignees-widget')).toContainText('None');
      await expect(w.value('assignees-widget').getByRole('link')).toHaveCount(0);
    },
    change: async (w) => {
      await w.editButton('assignees').click();
      await w.sidebar.getByRole('combobox', { name: 'Search users' }).fill('maintainer');
      await w.sidebar.getByRole('option', { name: /@maintainer$/ }).click();
      await w.widget('assignees-widget').getByRole('button', { name: 'Apply' }).click();
    },
    changed: (w) =>
      expect(w.value('assignees-widget').getByRole('link')).toHaveAttribute('href', '/maintainer'),
    readOnly: async (w) => {
      await w.expectNoEdit('assignees-widget', 'assignees');
      await expect(w.sidebar.getByRole('button', { name: 'Assign yourself' })).toHaveCount(0);
    },
  },
  labelsRow({
    operation: 'SidebarIssueSetLabels',
    failure: 'Error updating issue',
    label: (s) => `Label ${s.suffix}`,
  }),
  {
    name: 'weight',
    testId: 'weight-widget',
    operation: 'SidebarIssueSetWeight',
    failure: 'Error updating issue',
    initial: (w) => expect(w.value('weight-widget')).toHaveText('None'),
    change: async (w) => {
      await w.editButton('weight').click();
      await w.widget('weight-widget').getByLabel('Weight').fill('3');
      await w.widget('weight-widget').getByRole('button', { name: 'Set weight' }).click();
    },
    changed: (w) => expect(w.value('weight-widget')).toHaveText('3'),
    readOnly: (w) => w.expectNoEdit('weight-widget', 'weight'),
  },
  todoRow('issue'),
];

widgetScenarios(rows, {
  sidebar: 'Issue details',
  subject: (rootApi) => issueSubject(rootApi),
});

/** Arrow keys until `option` is the active one, then Enter chooses it. */
async function chooseWithArrows(page: Page, option: Locator) {
  await expect(option).toBeVisible();
  for (let step = 0; step < 10; step += 1) {
    if ((await option.getAttribute('data-active')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('Enter');
}

test('assignees, milestone, epic and health status are chosen without a mouse, axe clean while open', async ({
  page,
  signIn,
  rootApi,
}) => {
  // Four pickers, each with an axe run and a save.
  test.setTimeout(120_000);
  const s = await issueSubject(rootApi);
  await signIn('owner');
  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);

  const users = widgets.sidebar.getByRole('combobox', { name: 'Search users' });
  await widgets.openWithKeyboard('assignees', users);
  await users.pressSequentially('maintainer');
  await chooseWithArrows(page, widgets.sidebar.getByRole('option', { name: /@maintainer$/ }));
  expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
  // Escape closes the multi-select and saves its draft.
  await widgets.closeWithEscape(users);
  await expect(widgets.value('assignees-widget').getByRole('link')).toHaveAttribute(
    'href',
    '/maintainer',
  );

  const picks: [string, string, string][] = [
    ['milestone', 'milestone-widget', `Milestone ${s.suffix}`],
    ['epic', 'epic-widget', `Epic ${s.suffix}`],
    ['health status', 'health-widget', 'Needs attention'],
  ];
  for (const [title, testId, chosen] of picks) {
    const search = widgets.sidebar.getByRole('combobox');
    await widgets.openWithKeyboard(title, search);
    expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
    await chooseWithArrows(page, widgets.sidebar.getByRole('option', { name: chosen }));
    await expect(widgets.value(testId)).toContainText(chosen);
  }
  await page.reload();
  await expect(widgets.value('milestone-widget')).toContainText(`Milestone ${s.suffix}`);
  await expect(widgets.value('health-widget')).toHaveText('Needs attention');
});

test('collapsed, every widget of an incident is an icon whose name and tooltip give its value', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await issueSubject(rootApi, 'incident');
  await signIn('owner');
  const widgets = new SidebarWidgets(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(s.url);
  await expect(widgets.widget('severity-widget')).toBeVisible();
  await widgets.sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();

  const expected = [
    ['todo-widget', /^To-do: /],
    ['assignees-widget', /^Assignees: None$/],
    ['epic-widget', /^Epic: None$/],
    ['labels-widget', /^Labels: None$/],
    ['milestone-widget', /^Milestone: None$/],
    ['iteration-widget', /^Iteration: None$/],
    ['weight-widget', /^Weight: None$/],
    ['due-date-widget', /^Due date: None$/],
    ['health-widget', /^Health status: None$/],
    ['confidentiality-widget', /^Confidentiality: /],
    ['lock-widget', /^Lock discussion: /],
    ['notifications-widget', /^Notifications: /],
    ['participants-widget', /^1 Participants?: 1$/],
    ['severity-widget', /^Severity: Unknown$/],
    ['escalation-status-widget', /^Status: Triggered$/],
    ['escalation-policy-widget', /^Escalation policy: None$/],
  ] as const;
  for (const [testId, name] of expected) {
    const icon = widgets.widget(testId).getByRole('button');
    await expect(icon).toHaveAccessibleName(name);
    await expect(icon.locator('svg')).not.toHaveCount(0);
    await icon.hover();
    await expect(page.getByRole('tooltip', { name })).toBeVisible();
  }
  // Pressing an icon expands the sidebar with that widget's editor open.
  await widgets.widget('weight-widget').getByRole('button').click();
  await expect(widgets.widget('weight-widget').getByLabel('Weight')).toBeVisible();
});

/** Presses `key` (Tab or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab') {
  for (let step = 0; step < 15; step += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('the create-label view works from the keyboard alone and is axe clean while open', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await issueSubject(rootApi);
  await signIn('owner');
  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);
  await widgets.openWithKeyboard(
    'labels',
    widgets.sidebar.getByRole('combobox', { name: 'Search labels' }),
  );
  await tabTo(page, widgets.sidebar.getByRole('button', { name: 'Create label' }), 'Tab');
  await page.keyboard.press('Enter');
  const name = widgets.sidebar.getByRole('textbox', { name: 'Label name' });
  await expect(name).toBeFocused();
  expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
  await page.keyboard.type(`kb-new-${s.suffix}`);
  // Tab to the first suggested colour and choose it with Space.
  await page.keyboard.press('Tab');
  const swatch = widgets.sidebar
    .getByRole('group', { name: 'Suggested colors' })
    .getByRole('button')
    .first();
  await expect(swatch).toBeFocused();
  await page.keyboard.press('Space');
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widgets.sidebar.getByRole('option', { name: `kb-new-${s.suffix}` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabTo(
    page,
    widgets.widget('labels-widget').getByRole('button', { name: 'Apply' }),
    'Shift+Tab',
  );
  await page.keyboard.press('Enter');
  await expect(widgets.value('labels-widget')).toContainText(`kb-new-${s.suffix}`);
});
