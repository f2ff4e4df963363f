import type { Locator, Page } from '@playwright/test';

/** /dashboard/todos: the signed-in user's to-do list. */
export class TodosPage {
  readonly heading: Locator;
  readonly rows: Locator;
  readonly markAllDone: Locator;
  readonly pendingTab: Locator;
  readonly doneTab: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'To-Do List' });
    this.rows = page.getByRole('list', { name: 'To-do items' }).getByTestId('todo-row');
    this.markAllDone = page.getByRole('button', { name: 'Mark all as done' });
    this.pendingTab = page.getByRole('tab', { name: /^To Do/ });
    this.doneTab = page.getByRole('tab', { name: 'Done' });
  }

  async goto() {
    await this.page.goto('/dashboard/todos');
  }

  row(title: string): Locator {
    return this.rows.filter({ hasText: title });
  }

  markDone(title: string): Locator {
    return this.page.getByRole('button', { name: `Mark as done: ${title}` });
  }
}
