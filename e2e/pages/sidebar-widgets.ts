import { expect, type Locator, type Page, type Response, type Route } from '@playwright/test';

/** The sidebar's element, for axe's `include`. */
export const SIDEBAR = '[data-testid="sidebar"]';

/** The widget sidebar of an issue or epic page ('Issue details' / 'Epic details'). */
export class SidebarWidgets {
  readonly sidebar: Locator;

  constructor(
    readonly page: Page,
    name: 'Issue details' | 'Epic details' = 'Issue details',
  ) {
    this.sidebar = page.getByRole('main').getByRole('complementary', { name });
  }

  /** A widget by its test id ('weight-widget', 'labels-widget'...). */
  widget(testId: string) {
    return this.sidebar.getByTestId(testId);
  }

  value(testId: string) {
    return this.widget(testId).getByTestId('widget-value');
  }

  /** The widget's Edit button (named 'Edit <title>'). */
  editButton(title: string) {
    return this.sidebar.getByRole('button', { name: `Edit ${title}` });
  }

  /** The on/off switch of a toggle widget (confidentiality, lock, notifications). */
  switchOf(testId: string) {
    return this.widget(testId).getByRole('switch');
  }

  /** Opens the widget's editor from the keyboard (Enter on its Edit button): `focused` has focus. */
  async openWithKeyboard(title: string, focused: Locator) {
    await this.editButton(title).focus();
    await this.page.keyboard.press('Enter');
    await expect(focused).toBeFocused();
  }

  /** Escape closes the open editor: `editor` is gone. */
  async closeWithEscape(editor: Locator) {
    await this.page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0);
  }

  /** Flips a toggle widget's switch by its label, as a pointer user does. */
  async flip(testId: string) {
    await this.widget(testId).locator('label').first().click();
  }

  /** Opens the picker of the widget titled `title` and chooses the option named `option`. */
  async pick(title: string, option: string | RegExp) {
    await this.editButton(title).click();
    await this.sidebar.getByRole('option', { name: option }).click();
  }

  /** Read-only: the widget is shown without its Edit button. */
  async expectNoEdit(testId: string, title: string) {
    await expect(this.widget(testId)).toBeVisible();
    await expect(this.editButton(title)).toHaveCount(0);
  }

  /**
   * Makes every GraphQL request of `operation` fail with a 500 (an injected server failure);
   * returns the function that stops it.
   */
  async failOperation(operation: string) {
    const pattern = '**/api/graphql';
    const handler = async (route: Route) => {
      if ((route.request().postData() ?? '').includes(`mutation ${operation}`)) {
        await route.fulfill({ status: 500, contentType: 'text/plain', body: 'injected failure' });
      } else {
        await route.continue();
      }
    };
    await this.page.route(pattern, handler);
    return () => this.page.unroute(pattern, handler);
  }

  /**
   * Answers the page's query `operation` as a server whose resolvers of `fields` failed: each
   * field of the item at `item` null, and an error at its path (the rest is the real answer).
   */
  async failFields(operation: string, item: string[], fields: string[]) {
    await this.page.route('**/api/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== operation) return route.fallback();
      const response = await route.fetch();
      const json = await response.json();
      const target = item.reduce((value, key) => value[key], json.data);
      for (const field of fields) target[field] = null;
      json.errors = fields.map((field) => ({
        message: 'Unexpected error.',
        path: [...item, field],
      }));
      await route.fulfill({ response, json });
    });
  }

  /** Resolves once the page's live subscription to the item is open. */
  static liveSubscription(page: Page) {
    return page.waitForResponse(
      (r: Response) =>
        r.request().headers()['accept'] === 'text/event-stream' &&
        (r.request().postData() ?? '').includes('workItemUpdated'),
    );
  }
}
