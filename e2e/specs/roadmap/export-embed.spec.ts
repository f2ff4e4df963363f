// Roadmap export (PNG, SVG, PDF, CSV of the view) and the read-only embed. Real server; the groups
// and epics are created through the API. The group has more epics than the virtualised list
// mounts, so every export must carry all loaded epics, not only the rows on screen.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { seriousViolations } from '../../support/axe.ts';
import type { CairnApi } from '../../fixtures/api-client.ts';
import { decodePng, exportAs, parseCsv, svgTexts } from '../../fixtures/export-files.ts';
import { expect, test } from '../../fixtures/test.ts';
import { expectNotFound } from '../../pages/not-found.ts';
import { RoadmapPage } from '../../pages/roadmap-page.ts';

test.describe.configure({ timeout: 180_000 });

const TODAY = '2026-11-21';
const EPIC_COUNT = 24;
const SPECIAL_TITLE = 'Launch, "beta" & more';

interface CreatedGroup {
  id: number;
  name: string;
  full_path: string;
}

async function createGroup(rootApi: CairnApi, name: string, visibility: 'public' | 'private') {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return rootApi.rest<CreatedGroup>('POST', '/groups', {
    name: `${name} ${suffix}`,
    path: `${name.toLowerCase().replace(/\W+/g, '-')}-${suffix}`,
    visibility,
  });
}

async function createEpics(rootApi: CairnApi, group: CreatedGroup, titles: readonly string[]) {
  for (const [index, title] of titles.entries()) {
    await rootApi.rest('POST', `/groups/${group.id}/epics`, {
      title,
      start_date_is_fixed: true,
      start_date_fixed: `2026-10-${String(1 + index).padStart(2, '0')}`,
      due_date_is_fixed: true,
      due_date_fixed: '2026-12-15',
    });
  }
}

const titles = [
  SPECIAL_TITLE,
  ...Array.from({ length: EPIC_COUNT - 1 }, (_, i) => `Export epic ${i + 1}`),
];

async function openRoadmap(page: Page, fullPath: string) {
  const roadmap = new RoadmapPage(page);
  await roadmap.setToday(TODAY);
  await roadmap.goto(fullPath, '?timeframe_range_type=CURRENT_QUARTER&layout=WEEKS');
  await roadmap.waitForRow(SPECIAL_TITLE);
  return roadmap;
}

