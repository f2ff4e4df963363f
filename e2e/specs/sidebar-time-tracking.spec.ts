// The issue sidebar's time tracking: a reporter sees the estimate set elsewhere arrive live, adds
// a time entry and deletes it; a guest reads the section without its controls. The spec seeds
// its own project so the demo data other specs read is never changed. A reporter sets, refuses
// and removes an estimate through the Set estimate popover.
import type { Browser } from '@playwright/test';
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD, DEMO_TODAY } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { IssuePage } from '../pages/issue-page.ts';

async function openAs(browser: Browser, login: string, projectPath: string, iid: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new CairnApi(page.request).signIn(login, DEMO_PASSWORD);
  const issuePage = new IssuePage(page);
  await issuePage.goto(projectPath, iid);
  return { context, page, widget: issuePage.sidebar.getByTestId('time-tracking-widget') };
}

test('a reporter logs and deletes time; the estimate arrives live; a guest only reads', async ({
  browser,
  rootApi,
}) => {
  const { suffix, project } = await createScratchProject(rootApi, 'Time tracking', {
    reporter: ACCESS_LEVEL.reporter,
    guest: ACCESS_LEVEL.guest,
  });
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${project.id}/issues`, {
    title: `Timed issue ${suffix}`,
  });
  const reporter = await openAs(browser, 'reporter', project.path_with_namespace, issue.iid);
  const guest = await openAs(browser, 'guest', project.path_with_namespace, issue.iid);
  try {
    const { widget } = reporter;
    await expect(widget).toContainText('No estimate or time spent');

    await rootApi.rest('POST', `/projects/${project.id}/issues/${issue.iid}/time_estimate`, {
      duration: '3h',
    });
    await expect(widget).toContainText('Estimate 3h');
    await expect(widget).toContainText('Time remaining: 3h');

    await widget.getByRole('button', { name: 'Edit time tracking' }).click();
    const form = widget.getByRole('form', { name: 'Add time entry' });
    await form.getByLabel('Time spent').fill('1h 30m');
    await expect(form.getByLabel('Spent at')).toHaveValue(DEMO_TODAY);
    await form.getByLabel('Summary').fill('Pairing');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(widget).toContainText('Spent 1h 30m');
    await expect(widget).toContainText('Time remaining: 1h 30m');
    const entries = widget.getByRole('list', { name: 'Time entries' }).getByRole('listitem');
    await expect(entries).toHaveText([`1h 30m · ${DEMO_TODAY} · reporter · Pairing`]);

    await expect(guest.widget).toContainText('Spent 1h 30m');
    await expect(guest.widget.getByRole('button', { name: 'Edit time tracking' })).toHaveCount(0);
    await expect(guest.widget.getByRole('button', { name: 'Delete time spent' })).toHaveCount(0);

    await entries.getByRole('button', { name: 'Delete time spent' }).click();
    await expect(entries).toHaveCount(0);
    await expect(widget).toContainText('Time remaining: 3h');
  } finally {
    await reporter.context.close();
    await guest.context.close();
  }
});

test('a reporter sets the estimate in its popover; a bad duration keeps it open', async ({
  browser,
  rootApi,
}) => {
  const { suffix, project } = await createScratchProject(rootApi, 'Estimates', {
    reporter: ACCESS_LEVEL.reporter,
  });
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${project.id}/issues`, {
    title: `Estimated issue ${suffix}`,
  });
  const reporter = await openAs(browser, 'reporter', project.path_with_namespace, issue.iid);
  try {
    const { page, widget } = reporter;
    await widget.getByRole('button', { name: 'Set estimate' }).click();
    const popover = page.getByRole('form', { name: 'Set time estimate' });
    await popover.getByLabel('Estimate').fill('soon');
    await popover.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        'Time estimate must have a valid format and be greater than or equal to zero.',
      ),
    ).toBeVisible();
    await expect(popover).toBeVisible();
    await expect(popover.getByLabel('Estimate')).toHaveValue('soon');

    await popover.getByLabel('Estimate').fill('3h 30m');
    await popover.getByRole('button', { name: 'Save' }).click();
    await expect(popover).toBeHidden();
    await expect(widget).toContainText('Estimate 3h 30m');
    await expect(widget).toContainText('Time remaining: 3h 30m');
    await expect(page.getByText('changed time estimate to 3h 30m')).toBeVisible();

    await widget.getByRole('button', { name: 'Set estimate' }).click();
    await expect(popover.getByLabel('Estimate')).toHaveValue('3h 30m');
    await popover.getByRole('button', { name: 'Remove estimate' }).click();
    await expect(popover).toBeHidden();
    await expect(widget).toContainText('No estimate or time spent');
    await expect(page.getByText('removed time estimate')).toBeVisible();
  } finally {
    await reporter.context.close();
  }
});
