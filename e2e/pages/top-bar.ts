import { expect, type Locator, type Page } from '@playwright/test';

/** The app's top bar: logo, Explore, and 'Sign in' or the user menu. */
export class TopBar {
  readonly root: Locator;
  readonly signInLink: Locator;
  readonly exploreLink: Locator;
  /** The to-do link; its name carries the pending count ('To-Do List, 2 pending items'). */
  readonly todosLink: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('banner').first();
    this.signInLink = this.root.getByRole('link', { name: 'Sign in' });
    this.exploreLink = this.root.getByRole('link', { name: 'Explore' });
    this.todosLink = this.root.getByRole('link', { name: /^To-Do List, / });
  }

  userMenuButton(name?: string): Locator {
    return name
      ? this.root.getByRole('button', { name: `${name}, user menu`, exact: true })
      : this.root.getByRole('button', { name: /, user menu$/ });
  }

  async expectSignedInAs(name: string) {
    await expect(this.userMenuButton(name)).toBeVisible();
    await expect(this.signInLink).toHaveCount(0);
  }

  /** No user menu; and, except on the sign-in page itself, the 'Sign in' link. */
  async expectSignedOut() {
    await expect(this.exploreLink).toBeVisible();
    await expect(this.userMenuButton()).toHaveCount(0);
    if (!new URL(this.page.url()).pathname.startsWith('/users/sign_in')) {
      await expect(this.signInLink).toBeVisible();
    }
  }

  async signOut() {
    await this.userMenuButton().click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}
