import { epicsWithIssues } from '../fixtures/demo-data.ts';
import { demoGroups } from '../fixtures/demo.ts';
import { expect, test } from '../fixtures/test.ts';
import { expectNotFound } from '../pages/not-found.ts';

test.describe('anonymous visitors', () => {
  test('browse the public group page', async ({ groupPage, topBar }) => {
    await groupPage.goto(demoGroups.root);
    await topBar.expectSignedOut();
    await expect(groupPage.heading).toContainText(/acme/i);
    await expect(groupPage.roadmapLink).toHaveAttribute('href', '/groups/acme/-/roadmap');
    await expect(groupPage.epicsLink).toHaveAttribute('href', '/groups/acme/-/epics');
    await expect(groupPage.subgroups.getByRole('listitem').first()).toBeVisible();
    await expect(groupPage.projects.getByRole('listitem').first()).toBeVisible();
    // The private subgroup is not listed.
    await expect(groupPage.subgroups.getByRole('link', { name: /secret/i })).toHaveCount(0);
  });

  test('read a public epic and one of its issues', async ({ page, api, epicPage, issuePage }) => {
    const [epic] = await epicsWithIssues(api, demoGroups.root);
    expect(epic, 'the demo workspace has a public epic with an issue').toBeDefined();
    if (!epic) return;

    await page.goto(epic.webPath);
    await expect(epicPage.title).toHaveText(epic.title);
    await expect(epicPage.stateBadge).toHaveText('Open');

    await page.goto(epic.issue.webPath);
    await expect(issuePage.title).toHaveText(epic.issue.title);
    await expect(issuePage.stateBadge).toHaveText(/^(Open|Closed)$/);
    await expect(issuePage.sidebar).toBeVisible();
  });

  test('get the 404 page for a private subgroup', async ({ page, groupPage }) => {
    await groupPage.goto(demoGroups.privateSubgroup);
    await expectNotFound(page);
    await expect(page.getByText(/secret lab/i)).toHaveCount(0);
  });

  test('get the 404 page for an unknown path', async ({ page }) => {
    await page.goto('/groups/acme/no-such-group');
    await expectNotFound(page);
    await page.goto('/acme/no-such-project/-/issues/1');
    await expectNotFound(page);
    await page.goto('/groups/acme/-/not-a-page');
    await expectNotFound(page);
  });
});

test('members see the private subgroup', async ({ page, signIn, groupPage }) => {
  await signIn('owner');
  await groupPage.goto(demoGroups.privateSubgroup);
  await expect(groupPage.heading).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(groupPage.roadmapLink).toBeVisible();
});

test('outsiders get the 404 page for the private subgroup', async ({ page, signIn, groupPage }) => {
  await signIn('outsider');
  await groupPage.goto(demoGroups.privateSubgroup);
  await expectNotFound(page);
});

test('the explore page searches groups and keeps the search in the URL', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/explore\/groups$/);
  const groups = page.getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('link', { name: 'Acme', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search groups' }).fill('mobile');
  await expect(page).toHaveURL(/\/explore\/groups\?filter=mobile$/);
  await expect(groups.getByRole('link', { name: 'Acme / Mobile', exact: true })).toBeVisible();
  await expect(groups.getByRole('link', { name: 'Acme', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search groups' })).toHaveValue('mobile');
});
