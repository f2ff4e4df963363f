import type { Locator, Page } from '@playwright/test';

/** /groups/<full path>/-/epics/<iid> */
export class EpicPage {
  readonly title: Locator;
  readonly stateBadge: Locator;
  readonly description: Locator;
  /** The child tree (role tree, named by the 'Child issues and epics' heading). */
  readonly children: Locator;
  readonly childIssueLinks: Locator;
  readonly childEpicLinks: Locator;
  /** Top-level rows of the tree. */
  readonly topItems: Locator;
  readonly addMenu: Locator;
  readonly announcer: Locator;
  readonly actions: Locator;
  /** Edit (opens the title + description form). */
  readonly editButton: Locator;
  readonly editForm: Locator;
  readonly titleInput: Locator;
  readonly descriptionInput: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.title = main.getByTestId('page-title');
    this.stateBadge = main.getByTestId('state-badge');
    this.description = main.getByRole('region', { name: 'Description' });
    this.children = main.getByRole('tree', { name: 'Child issues and epics' });
    this.childIssueLinks = this.children.getByTestId('child-issue').getByRole('link');
    this.childEpicLinks = this.children.getByTestId('child-epic').getByRole('link');
    this.topItems = this.children.locator(':scope > [role="treeitem"]');
    this.addMenu = main.getByRole('button', { name: 'Add', exact: true });
    this.announcer = main.getByTestId('tree-announcer');
    this.actions = main.getByRole('button', { name: 'Epic actions' });
    this.editButton = main.getByRole('button', { name: 'Edit', exact: true });
    this.editForm = main.getByRole('form', { name: 'Edit epic' });
    this.titleInput = this.editForm.getByRole('textbox', { name: 'Title' });
    this.descriptionInput = this.editForm.getByRole('textbox', { name: 'Description' });
    this.saveButton = this.editForm.getByRole('button', { name: 'Save changes' });
  }

  async goto(groupFullPath: string, iid: string | number) {
    await this.page.goto(`/groups/${groupFullPath}/-/epics/${iid}`);
  }

  /** The titles of the top-level rows, in order. */
  async topTitles(): Promise<string[]> {
    return this.topItems.locator(':scope > div [data-testid="tree-title"]').allTextContents();
  }

  /** The treeitem whose own row (not a nested child's) has this exact title. */
  row(title: string): Locator {
    const exact = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    const ownTitle = this.page
      .locator(':scope > div [data-testid="tree-title"]')
      .filter({ hasText: exact });
    return this.children.getByRole('treeitem').filter({ has: ownTitle });
  }

  async openAddForm(item: string) {
    await this.addMenu.click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }
}
