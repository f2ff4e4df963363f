// Task lists in an issue's description: checkboxes toggle
// for users who may update and stay toggled after a reload; list items reorder by drag and by the
// keyboard (the item's menu: Move up / Move down); others see read-only checkboxes.
//
// The test seeds its own private group so the demo data other specs read is never changed.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { IssuePage } from '../pages/issue-page.ts';
import { seriousViolations } from '../support/axe.ts';

const SOURCE = '- [ ] alpha\n- [ ] beta\n- [ ] gamma\n\nNotes\n\n- [ ] solo';

async function seed(rootApi: CairnApi) {
  const { suffix, project } = await createScratchProject(rootApi, 'Task lists', {
    guest: ACCESS_LEVEL.guest,
    owner: ACCESS_LEVEL.owner,
  });
  const issue = await rootApi.rest<{ iid: number }>('POST', `/projects/${project.id}/issues`, {
    title: `Checklist ${suffix}`,
    description: SOURCE,
  });
  const description = async () =>
    (
      await rootApi.rest<{ description: string }>(
        'GET',
        `/projects/${project.id}/issues/${issue.iid}`,
      )
    ).description;
  return { projectPath: project.path_with_namespace, iid: issue.iid, description };
}

async function openAs(browser: Browser, login: string, projectPath: string, iid: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new CairnApi(page.request).signIn(login, DEMO_PASSWORD);
  const issuePage = new IssuePage(page);
  await issuePage.goto(projectPath, iid);
  await expect(issuePage.description).toContainText('alpha');
  return { context, page, issuePage };
}

/** Seeds a checklist issue, opens it as `login` and runs `check`; the browser context closes after. */
async function withIssue(
  browser: Browser,
  rootApi: CairnApi,
  login: string,
  check: (s: Seeded, opened: Opened) => Promise<void>,
) {
  const s = await seed(rootApi);
  const opened = await openAs(browser, login, s.projectPath, s.iid);
  try {
    await check(s, opened);
  } finally {
    await opened.context.close();
  }
}

type Seeded = Awaited<ReturnType<typeof seed>>;
type Opened = Awaited<ReturnType<typeof openAs>>;

const taskWrite = (page: Page) =>
  page.waitForResponse((r) => (r.request().postData() ?? '').includes('issueUpdateTaskListItem'));

test('a toggle is saved by position and survives a reload', ({ browser, rootApi }) =>
  withIssue(browser, rootApi, 'owner', async (s, owner) => {
    const alpha = owner.issuePage.description.getByRole('checkbox', { name: 'alpha' });
    await expect(alpha).toBeEnabled();
    const saved = taskWrite(owner.page);
    await alpha.check();
    expect((await saved).status()).toBe(200);
    await expect.poll(s.description).toBe(SOURCE.replace('- [ ] alpha', '- [x] alpha'));
    await owner.page.reload();
    await expect(
      owner.issuePage.description.getByRole('checkbox', { name: 'alpha' }),
    ).toBeChecked();
    // A list of one item is not sortable: its menu has no moves.
    await owner.page.getByRole('button', { name: 'Actions for solo' }).click();
    await expect(owner.page.getByRole('menuitem', { name: 'Convert to child item' })).toBeVisible();
    await expect(owner.page.getByRole('menuitem', { name: 'Move up' })).toHaveCount(0);
  }));

