// The issue sidebar's widgets (assignees, labels, weight and to-do are
// in sidebar-issue-assignees-labels-weight-todo.spec.ts, the iteration in
// sidebar-iteration.spec.ts): each widget is one row of the shared scenario of
// fixtures/widget-scenario.ts. Plus what no row can show: health status only while open, and the
// participants list's '+ N more' / '- show less'.
//
// Each test seeds its own public project so the demo data other specs read is never changed.
import { seriousViolations } from '../fixtures/axe.ts';
import { issueSubject } from '../fixtures/issue-widget-subject.ts';
import { ACCESS_LEVEL } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  pickerRow,
  switchRow,
  widgetScenarios,
  type WidgetRow,
  type WidgetSubject,
} from '../fixtures/widget-scenario.ts';
import { SIDEBAR, SidebarWidgets } from '../pages/sidebar-widgets.ts';

type IssueRow = WidgetRow<WidgetSubject> & { issueType?: 'incident' };

const rows: IssueRow[] = [
  pickerRow({
    name: 'milestone',
    testId: 'milestone-widget',
    title: 'milestone',
    operation: 'SidebarIssueSetMilestone',
    failure: 'Failed to set milestone on this issue. Please try again.',
    initialText: 'None',
    option: (s) => `Milestone ${s.suffix}`,
  }),
  pickerRow({
    name: 'epic',
    testId: 'epic-widget',
    title: 'epic',
    operation: 'SidebarIssueSetEpic',
    failure: 'Failed to set epic on this issue. Please try again.',
    initialText: 'None',
    option: (s) => `Epic ${s.suffix}`,
  }),
  {
    name: 'due date',
    testId: 'due-date-widget',
    operation: 'SidebarIssueSetDueDate',
    failure: 'Something went wrong while setting issue due date.',
    initial: (w) => expect(w.value('due-date-widget')).toHaveText('None'),
    change: async (w) => {
      await w.editButton('due date').click();
      const input = w.sidebar.getByRole('textbox', { name: 'Due date' });
      await input.fill('2030-03-15');
      await input.press('Enter');
    },
    changed: (w) => expect(w.value('due-date-widget')).toHaveText('Mar 15, 2030'),
    readOnly: (w) => w.expectNoEdit('due-date-widget', 'due date'),
  },
  pickerRow({
    name: 'health status',
    testId: 'health-widget',
    title: 'health status',
    operation: 'SidebarIssueSetHealthStatus',
    failure: 'Something went wrong while setting issue health status.',
    initialText: 'None',
    option: () => 'At risk',
  }),
  switchRow({
    name: 'confidentiality',
    testId: 'confidentiality-widget',
    operation: 'SidebarIssueSetConfidential',
    failure: 'Something went wrong while setting issue confidentiality.',
    offText: 'Not confidential',
    onText: 'This issue is confidential',
  }),
  switchRow({
    name: 'lock discussion',
    testId: 'lock-widget',
    operation: 'SidebarIssueSetLocked',
    failure: 'Something went wrong trying to change the locked state of the discussion',
    offText: 'Discussion unlocked',
    onText: 'Discussion locked',
    hiddenFor: ['signed out', 'guest'],
  }),
  switchRow({
    name: 'notifications',
    testId: 'notifications-widget',
    operation: 'SidebarIssueSetSubscription',
    failure: 'Something went wrong while setting issue notifications.',
    scope: 'viewer',
    offText: 'Notifications off',
    onText: 'Notifications on',
    // Subscribing is not an edit: any signed-in reader may (docs/decisions/sidebar-widgets.md).
    enabledFor: ['guest'],
  }),
  {
    ...pickerRow({
      name: 'severity',
      testId: 'severity-widget',
      title: 'severity',
      operation: 'IssueSetSeverity',
      failure: 'There was an error while updating severity.',
      initialText: 'Unknown',
      option: () => 'Critical - S1',
    }),
    issueType: 'incident',
  },
  {
    ...pickerRow({
      name: 'escalation status',
      testId: 'escalation-status-widget',
      title: 'status',
      operation: 'IssueSetEscalationStatus',
      failure:
        'An error occurred while updating the incident status. Please reload the page and try again.',
      initialText: 'Triggered',
      option: () => 'Acknowledged',
    }),
    change: async (w) => {
      await w.editButton('status').click();
      const acknowledged = w.sidebar.getByRole('option', { name: /Acknowledged/ });
      await expect(acknowledged).toContainText('Stops paging');
      await expect(w.sidebar.getByRole('option', { name: /Triggered/ })).not.toContainText(
        'Stops paging',
      );
      await acknowledged.click();
    },
    issueType: 'incident',
  },
  {
    ...pickerRow({
      name: 'escalation policy',
      testId: 'escalation-policy-widget',
      title: 'escalation policy',
      operation: 'IssueSetEscalationPolicy',
      failure: 'Failed to set escalation policy on this incident. Please try again.',
      initialText: 'None',
      option: (s) => `On-call ${s.suffix}`,
    }),
    issueType: 'incident',
  },
];

