import { expect, type Page } from '@playwright/test';

/** The 404 page: what the app shows for unknown paths and for anything the viewer may not see. */
export async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
}
