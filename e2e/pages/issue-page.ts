import { expect, type Locator, type Page } from '@playwright/test';

/** /<project full path>/-/issues/<iid> */
export class IssuePage {
  readonly title: Locator;
  readonly stateBadge: Locator;
  readonly description: Locator;
  readonly sidebar: Locator;
  /** Edit (opens the title + description form). */
  readonly editButton: Locator;
  /** The desktop header's 'Issue actions' menu button. */
  readonly actionsButton: Locator;
  readonly editForm: Locator;
  readonly titleInput: Locator;
  readonly descriptionInput: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.title = main.getByTestId('page-title');
    this.stateBadge = main.getByTestId('state-badge');
    this.description = main.getByRole('region', { name: 'Description' });
    this.sidebar = main.getByRole('complementary', { name: 'Issue details' });
    this.editButton = main.getByRole('button', { name: 'Edit', exact: true });
    this.actionsButton = main.getByRole('button', { name: 'Issue actions' });
    this.editForm = main.getByRole('form', { name: 'Edit issue' });
    this.titleInput = this.editForm.getByRole('textbox', { name: 'Title' });
    this.descriptionInput = this.editForm.getByRole('textbox', { name: 'Description' });
    this.saveButton = this.editForm.getByRole('button', { name: 'Save changes' });
  }

  async goto(projectFullPath: string, iid: string | number) {
    await this.page.goto(`/${projectFullPath}/-/issues/${iid}`);
  }

  /**
   * Opens the desktop actions menu and chooses `item`. Opening is retried: on a loaded machine
   * the previous action's live refresh can land as the menu opens and close it again.
   */
  async chooseAction(item: string) {
    const menuItem = this.page.getByRole('menuitem', { name: item });
    await expect(async () => {
      if (!(await menuItem.isVisible())) await this.actionsButton.click();
      await expect(menuItem).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await menuItem.click();
  }
}