widgetScenarios<WidgetSubject, IssueRow>(rows, {
  sidebar: 'Issue details',
  subject: (rootApi, row) => issueSubject(rootApi, row.issueType),
});

test('health status shows only while the issue is open', async ({ page, signIn, rootApi }) => {
  const s = await issueSubject(rootApi);
  await signIn('owner');
  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);
  await expect(widgets.widget('health-widget')).toBeVisible();
  await rootApi.rest('PUT', `/projects/${s.project.id}/issues/${s.iid}`, {
    state_event: 'close',
  });
  await page.reload();
  await expect(widgets.widget('weight-widget')).toBeVisible();
  await expect(widgets.widget('health-widget')).toHaveCount(0);
});

test("participants are read-only; '+ N more' shows the rest and '- show less' hides them", async ({
  page,
  rootApi,
}) => {
  const s = await issueSubject(rootApi);
  // Nine assignees and the author: ten participants, two more than the eight shown.
  const ids: number[] = [];
  for (let n = 1; n <= 9; n += 1) {
    const user = await rootApi.rest<{ id: number }>('POST', '/users', {
      email: `p${n}-${s.suffix}@example.com`,
      username: `p${n}-${s.suffix}`,
      name: `Participant ${n} ${s.suffix}`,
      password: 'participant-pass',
      skip_confirmation: true,
    });
    await rootApi.rest('POST', `/groups/${s.group.id}/members`, {
      user_id: user.id,
      access_level: ACCESS_LEVEL.reporter,
    });
    ids.push(user.id);
  }
  await rootApi.rest('PUT', `/projects/${s.project.id}/issues/${s.iid}`, { assignee_ids: ids });

  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);
  const participants = widgets.widget('participants-widget');
  await expect(participants).toContainText('10 Participants');
  await expect(participants.getByRole('link')).toHaveCount(8);
  await expect(participants.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await participants.getByRole('button', { name: '+ 2 more' }).click();
  await expect(participants.getByRole('link')).toHaveCount(10);
  await participants.getByRole('button', { name: '- show less' }).click();
  await expect(participants.getByRole('link')).toHaveCount(8);
  await expect(participants.getByRole('button', { name: '+ 2 more' })).toBeVisible();
});

test('the incident pickers, weight and switches work from the keyboard, axe clean while open', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await issueSubject(rootApi, 'incident');
  await signIn('owner');
  const widgets = new SidebarWidgets(page);
  await page.goto(s.url);

  const picks: [string, string, string][] = [
    ['severity', 'severity-widget', 'Critical - S1'],
    ['status', 'escalation-status-widget', 'Acknowledged'],
    ['escalation policy', 'escalation-policy-widget', `On-call ${s.suffix}`],
  ];
  for (const [title, testId, chosen] of picks) {
    const search = widgets.sidebar.getByRole('combobox');
    await widgets.openWithKeyboard(title, search);
    expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
    await search.pressSequentially(chosen.slice(0, 6));
    await page.keyboard.press('Enter');
    await expect(widgets.value(testId)).toContainText(chosen);
  }

  const weight = widgets.sidebar.getByRole('textbox', { name: 'Weight', exact: true });
  await widgets.openWithKeyboard('weight', weight);
  expect(await seriousViolations(page, SIDEBAR)).toEqual([]);
  await widgets.closeWithEscape(weight);

  await widgets.switchOf('notifications-widget').focus();
  await page.keyboard.press('Space');
  await expect(widgets.switchOf('notifications-widget')).toBeChecked();
});
