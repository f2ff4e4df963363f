// The epic page's title and description edit: in place, kept on reload, merged with a
// disjoint concurrent edit, the epic conflict text on an overlap; a guest cannot edit.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CairnApi, type CairnApi as Api } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { EpicPage } from '../pages/epic-page.ts';

const CONFLICT =
  'Someone edited this epic at the same time you did. The description has been updated and you will need to make your changes again.';
const MERGED =
  'Your changes were merged with the changes someone else saved to this epic at the same time.';

const UPDATE_EPIC = `mutation E2eUpdateEpic($input: UpdateEpicInput!) {
  updateEpic(input: $input) { errors epic { title } } }`;

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** A private scratch group (owner, maintainer, guest) with one epic created by root. */
async function scratchEpic(rootApi: Api) {
  const s = await createScratchProject(rootApi, 'Epic page', {
    owner: ACCESS_LEVEL.owner,
    maintainer: ACCESS_LEVEL.maintainer,
    guest: ACCESS_LEVEL.guest,
  });
  const epic = await rootApi.rest<{ iid: number }>('POST', `/groups/${s.group.id}/epics`, {
    title: `Scratch epic ${s.suffix}`,
    description: 'one\ntwo\nthree',
  });
  return { ...s, path: s.group.full_path, iid: epic.iid };
}

test('the owner edits the title and description in place; a guest cannot', async ({
  page,
  signIn,
  rootApi,
  epicPage,
  api,
}) => {
  const s = await scratchEpic(rootApi);
  await signIn('owner');
  await epicPage.goto(s.path, s.iid);
  await epicPage.editButton.click();
  await expect(epicPage.descriptionInput).toHaveValue('one\ntwo\nthree');
  expect(await seriousViolations(page), 'axe with the edit form open').toEqual([]);
  await epicPage.titleInput.fill(`Renamed ${s.suffix}`);
  await epicPage.descriptionInput.fill('Plan **v2**');
  await epicPage.saveButton.click();
  await expect(epicPage.editForm).toBeHidden();
  await expect(epicPage.title).toHaveText(`Renamed ${s.suffix}`);
  await expect(epicPage.description.locator('strong')).toHaveText('v2');
  await page.reload();
  await expect(epicPage.title).toHaveText(`Renamed ${s.suffix}`);

  await signIn('guest');
  await page.reload();
  await expect(epicPage.title).toHaveText(`Renamed ${s.suffix}`);
  await expect(epicPage.editButton).toHaveCount(0);
  await expect(
    api.graphql(UPDATE_EPIC, { input: { groupPath: s.path, iid: String(s.iid), title: 'Guest' } }),
  ).rejects.toThrow(/permission/i);
});

test('concurrent epic edits from two browsers merge when disjoint and warn when they overlap', async ({
  page,
  browser,
  baseURL,
  signIn,
  rootApi,
  epicPage,
}) => {
  // Two browsers, four page loads, two editors and two saves: on a busy 2-core machine the
  // steps alone took over a minute (every request answered within 0.6 s; the browsers waited).
  test.setTimeout(150_000);
  const s = await scratchEpic(rootApi);
  await signIn('owner');
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await new CairnApi(otherPage.request).signIn('maintainer', DEMO_PASSWORD);
    const theirs = new EpicPage(otherPage);

    // Both open the form on the same version; they change line one, we change line three.
    await epicPage.goto(s.path, s.iid);
    await epicPage.editButton.click();
    await theirs.goto(s.path, s.iid);
    await theirs.editButton.click();
    await theirs.descriptionInput.fill('ONE\ntwo\nthree');
    await theirs.saveButton.click();
    await expect(theirs.editForm).toBeHidden();
    await epicPage.descriptionInput.fill('one\ntwo\nTHREE');
    await epicPage.saveButton.click();
    await expect(page.getByText(MERGED)).toBeVisible();
    await expect(epicPage.editForm).toBeHidden();
    const merged = await rootApi.rest<{ description: string }>(
      'GET',
      `/groups/${s.group.id}/epics/${s.iid}`,
    );
    expect(merged.description).toBe('ONE\ntwo\nTHREE');

    // Now both change line two: the epic's conflict text, keeping our text.
    await page.reload();
    await epicPage.editButton.click();
    await theirs.goto(s.path, s.iid);
    await theirs.editButton.click();
    await theirs.descriptionInput.fill('ONE\nTheirs\nTHREE');
    await theirs.saveButton.click();
    await expect(theirs.editForm).toBeHidden();
    await epicPage.descriptionInput.fill('ONE\nMine\nTHREE');
    await epicPage.saveButton.click();
    await expect(page.getByText(CONFLICT)).toBeVisible();
    await expect(epicPage.descriptionInput).toHaveValue('ONE\nMine\nTHREE');
    await page.getByRole('button', { name: 'View the other version' }).click();
    await expect(page.getByLabel('The other version')).toContainText('Theirs');
  } finally {
    await other.close();
  }
});
