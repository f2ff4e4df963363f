import type { Locator, Page } from '@playwright/test';

/** /groups/<full path>/-/epics/<iid> */
export class EpicPage {
  readonly title: Locator;
  readonly stateBadge: Locator;
  readonly description: Locator;
  readonly children: Locator;
  readonly childIssueLinks: Locator;
  readonly childEpicLinks: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.title = main.getByTestId('page-title');
    this.stateBadge = main.getByTestId('state-badge');
    this.description = main.getByRole('region', { name: 'Description' });
    this.children = main.getByRole('list', { name: 'Child issues and epics' });
    this.childIssueLinks = this.children.getByTestId('child-issue').getByRole('link');
    this.childEpicLinks = this.children.getByTestId('child-epic').getByRole('link');
  }

  async goto(groupFullPath: string, iid: string | number) {
    await this.page.goto(`/groups/${groupFullPath}/-/epics/${iid}`);
  }
}
