// Incidents: a maintainer manages escalation policies, and sets an incident's
// severity, paging status ('Stops paging') and policy from the sidebar; they persist after a
// reload; a guest sees the values read-only. The spec seeds its own private project.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CairnApi } from '../fixtures/api-client.ts';
import { DEMO_PASSWORD } from '../fixtures/demo.ts';
import { ACCESS_LEVEL, createScratchProject } from '../fixtures/scratch-project.ts';
import { expect, test } from '../fixtures/test.ts';
import { EscalationPoliciesPage, IncidentSidebar } from '../pages/incident-sidebar.ts';
import { IssuePage } from '../pages/issue-page.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('a maintainer sets severity, paging status and escalation policy; a guest reads them', async ({
  page,
  browser,
  signIn,
  rootApi,
}) => {
  const { suffix, project } = await createScratchProject(rootApi, 'Incidents', {
    maintainer: ACCESS_LEVEL.maintainer,
    guest: ACCESS_LEVEL.guest,
  });
  const incident = await rootApi.rest<{ iid: number }>('POST', `/projects/${project.id}/issues`, {
    title: `Database down ${suffix}`,
    issue_type: 'incident',
  });
  const policyName = `On-call ${suffix}`;

  await signIn('maintainer');
  const policies = new EscalationPoliciesPage(page);
  await policies.goto(project.path_with_namespace);
  await policies.add(policyName, 'maintainer');
  await expect(policies.list.getByText(policyName)).toBeVisible();
  await expect(policies.list).toContainText(
    'If not acknowledged within 5 minutes, page @maintainer',
  );
  expect(await seriousViolations(page)).toEqual([]);

  const issuePage = new IssuePage(page);
  const sidebar = new IncidentSidebar(page);
  await issuePage.goto(project.path_with_namespace, incident.iid);
  await expect(sidebar.severity).toContainText('Unknown');
  await sidebar.edit(sidebar.severity).click();
  // Keyboard: the picker's search box has focus; arrows move, Enter chooses.
  await page.keyboard.press('Enter');
  await expect(sidebar.severity).toContainText('Critical - S1');

  await sidebar.edit(sidebar.status).click();
  await expect(sidebar.option(sidebar.status, /Acknowledged/)).toContainText('Stops paging');
  await expect(sidebar.option(sidebar.status, /Triggered/)).not.toContainText('Stops paging');
  expect(await seriousViolations(page)).toEqual([]);
  await sidebar.option(sidebar.status, /Acknowledged/).click();
  await expect(sidebar.status).toContainText('Acknowledged');

  await sidebar.edit(sidebar.policy).click();
  await sidebar.option(sidebar.policy, policyName).click();
  await expect(sidebar.policy).toContainText(policyName);

  await page.reload();
  await expect(sidebar.severity).toContainText('Critical - S1');
  await expect(sidebar.status).toContainText('Acknowledged');
  await expect(sidebar.policy).toContainText(policyName);

  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await new CairnApi(guestPage.request).signIn('guest', DEMO_PASSWORD);
  const guestSidebar = new IncidentSidebar(guestPage);
  await new IssuePage(guestPage).goto(project.path_with_namespace, incident.iid);
  await expect(guestSidebar.severity).toContainText('Critical - S1');
  await expect(guestSidebar.edit(guestSidebar.severity)).toHaveCount(0);
  await expect(guestSidebar.edit(guestSidebar.status)).toHaveCount(0);
  await guestContext.close();
});
