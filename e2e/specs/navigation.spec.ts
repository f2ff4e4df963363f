import { epicsWithIssues } from '../fixtures/demo-data.ts';
import { demoGroups } from '../fixtures/demo.ts';
import { expect, test } from '../fixtures/test.ts';

test('group -> Roadmap -> epic page -> issue page, all by links', async ({
  page,
  api,
  groupPage,
  epicPage,
  issuePage,
}) => {
  const candidates = await epicsWithIssues(api, demoGroups.root);
  expect(candidates.length, 'the demo workspace has public epics with issues').toBeGreaterThan(0);

  await groupPage.goto(demoGroups.root);
  await groupPage.roadmapLink.click();
  await expect(page).toHaveURL(/\/groups\/acme\/-\/roadmap/);

  // Follow the first epic shown on the roadmap that has an issue.
  const main = page.getByRole('main');
  await expect(main.locator('a[href*="/-/epics/"]').first()).toBeVisible();
  const hrefs = await main
    .locator('a[href*="/-/epics/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const epic = candidates.find((c) => hrefs.includes(c.webPath));
  expect(epic, 'the roadmap shows an epic that has issues').toBeDefined();
  if (!epic) return;

  await main.locator(`a[href="${epic.webPath}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${epic.webPath}$`));
  await expect(epicPage.title).toHaveText(epic.title);

  const issueLink = epicPage.childIssueLinks.first();
  await expect(issueLink).toBeVisible();
  const issueTitle = (await issueLink.textContent())?.trim() ?? '';
  await issueLink.click();
  await expect(page).toHaveURL(/\/-\/issues\/\d+$/);
  await expect(issuePage.title).toHaveText(issueTitle);
  await expect(issuePage.stateBadge).toBeVisible();
});
