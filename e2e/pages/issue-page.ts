import type { Locator, Page } from '@playwright/test';

/** /<project full path>/-/issues/<iid> */
export class IssuePage {
  readonly title: Locator;
  readonly stateBadge: Locator;
  readonly description: Locator;
  readonly sidebar: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.title = main.getByTestId('page-title');
    this.stateBadge = main.getByTestId('state-badge');
    this.description = main.getByRole('region', { name: 'Description' });
    this.sidebar = main.getByRole('complementary', { name: 'Issue details' });
  }

  async goto(projectFullPath: string, iid: string | number) {
    await this.page.goto(`/${projectFullPath}/-/issues/${iid}`);
  }
}
