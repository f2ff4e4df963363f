import type { Locator, Page } from '@playwright/test';

/** /users/sign_in */
export class SignInPage {
  readonly login: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    const form = page.getByRole('form', { name: 'Sign in' });
    this.login = form.getByRole('textbox', { name: 'Username or primary email' });
    this.password = form.getByRole('textbox', { name: 'Password', exact: true });
    this.submit = form.getByRole('button', { name: 'Sign in' });
    this.error = page.getByRole('alert').filter({ hasText: /\S/ });
  }

  async goto(redirect?: string) {
    const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
    await this.page.goto(`/users/sign_in${query}`);
  }

  async signIn(login: string, password: string) {
    await this.login.fill(login);
    await this.password.fill(password);
    await this.submit.click();
  }
}
