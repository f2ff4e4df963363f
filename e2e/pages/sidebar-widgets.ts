import type { Locator, Page, Response } from '@playwright/test';

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

  /** Resolves once the page's live subscription to the item is open. */
  static liveSubscription(page: Page) {
    return page.waitForResponse(
      (r: Response) =>
        r.request().headers()['accept'] === 'text/event-stream' &&
        (r.request().postData() ?? '').includes('workItemUpdated'),
    );
  }
}
