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
    // The page header's badge (the sticky header, shown once scrolled, repeats it).
    this.stateBadge = main.locator('header').getByTestId('state-badge');
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
   * Opens the desktop actions menu and chooses `item`, retried as a whole: on a loaded machine
   * the menu was seen to close again as it opened (the previous action's refetch landing), and
   * a click on its item then waited for it forever. Opens only when the button says it is
   * closed, so a retry never toggles an open menu shut.
   */
  async chooseAction(item: string) {
    const menuItem = this.page.getByRole('menuitem', { name: item });
    await expect(async () => {
      if ((await this.actionsButton.getAttribute('aria-expanded')) !== 'true') {
        await this.actionsButton.click();
      }
      await menuItem.click({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
  }
}
