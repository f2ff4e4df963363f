// Task lists in an epic's description: checkboxes toggle, items reorder
// and 'Delete' removes an item at once with an Undo toast, as on the issue page.
//
// The test seeds its own private group so the demo data other specs read is never changed.
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { EpicPage } from '../pages/epic-page.ts';

const SOURCE = '- [ ] alpha\n- [ ] beta\n- [ ] gamma';

test('an epic task list toggles, reorders, and deletes with Undo', async ({ browser, rootApi }) => {
  const { suffix, group } = await createScratchProject(rootApi, 'Epic task lists', {
    owner: ACCESS_LEVEL.owner,
  });
  const epic = await rootApi.rest<{ iid: number }>('POST', `/groups/${group.id}/epics`, {
    title: `Epic checklist ${suffix}`,
    description: SOURCE,
  });
  const description = async () =>
    (await rootApi.rest<{ description: string }>('GET', `/groups/${group.id}/epics/${epic.iid}`))
      .description;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await new CairnApi(page.request).signIn('owner', DEMO_PASSWORD);
    const epicPage = new EpicPage(page);
    await epicPage.goto(group.full_path, epic.iid);
    const write = () =>
      page.waitForResponse((r) =>
        (r.request().postData() ?? '').includes('epicUpdateTaskListItem'),
      );

    const alpha = epicPage.description.getByRole('checkbox', { name: 'alpha' });
    await expect(alpha).toBeEnabled();
    let saved = write();
    await alpha.check();
    expect((await saved).status()).toBe(200);
    await expect.poll(description).toBe('- [x] alpha\n- [ ] beta\n- [ ] gamma');

    await page.getByRole('button', { name: 'Actions for gamma' }).click();
    saved = write();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(description).toBe('- [x] alpha\n- [ ] gamma\n- [ ] beta');

    await expect(page.getByRole('button', { name: 'Actions for beta' })).toBeEnabled();
    await page.getByRole('button', { name: 'Actions for beta' }).click();
    saved = write();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(description).toBe('- [x] alpha\n- [ ] gamma');
    await expect(epicPage.description.getByText('beta')).toHaveCount(0);
    await expect(page.getByText('Task list item deleted')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Task list item restored')).toBeVisible();
    await expect.poll(description).toBe('- [x] alpha\n- [ ] gamma\n- [ ] beta');
    await expect(epicPage.description.getByRole('checkbox', { name: 'beta' })).toBeVisible();
  } finally {
    await context.close();
  }
});
