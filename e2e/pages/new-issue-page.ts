import type { Locator, Page } from '@playwright/test';

/** /<project full path>/-/issues/new */
export class NewIssuePage {
  readonly form: Locator;
  readonly titleInput: Locator;
  readonly descriptionInput: Locator;
  readonly templateSelect: Locator;
  readonly confidential: Locator;
  readonly createButton: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'New issue' });
    this.titleInput = this.form.getByRole('textbox', { name: 'Title' });
    this.descriptionInput = this.form.getByRole('textbox', { name: 'Description' });
    this.templateSelect = this.form.getByRole('combobox', { name: 'Description template' });
    this.confidential = this.form.getByRole('checkbox', { name: /This issue is confidential/ });
    this.createButton = this.form.getByRole('button', { name: 'Create issue' });
  }

  async goto(projectFullPath: string, query = '') {
    await this.page.goto(`/${projectFullPath}/-/issues/new${query}`);
  }
}
