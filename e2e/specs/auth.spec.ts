import { DEMO_PASSWORD, demoUsers } from '../fixtures/demo.ts';
import { expect, test } from '../fixtures/test.ts';

test.describe('signing in and out', () => {
  test('signs in with the form and out from the user menu', async ({
    page,
    signInPage,
    topBar,
  }) => {
    await page.goto('/groups/acme');
    await topBar.expectSignedOut();
    await topBar.signInLink.click();
    await expect(page).toHaveURL(/\/users\/sign_in\?redirect=%2Fgroups%2Facme$/);

    await signInPage.signIn(demoUsers.developer, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/groups\/acme$/);
    const menu = topBar.userMenuButton();
    await expect(menu).toBeVisible();
    const session = await (await page.request.get('/-/session')).json();
    expect(session.user.username).toBe(demoUsers.developer);
    await topBar.expectSignedInAs(session.user.name);

    await topBar.signOut();
    await expect(page).toHaveURL(/\/users\/sign_in$/);
    await topBar.expectSignedOut();
    const after = await (await page.request.get('/-/session')).json();
    expect(after.user).toBeNull();
  });

  test('shows the server message for a wrong password', async ({ page, signInPage, topBar }) => {
    await signInPage.goto();
    await signInPage.signIn(demoUsers.reporter, 'not-the-password');
    await expect(signInPage.error).toHaveText('Invalid login or password.');
    await expect(page).toHaveURL(/\/users\/sign_in$/);
    await topBar.expectSignedOut();
  });

  test('shows the rate-limit message the server sends', async ({ page, signInPage }) => {
    // Tripping the real limit would lock every sign-in from this address for ten minutes, so
    // the server's 429 answer is replayed instead.
    const message = 'Too many failed sign-in attempts. Please wait 10 minutes and try again.';
    await page.route('**/users/sign_in', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 429, json: { message } })
        : route.fallback(),
    );
    await signInPage.goto();
    await signInPage.signIn(demoUsers.guest, 'whatever-it-is');
    await expect(signInPage.error).toHaveText(message);
  });

  test('an API sign-in is picked up by the page', async ({ page, signIn, topBar }) => {
    const user = await signIn(demoUsers.maintainer);
    await page.goto('/explore/groups');
    await topBar.expectSignedInAs(user.name);
  });
});
