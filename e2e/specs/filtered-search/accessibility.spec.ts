// The filter bar and the epics list under axe-core: no serious or critical violation with tokens
// in the bar, with the suggestion dropdown open, and with the history open.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoGroups } from '../../fixtures/demo.ts';
import { expect, test } from '../../fixtures/test.ts';
import { EpicsListPage } from '../../pages/epics-list-page.ts';

test.slow();

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the epics list with its filter bar is accessible', async ({ page, signIn }) => {
  await signIn('owner');
  const list = new EpicsListPage(page);
  await list.goto(demoGroups.root, '?state=all&confidential=false&author_username=owner');
  await expect(list.bar.tokens).toHaveCount(2);
  await list.shownTitles();
  expect(await seriousViolations(page)).toEqual([]);

  await list.bar.focus();
  await list.bar.option(/^Label/).click();
  await list.bar.suggestions.getByRole('option', { name: 'is', exact: true }).click();
  await expect(list.bar.options.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await list.bar.openHistory();
  expect(await seriousViolations(page)).toEqual([]);
});