test.describe('export', () => {
  let group: CreatedGroup;

  test.beforeAll(async ({ rootApi }) => {
    group = await createGroup(rootApi, 'Roadmap export', 'private');
    await createEpics(rootApi, group, titles);
  });

  test('the Export menu is keyboard-operable and axe-clean, and the CSV holds every epic of the view', async ({
    page,
    signIn,
  }) => {
    await signIn('root');
    const roadmap = await openRoadmap(page, group.full_path);
    // The virtualised list mounts only part of the rows.
    expect(await roadmap.rows.count()).toBeLessThan(EPIC_COUNT);

    const button = page.getByRole('button', { name: 'Export' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'PNG image',
      'SVG image',
      'PDF document',
      'CSV file',
      'Embed',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    const csvItem = menu.getByRole('menuitem', { name: 'CSV file' });
    for (
      let press = 0;
      press < 5 && !(await csvItem.evaluate((n) => n === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(csvItem).toBeFocused();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe(`${group.full_path}-roadmap-${TODAY}.csv`);
    const rows = parseCsv(fs.readFileSync(await download.path(), 'utf8'));
    expect(rows[0]?.join(',')).toBe(
      'Title,Reference,Web URL,Start date,Due date,State,Progress (%),Labels,Parent reference',
    );
    const body = rows.slice(1);
    expect(body).toHaveLength(EPIC_COUNT);
    expect(body.map((row) => row[0]).sort()).toEqual([...titles].sort());
    const special = body.find((row) => row[0] === SPECIAL_TITLE);
    expect(special?.[1]).toMatch(new RegExp(`^${group.full_path}&\\d+$`));
    expect(special?.[2]).toMatch(new RegExp(`/groups/${group.full_path}/-/epics/\\d+$`));
    expect(special?.slice(3, 6)).toEqual(['2026-10-01', '2026-12-15', 'opened']);
  });

  test('SVG, PNG and PDF hold the epics of the view', async ({ page, signIn }) => {
    await signIn('root');
    await openRoadmap(page, group.full_path);

    const svgFile = await exportAs(page, 'SVG image');
    expect(svgFile.download.suggestedFilename()).toBe(`${group.full_path}-roadmap-${TODAY}.svg`);
    const svg = await svgTexts(page, svgFile.bytes.toString('utf8'));
    expect(svg.error).toBeNull();
    expect(svg.texts).toContain(`${group.name} roadmap`);
    for (const title of titles) expect(svg.texts).toContain(title);
    expect(svg.height).toBe(56 + 32 + EPIC_COUNT * 40);

    const pngFile = await exportAs(page, 'PNG image');
    expect(pngFile.download.suggestedFilename()).toBe(`${group.full_path}-roadmap-${TODAY}.png`);
    expect([...pngFile.bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(await decodePng(page, pngFile.bytes)).toEqual({
      width: svg.width * 2,
      height: svg.height * 2,
    });

    const pdfFile = await exportAs(page, 'PDF document');
    expect(pdfFile.download.suggestedFilename()).toBe(`${group.full_path}-roadmap-${TODAY}.pdf`);
    expect(pdfFile.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(pdfFile.bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`${group.name} roadmap`);
    const size = pdf.getPage(0).getSize();
    expect(size.width).toBeCloseTo(svg.width * 0.75);
    expect(size.height).toBeCloseTo(svg.height * 0.75);
  });

  test('the embed dialog gives the view URL and an iframe snippet', async ({ page, signIn }) => {
    await signIn('root');
    await openRoadmap(page, group.full_path);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Embed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed roadmap' });
    const url = await dialog.getByRole('textbox', { name: 'Embed URL' }).inputValue();
    const parsed = new URL(url);
    expect(parsed.pathname).toBe(`/groups/${group.full_path}/-/roadmap/embed`);
    expect(parsed.searchParams.get('layout')).toBe('WEEKS');
    const snippet = await dialog.getByRole('textbox', { name: 'HTML snippet' }).inputValue();
    expect(snippet).toContain(`<iframe src="${url.replaceAll('&', '&amp;')}"`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('embed', () => {
  let open: CreatedGroup;
  let secret: CreatedGroup;

  test.beforeAll(async ({ rootApi }) => {
    open = await createGroup(rootApi, 'Roadmap embed public', 'public');
    secret = await createGroup(rootApi, 'Roadmap embed private', 'private');
    await createEpics(rootApi, open, [SPECIAL_TITLE, 'Public epic']);
    await createEpics(rootApi, secret, ['Secret epic']);
  });

  function embedPath(group: CreatedGroup) {
    return `/groups/${group.full_path}/-/roadmap/embed?timeframe_range_type=CURRENT_QUARTER&layout=WEEKS`;
  }

  async function expectChromeless(page: Page, roadmapFrame: Locator) {
    await expect(roadmapFrame).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  }

  test('shows a public group to anonymous viewers, without chrome, and may be framed', async ({
    page,
  }) => {
    const roadmap = new RoadmapPage(page);
    await roadmap.setToday(TODAY);
    const response = await page.goto(embedPath(open));
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
    await roadmap.waitForRow(SPECIAL_TITLE);
    await expect(roadmap.row('Public epic')).toBeVisible();
    await expectChromeless(page, roadmap.timeline);
    const link = page.getByRole('link', { name: 'Open in Cairn' });
    await expect(link).toHaveAttribute(
      'href',
      `/groups/${open.full_path}/-/roadmap?timeframe_range_type=CURRENT_QUARTER&layout=WEEKS`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Links leave the frame: the epic opens in a new tab, the embed stays the embed.
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Public epic', exact: true }).click(),
    ]);
    await expect(popup).toHaveURL(new RegExp(`/groups/${open.full_path}/-/epics/\\d+$`));
    expect(new URL(page.url()).pathname).toBe(`/groups/${open.full_path}/-/roadmap/embed`);
    await popup.close();

    const full = await page.request.get(`/groups/${open.full_path}/-/roadmap`);
    expect(full.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(full.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('shows in another site’s frame, where the full roadmap is refused', async ({
    page,
    baseURL,
  }) => {
    // Another origin (a second port) on the same machine: a page Playwright fulfils itself has
    // no address, and Chromium's local-network checks would refuse its frames whatever the headers.
    const embedder = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(`<!doctype html><title>Embedder</title>
        <iframe title="Embed" width="1200" height="400" src="${baseURL}${embedPath(open)}"></iframe>
        <iframe title="Full" width="1200" height="400" src="${baseURL}/groups/${open.full_path}/-/roadmap"></iframe>`);
    });
    await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = embedder.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      const frame = page.frameLocator('iframe[title="Embed"]');
      await expect(frame.getByRole('link', { name: 'Open in Cairn' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(frame.getByTestId('epic-title').filter({ hasText: 'Public epic' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        page.frameLocator('iframe[title="Full"]').getByTestId('roadmap-page'),
      ).toHaveCount(0);
    } finally {
      embedder.close();
    }
  });

  test('refuses a private group to anonymous viewers without naming it', async ({ page }) => {
    await page.goto(embedPath(secret));
    await expectNotFound(page);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(secret.name);
    expect(text).not.toContain('Secret epic');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows a private group to its members', async ({ page, signIn }) => {
    await signIn('root');
    const roadmap = new RoadmapPage(page);
    await roadmap.setToday(TODAY);
    await page.goto(embedPath(secret));
    await roadmap.waitForRow('Secret epic');
    await expectChromeless(page, roadmap.timeline);
  });
});
