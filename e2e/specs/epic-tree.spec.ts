// The epic page's child tree: create an epic, add and create children, reorder by
// keyboard and by drag, reload, remove; no controls for a guest or when signed out; axe clean.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { epicsWithIssues } from '../fixtures/demo-data.ts';
import { demoGroups } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const CREATE_EPIC = `mutation E2eCreateEpic($input: CreateEpicInput!) {
  createEpic(input: $input) { errors epic { id iid } } }`;
const CREATE_ISSUE = `mutation E2eCreateIssue($projectPath: ID!, $title: String!) {
  createIssue(input: { projectPath: $projectPath, title: $title }) { errors issue { iid } } }`;

/** Drags a row by its handle onto the lower quarter of another row (drop after it). */
async function dragBelow(
  page: Page,
  handle: ReturnType<Page['locator']>,
  target: ReturnType<Page['locator']>,
) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 40, to.y + to.height * 0.9, { steps: 12 });
  await page.mouse.move(to.x + 42, to.y + to.height * 0.92, { steps: 4 });
  await page.mouse.up();
}

test('an owner builds, reorders and prunes an epic tree; a guest sees no controls', async ({
  page,
  api,
  rootApi,
  signIn,
  epicPage,
}) => {
  test.setTimeout(120_000);
  const s = await createScratchProject(rootApi, 'Epic tree', {
    owner: ACCESS_LEVEL.owner,
    guest: ACCESS_LEVEL.guest,
  });
  const groupPath = s.group.full_path;
  const projectPath = s.project.path_with_namespace;
  await signIn('owner');
  const existingEpic = await api.graphql<{ createEpic: { epic: { id: string; iid: string } } }>(
    CREATE_EPIC,
    { input: { groupPath, title: `Existing epic ${s.suffix}` } },
  );
  // A grandchild, so that the tree has an epic to expand.
  await api.graphql(CREATE_EPIC, {
    input: {
      groupPath,
      title: `Grandchild ${s.suffix}`,
      parentId: existingEpic.createEpic.epic.id,
    },
  });
  const existingIssue = await api.graphql<{ createIssue: { issue: { iid: string } } }>(
    CREATE_ISSUE,
    { projectPath, title: `Existing issue ${s.suffix}` },
  );

  // New epic from the epics list.
  await page.goto(`/groups/${groupPath}/-/epics`);
  await page.getByRole('link', { name: 'New epic' }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${groupPath}/-/epics/new$`));
  await page.getByLabel('Title').fill(`Planning ${s.suffix}`);
  await page.getByRole('button', { name: 'Create epic' }).click();
  await expect(epicPage.title).toHaveText(`Planning ${s.suffix}`);
  await expect(page.getByText(/Link child issues and epics together/)).toBeVisible();

  // Add existing items by reference.
  await epicPage.openAddForm('Add an existing issue');
  await page
    .getByLabel('Issue references or URLs')
    .fill(`${projectPath}#${existingIssue.createIssue.issue.iid}`);
  await page.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(epicPage.row(`Existing issue ${s.suffix}`)).toBeVisible();
  await epicPage.openAddForm('Add an existing epic');
  await page.getByLabel('Epic references or URLs').fill(`&${existingEpic.createEpic.epic.iid}`);
  await page.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(epicPage.row(`Existing epic ${s.suffix}`)).toBeVisible();

  // Create a child issue and a child epic.
  await epicPage.openAddForm('Add a new issue');
  await page
    .getByRole('form', { name: 'Create new issue' })
    .getByLabel('Title')
    .fill(`New issue ${s.suffix}`);
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: /Tracker/ }).click();
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(epicPage.row(`New issue ${s.suffix}`)).toBeVisible();
  const expand = page.getByRole('button', { name: `Expand Existing epic ${s.suffix}` });
  await expand.click();
  await expect(epicPage.row(`Grandchild ${s.suffix}`)).toHaveAttribute('aria-level', '2');
  await epicPage.openAddForm('Add a new epic');
  const epicForm = page.getByRole('form', { name: 'Create new epic' });
  await epicForm.getByLabel('Title').fill(`New epic ${s.suffix}`);
  expect.soft(await seriousViolations(page), 'axe with a form open').toEqual([]);
  await epicForm.getByRole('button', { name: 'Create epic' }).click();
  await expect(epicPage.row(`New epic ${s.suffix}`)).toBeVisible();
  await expect(epicPage.topItems).toHaveCount(4);
  expect.soft(await seriousViolations(page), 'axe with the tree shown').toEqual([]);
  await page.getByRole('button', { name: `Collapse Existing epic ${s.suffix}` }).click();
  await expect(epicPage.row(`Grandchild ${s.suffix}`)).toHaveCount(0);

  // Keyboard: focus the first row, Alt+ArrowDown moves it one place down, announced.
  const before = (await epicPage.topTitles()) as [string, string, string, string];
  await epicPage.row(before[0]).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(epicPage.announcer).toHaveText(`${before[0]} moved to position 2 of 4.`);
  const afterKeyboard = [before[1], before[0], before[2], before[3]] as const;
  await expect.poll(() => epicPage.topTitles()).toEqual(afterKeyboard);

  // Drag: the first row below the last one.
  const first = epicPage.row(afterKeyboard[0]);
  await dragBelow(page, first.getByTestId('drag-handle').first(), epicPage.row(afterKeyboard[3]));
  const afterDrag = [afterKeyboard[1], afterKeyboard[2], afterKeyboard[3], afterKeyboard[0]];
  await expect.poll(() => epicPage.topTitles()).toEqual(afterDrag);
  await page.reload();
  await expect.poll(() => epicPage.topTitles()).toEqual(afterDrag);

  // Remove one child with the confirmation naming it.
  const gone = `Existing issue ${s.suffix}`;
  await page.getByRole('button', { name: `Actions for ${gone}` }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(page.getByRole('dialog')).toContainText(`This will remove ${gone}`);
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(epicPage.topItems).toHaveCount(3);
  await expect(epicPage.row(gone)).toHaveCount(0);
  const epicUrl = page.url();

  // A guest sees the tree but no controls.
  await signIn('guest');
  await page.goto(epicUrl);
  await expect(epicPage.topItems).toHaveCount(3);
  await expect(epicPage.addMenu).toHaveCount(0);
  await expect(epicPage.children.getByTestId('drag-handle')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
});

test('signed out, a public epic tree has no controls', async ({ page, api, epicPage }) => {
  const [epic] = await epicsWithIssues(api, demoGroups.root);
  expect(epic, 'the demo workspace has a public epic with an issue').toBeDefined();
  if (!epic) return;
  await page.goto(epic.webPath);
  await expect(epicPage.childIssueLinks.first()).toBeVisible();
  await expect(epicPage.addMenu).toHaveCount(0);
  await expect(epicPage.children.getByTestId('drag-handle')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
});