test('items reorder with the keyboard and by drag', ({ browser, rootApi }) =>
  withIssue(browser, rootApi, 'owner', async (s, owner) => {
    const { page } = owner;
    // Keyboard: focus gamma's handle, open its menu with Enter, choose Move up.
    await page.getByRole('button', { name: 'Actions for gamma' }).focus();
    await page.keyboard.press('Enter');
    const moveUp = page.getByRole('menuitem', { name: 'Move up' });
    await expect(moveUp).toBeVisible();
    await moveUp.focus();
    const saved = taskWrite(page);
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect
      .poll(s.description)
      .toBe('- [ ] alpha\n- [ ] gamma\n- [ ] beta\n\nNotes\n\n- [ ] solo');
    await expect(page.getByRole('button', { name: 'Actions for gamma' })).toBeEnabled();

    // Drag: alpha's handle onto the lower half of beta (the last item now).
    const beta = owner.issuePage.description.locator('li', { hasText: 'beta' });
    const box = (await beta.boundingBox())!;
    const dragged = taskWrite(page);
    await page
      .getByRole('button', { name: 'Actions for alpha' })
      .dragTo(beta, { targetPosition: { x: 40, y: box.height - 2 } });
    expect((await dragged).status()).toBe(200);
    await expect
      .poll(s.description)
      .toBe('- [ ] gamma\n- [ ] beta\n- [ ] alpha\n\nNotes\n\n- [ ] solo');
  }));

test('users who may not update see read-only checkboxes and no handles', ({ browser, rootApi }) =>
  withIssue(browser, rootApi, 'guest', async (s, guest) => {
    const alpha = guest.issuePage.description.getByRole('checkbox', { name: 'alpha' });
    await expect(alpha).toBeDisabled();
    await expect(alpha).toHaveCSS('opacity', '1');
    await expect(guest.page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  }));

/** Converts the line 'beta' through its item menu; answers the new task's iid. */
async function convertBeta(page: Page, s: Seeded) {
  await page.getByRole('button', { name: 'Actions for beta' }).click();
  await page.getByRole('menuitem', { name: 'Convert to child item' }).click();
  await expect(page.getByText('Converted to task')).toBeVisible();
  const converted = await s.description();
  const reference = /- \[ \] #(\d+)/.exec(converted);
  expect(converted).toBe(SOURCE.replace('- [ ] beta', reference![0]));
  return reference![1]!;
}

test('a line converts to a child task with Undo, and the task has its own page', ({
  browser,
  rootApi,
}) =>
  withIssue(browser, rootApi, 'owner', async (s, owner) => {
    const { page, issuePage } = owner;
    const childItems = page.getByRole('region', { name: /Child items/ });

    // Undo at once (its toast lasts 10 s, less than the checks below take on a loaded machine).
    const undone = await convertBeta(page, s);
    await expect(issuePage.description.getByRole('link', { name: `#${undone}` })).toBeVisible();
    const reverted = page.waitForResponse((r) =>
      (r.request().postData() ?? '').includes('workItemRevertTaskConversion'),
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await reverted).status()).toBe(200);
    await expect(page.getByText('Task reverted')).toBeVisible();
    await expect.poll(s.description).toBe(SOURCE);
    await expect(issuePage.description.getByRole('checkbox', { name: 'beta' })).toBeVisible();
    await expect(childItems).toHaveCount(0);

    // Converted again and kept: the task shows in the issue's child list (live: no reload), with
    // the tasks roll-up, and has its own page.
    const iid = await convertBeta(page, s);
    await expect(issuePage.description.getByRole('link', { name: `#${iid}` })).toBeVisible();
    await expect(childItems.getByRole('link', { name: 'beta' })).toHaveAttribute(
      'href',
      `/${s.projectPath}/-/work_items/${iid}`,
    );
    await expect(childItems.getByText(`#${iid} · Open`)).toBeVisible();
    await expect(childItems.getByText('0 of 1 task closed')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    const taskPage = await owner.context.newPage();
    await taskPage.goto(`/${s.projectPath}/-/work_items/${iid}`);
    await expect(new IssuePage(taskPage).title).toHaveText('beta');
    await taskPage.close();
  }));

test('the description with task-list controls has no serious or critical axe violations', ({
  browser,
  rootApi,
}) =>
  withIssue(browser, rootApi, 'owner', async (s, owner) => {
    await expect(owner.page.getByRole('button', { name: 'Actions for alpha' })).toBeVisible();
    const results = await new AxeBuilder({ page: owner.page })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .include('main')
      .analyze();
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }));
