import type { Locator, Page } from '@playwright/test';

/** The discussion under an issue's or epic's description. */
export class DiscussionSection {
  readonly root: Locator;
  readonly composer: Locator;
  readonly commentButton: Locator;
  readonly internalCheckbox: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Activity' });
    this.composer = this.root.locator('textarea[data-shortcut="comment"]');
    this.commentButton = this.root.getByRole('button', { name: 'Comment', exact: true });
    this.internalCheckbox = this.root.getByRole('checkbox', { name: 'Make this an internal note' });
    this.filter = this.root.getByRole('combobox', { name: 'Filter activity' });
  }

  /** The comment whose body holds `text`. */
  comment(text: string): Locator {
    return this.root.getByRole('article').filter({ hasText: text });
  }

  /** The thread holding a comment with `text`. */
  thread(text: string): Locator {
    return this.root.getByTestId('thread').filter({ hasText: text });
  }

  async addComment(text: string) {
    await this.composer.fill(text);
    await this.commentButton.click();
  }

  async chooseFilter(label: string) {
    await this.filter.click();
    await this.page.getByRole('option', { name: label }).click();
  }
}
