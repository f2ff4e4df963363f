import { expect, test } from '../fixtures/test.ts';
import { GraphqlExplorerPage } from '../pages/graphql-explorer-page.ts';

test.describe('GraphQL explorer', () => {
  test('runs a query for an anonymous visitor, bundled under the CSP', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    const explorer = new GraphqlExplorerPage(page);
    await explorer.goto();
    await expect(page).toHaveTitle('GraphQL explorer · Cairn');
    await expect(explorer.editor).toContainText('query Explorer');
    await explorer.run();
    // Monaco renders spaces as no-break spaces: match around them.
    await expect(explorer.response).toContainText(/"currentUser":\s*null/);
    await expect(explorer.response).toContainText(/"fullPath":\s*"acme"/);
    expect(problems).toEqual([]);
    // Every script, worker and style came from Cairn itself.
    const origins = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin),
    );
    expect(new Set(origins)).toEqual(new Set([new URL(page.url()).origin]));
  });

  test('runs queries as the signed-in user', async ({ page, signIn }) => {
    await signIn('root');
    const explorer = new GraphqlExplorerPage(page);
    await explorer.goto();
    await expect(explorer.editor).toContainText('query Explorer');
    await explorer.run();
    await expect(explorer.response).toContainText(/"username":\s*"root"/);
  });
});
