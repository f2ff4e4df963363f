import { epicsWithIssues } from '../fixtures/demo-data.ts';
import { demoGroups, demoUsers } from '../fixtures/demo.ts';
import { expect, test } from '../fixtures/test.ts';
import { seriousViolations } from '../support/axe.ts';

test('the group page has no serious or critical accessibility violations', async ({
  page,
  groupPage,
}) => {
  await groupPage.goto(demoGroups.root);
  await expect(groupPage.roadmapLink).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the epic and issue pages have no serious or critical accessibility violations', async ({
  page,
  api,
  epicPage,
  issuePage,
}) => {
  const [epic] = await epicsWithIssues(api, demoGroups.root);
  expect(epic, 'the demo workspace has a public epic with an issue').toBeDefined();
  if (!epic) return;

  await page.goto(epic.webPath);
  await expect(epicPage.childIssueLinks.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(epic.issue.webPath);
  await expect(issuePage.sidebar).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in page has no serious or critical accessibility violations', async ({
  page,
  signInPage,
}) => {
  await signInPage.goto();
  await expect(signInPage.submit).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the signed-in top bar is accessible for every demo user', async ({
  page,
  signIn,
  topBar,
  groupPage,
}) => {
  // The avatar's initials colour follows the name, so each user shows another one.
  for (const login of Object.values(demoUsers)) {
    const user = await signIn(login);
    await groupPage.goto(demoGroups.root);
    await topBar.expectSignedInAs(user.name);
    const button = topBar.userMenuButton(user.name);
    await expect(button).toContainText(user.name);
    expect(await seriousViolations(page, 'header'), login).toEqual([]);
  }

  // The whole page too, signed in (the top bar was axe serious on every signed-in page).
  await expect(groupPage.roadmapLink).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
