// The epic sidebar's widgets (docs/decisions/sidebar-widgets.md): colour and a fixed start date
// changed by a member persist and show live in a second browser; ancestors list the parent;
// collapsed gutter is remembered and forced below md widths.
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { SidebarWidgets } from '../pages/sidebar-widgets.ts';

async function scratchEpics(rootApi: CairnApi) {
  const s = await createScratchProject(rootApi, 'Epic widgets', {
    owner: ACCESS_LEVEL.owner,
    maintainer: ACCESS_LEVEL.maintainer,
  });
  const parent = await rootApi.rest<{ iid: number; id: number }>(
    'POST',
    `/groups/${s.group.id}/epics`,
    { title: `Parent ${s.suffix}` },
  );
  const child = await rootApi.rest<{ iid: number }>('POST', `/groups/${s.group.id}/epics`, {
    title: `Child ${s.suffix}`,
    parent_id: parent.id,
  });
  return { ...s, url: `/groups/${s.group.full_path}/-/epics/${child.iid}` };
}

test('colour and start date change, persist and show live; ancestors list the parent', async ({
  page,
  browser,
  baseURL,
  signIn,
  rootApi,
}) => {
  const s = await scratchEpics(rootApi);
  await signIn('owner');
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await new CairnApi(otherPage.request).signIn('maintainer', DEMO_PASSWORD);
    const mine = new SidebarWidgets(page, 'Epic details');
    const theirs = new SidebarWidgets(otherPage, 'Epic details');
    await page.goto(s.url);
    const live = SidebarWidgets.liveSubscription(otherPage);
    await otherPage.goto(s.url);
    expect((await live).status()).toBe(200);
    await expect(mine.value('ancestors-widget')).toContainText(`Parent ${s.suffix}`);

    await mine.editButton('color').click();
    await mine.sidebar.getByRole('button', { name: 'Purple #694cc0' }).click();
    await expect(mine.value('color-widget')).toHaveText('Purple');
    await expect(theirs.value('color-widget')).toHaveText('Purple');

    await mine.editButton('start date').click();
    await mine.sidebar.getByRole('textbox', { name: 'Fixed start date' }).fill('2030-01-15');
    await mine.sidebar.getByRole('button', { name: 'Apply' }).click();
    await expect(
      mine.sidebar.getByRole('button', { name: 'Remove fixed start date' }),
    ).toBeVisible();
    await expect(
      theirs.sidebar.getByRole('button', { name: 'Remove fixed start date' }),
    ).toBeVisible();

    await page.reload();
    await expect(mine.value('color-widget')).toHaveText('Purple');
    await mine.sidebar.getByRole('button', { name: 'Remove fixed start date' }).click();
    await expect(mine.sidebar.getByRole('button', { name: 'Remove fixed start date' })).toHaveCount(
      0,
    );
  } finally {
    await other.close();
  }
});

test('the collapsed gutter is remembered and forced below md widths', async ({
  page,
  signIn,
  rootApi,
}) => {
  const s = await scratchEpics(rootApi);
  await signIn('owner');
  const widgets = new SidebarWidgets(page, 'Epic details');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(s.url);
  await widgets.sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  const colour = widgets.sidebar.getByRole('button', { name: /^Color: / });
  await expect(colour).toBeVisible();
  await colour.hover();
  await expect(page.getByRole('tooltip', { name: 'Color: Blue' })).toBeVisible();
  await page.reload();
  await expect(colour).toBeVisible();
  await widgets.sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(widgets.editButton('color')).toBeVisible();

  await page.setViewportSize({ width: 800, height: 900 });
  await page.reload();
  await expect(widgets.sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
});
