import type { Locator, Page } from '@playwright/test';

/** GraphiQL at /-/graphql-explorer. */
export class GraphqlExplorerPage {
  readonly runButton: Locator;
  readonly response: Locator;
  readonly editor: Locator;

  constructor(readonly page: Page) {
    this.runButton = page.getByRole('button', { name: /^Execute query/ });
    this.response = page.locator('.graphiql-response');
    this.editor = page.locator('.graphiql-query-editor');
  }

  async goto() {
    await this.page.goto('/-/graphql-explorer');
  }

  /** Runs the operation in the editor. */
  async run() {
    await this.runButton.click();
  }
}
