// Issue templates (docs/decisions/issue-page.md, 'Templates'): maintainers manage project and group
// templates on the settings pages; projects inherit their groups' templates; the new-issue dropdown
// groups them by source, asks before replacing edited text, and the form opens without it when
// loading fails.
import type { Page } from '@playwright/test';
import type { CairnApi } from '../fixtures/api-client.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { NewIssuePage } from '../pages/new-issue-page.ts';
import { expectNotFound } from '../pages/not-found.ts';
import { seriousViolations } from '../support/axe.ts';

const CREATE = `mutation($input: IssueTemplateCreateInput!) {
  issueTemplateCreate(input: $input) { errors issueTemplate { id } } }`;

/** A private group and project with a maintainer and a reporter; `path` is the project's. */
async function scratch(rootApi: CairnApi) {
  const s = await createScratchProject(rootApi, 'Templates', {
    maintainer: ACCESS_LEVEL.maintainer,
    reporter: ACCESS_LEVEL.reporter,
  });
  return { ...s, path: s.project.path_with_namespace };
}

/** Adds a template through the settings page the viewer is on. */
async function addTemplate(page: Page, name: string, content: string) {
  await page.getByRole('button', { name: 'Add template' }).click();
  const form = page.getByRole('form', { name: 'Add template' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Content' }).fill(content);
  await form.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByText('Template added.')).toBeVisible();
  await expect(form).toHaveCount(0);
}

/** Creates an issue from the new-issue page with the template chosen from the dropdown. */
async function createFromTemplate(page: Page, path: string, template: string, title: string) {
  const newIssue = new NewIssuePage(page);
  await newIssue.goto(path);
  await newIssue.templateSelect.selectOption({ label: template });
  await expect(newIssue.descriptionInput).not.toHaveValue('');
  await newIssue.titleInput.fill(title);
  await newIssue.createButton.click();
  await expect(page).toHaveURL(new RegExp(`/${path}/-/issues/\\d+$`));
  await expect(page.getByRole('main').getByTestId('page-title')).toHaveText(title);
}

test('a maintainer adds a group and a project template, and creates an issue from each', async ({
  page,
  signIn,
  rootApi,
}) => {
  const { path, ...s } = await scratch(rootApi);
  await signIn('maintainer');

  await page.goto(`/groups/${s.group.full_path}`);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(`/groups/${s.group.full_path}/-/settings/issue_templates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Issue templates' })).toBeVisible();
  // A blank name is refused with the server's message and the form stays open.
  await page.getByRole('button', { name: 'Add template' }).click();
  const form = page.getByRole('form', { name: 'Add template' });
  await form.getByRole('textbox', { name: 'Content' }).fill('x');
  await form.getByRole('button', { name: 'Add template' }).click();
  await expect(form.getByRole('alert')).toHaveText("Name can't be blank");
  await form.getByRole('button', { name: 'Cancel' }).click();
  await addTemplate(page, 'Support request', '## Who is asking');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/${path}`);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(`/${path}/-/settings/issue_templates`);
  const inherited = page.getByRole('list', { name: 'Inherited templates' });
  await expect(inherited.getByText('Support request')).toBeVisible();
  await addTemplate(page, 'Release checklist', '- [ ] Tag the release');
  await expect(
    page.getByRole('list', { name: 'Templates of Tracker' }).getByText('Release checklist'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const newIssue = new NewIssuePage(page);
  await newIssue.goto(path);
  const groups = newIssue.templateSelect.locator('optgroup');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toHaveAttribute('label', 'Tracker');
  await expect(groups.nth(0).locator('option')).toHaveText(['Release checklist']);
  await expect(groups.nth(1)).toHaveAttribute('label', `Templates ${s.suffix}`);
  await expect(groups.nth(1).locator('option')).toHaveText(['Support request']);
  expect(await seriousViolations(page)).toEqual([]);

  await createFromTemplate(page, path, 'Support request', `From group ${s.suffix}`);
  await expect(page.getByRole('main').getByText('Who is asking')).toBeVisible();
  await createFromTemplate(page, path, 'Release checklist', `From project ${s.suffix}`);
  await expect(page.getByRole('main').getByText('Tag the release')).toBeVisible();
});

test('a maintainer edits and deletes a template after confirming', async ({
  page,
  signIn,
  rootApi,
}) => {
  const { path } = await scratch(rootApi);
  await rootApi.graphql(CREATE, { input: { projectPath: path, name: 'Bug', content: 'old' } });
  await signIn('maintainer');
  await page.goto(`/${path}/-/settings/issue_templates`);
  // By keyboard: the form opens with the name focused; Ctrl+Enter in the content saves.
  await page.getByRole('button', { name: 'Edit Bug' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Save changes' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  const content = form.getByRole('textbox', { name: 'Content' });
  await content.fill('## Steps to reproduce');
  await content.press('Control+Enter');
  await expect(page.getByText('Template saved.')).toBeVisible();
  await expect(page.getByText('## Steps to reproduce')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Bug' }).focus();
  await page.keyboard.press('Enter');
  let dialog = page.getByRole('dialog', { name: 'Delete template' });
  await expect(dialog).toContainText('Are you sure you want to delete the "Bug" template?');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Bug' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Bug' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete template' });
  await dialog.getByRole('button', { name: 'Delete template' }).click();
  await expect(page.getByText('Template deleted.')).toBeVisible();
  await expect(page.getByText('No templates yet')).toBeVisible();
});

test('choosing over edited text asks first; Cancel keeps the previous choice and text', async ({
  page,
  signIn,
  rootApi,
}) => {
  const { path, ...s } = await scratch(rootApi);
  await rootApi.graphql(CREATE, { input: { projectPath: path, name: 'Bug', content: '## Bug' } });
  await rootApi.graphql(CREATE, {
    input: { groupPath: s.group.full_path, name: 'Idea', content: '## Idea' },
  });
  await signIn('reporter');
  const newIssue = new NewIssuePage(page);
  await newIssue.goto(path);
  await newIssue.templateSelect.selectOption({ label: 'Bug' });
  await expect(newIssue.descriptionInput).toHaveValue('## Bug');
  await newIssue.descriptionInput.fill('## Bug\n\nIt crashes');

  await newIssue.templateSelect.selectOption({ label: 'Idea' });
  const dialog = page.getByRole('dialog', { name: 'Apply template?' });
  await expect(dialog).toContainText(
    'Applying a template will replace the existing issue description. Any changes you have made will be lost.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(newIssue.templateSelect).toHaveValue('Bug');
  await expect(newIssue.descriptionInput).toHaveValue('## Bug\n\nIt crashes');

  await newIssue.templateSelect.selectOption({ label: 'Idea' });
  await dialog.getByRole('button', { name: 'Apply template' }).click();
  await expect(newIssue.descriptionInput).toHaveValue('## Idea');
  await expect(newIssue.templateSelect).toHaveValue('Idea');
  // Unedited text is replaced without asking; 'No template' clears it.
  await newIssue.templateSelect.selectOption({ label: 'No template' });
  await expect(dialog).toBeHidden();
  await expect(newIssue.descriptionInput).toHaveValue('');
});

test('when the templates fail to load, the new-issue form opens without them', async ({
  page,
  signIn,
  rootApi,
}) => {
  const { path, ...s } = await scratch(rootApi);
  await rootApi.graphql(CREATE, { input: { projectPath: path, name: 'Bug', content: '## Bug' } });
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query?: string } | null;
    if (body?.query?.includes('query IssueTemplates(')) await route.abort();
    else await route.continue();
  });
  await signIn('reporter');
  const newIssue = new NewIssuePage(page);
  await newIssue.goto(path);
  await expect(newIssue.titleInput).toBeVisible();
  await newIssue.titleInput.fill(`No templates ${s.suffix}`);
  await expect(newIssue.descriptionInput).toBeVisible();
  await expect(newIssue.templateSelect).toHaveCount(0);
  await newIssue.createButton.click();
  await expect(page.getByRole('main').getByTestId('page-title')).toHaveText(
    `No templates ${s.suffix}`,
  );
});

test('a reporter sees no Settings link, gets the 404 page, and the API refuses', async ({
  page,
  signIn,
  api,
  rootApi,
}) => {
  const { path, ...s } = await scratch(rootApi);
  await signIn('reporter');
  await page.goto(`/${path}`);
  await expect(page.getByRole('link', { name: 'Issues' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto(`/groups/${s.group.full_path}`);
  await expect(page.getByRole('link', { name: 'Epics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  for (const url of [
    `/${path}/-/settings/issue_templates`,
    `/groups/${s.group.full_path}/-/settings/issue_templates`,
  ]) {
    await page.goto(url);
    await expectNotFound(page);
  }
  for (const owner of [{ projectPath: path }, { groupPath: s.group.full_path }]) {
    await expect(
      api.graphql(CREATE, { input: { ...owner, name: 'Sneaky', content: 'x' } }),
    ).rejects.toThrow(/permission/);
  }
});
