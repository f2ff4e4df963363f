// Part 2, browser: the roadmap with 50 / 1,000 / 10,000 loaded epics in Chromium, and the peer
// Gantt library rendering the same items in the same run.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROADMAP_EPICS_QUERY } from '../queries/roadmap-documents.ts';
import { measureDrag } from './drag-probe.ts';
import { EpicFeed } from './epic-feed.ts';
import type { Fixtures } from './fixtures.ts';
import {
  elementCount,
  installProbe,
  NAME_SHIM,
  scriptUrls,
  scrollWholeList,
  type ProbeOptions,
  type ProbeState,
} from './page-probe.ts';
import {
  DEPENDENCY_COUNT,
  DEPENDENCY_EPICS,
  measureArrows,
  type ArrowsMeasure,
} from './browser-deps.ts';
import { buildPeer, servePeer } from './peer-page.ts';
import { toPeerItems } from './peer-items.ts';
import { ROOT_PASSWORD } from './server.ts';
import { percentile } from './stats.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const VIEWPORT = { width: 1440, height: 900 };
/** The roadmap's bars and its scroll container (features/roadmap/components). */
const CAIRN_BARS = '[data-testid="epic-bar"]';
const CAIRN_SCROLLER = '[data-testid="roadmap-scroller"]';
/** Collapsed before measuring, so the scroll measures epic rows. */
const CAIRN_MILESTONES_TOGGLE = '[data-testid="milestones-toggle"][aria-expanded="true"]';

export interface PageMeasure {
  paintMs: number;
  bars: number;
  scrollP95: number;
  scrollFrames: number;
  scrollComplete: boolean;
  /** p95 frame time while a bar is dragged (Cairn only; NaN for the read-only peer). */
  dragP95: number;
  heapBytes: number;
  domNodes: number;
  error?: string;
}

export interface SizeResult {
  requested: number;
  loaded: number;
  cairn: PageMeasure;
  /** Null when the run measured the roadmap alone (`--epics`). */
  peer: PageMeasure | null;
}

export interface MeasureOptions {
  scrollFrames: number;
  /** How long to wait for bars before calling the page broken. */
  paintTimeoutMs: number;
  /** Pointer moves of the bar drag (Cairn only). */
  dragSteps: number;
  /** Write a Chromium performance trace of the scroll here (`--trace`). */
  traceFile?: string | null;
}

/** What the Performance panel records, plus JS samples to see which functions cost. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
];

export interface BrowserResult {
  sizes: SizeResult[];
  /** JS files the roadmap page loaded (same-origin paths). */
  scripts: string[];
  notes: string[];
  arrows?: ArrowsMeasure;
}

const failed = (error: unknown): PageMeasure => ({
  paintMs: Number.NaN,
  bars: 0,
  scrollP95: Number.NaN,
  scrollFrames: 0,
  scrollComplete: false,
  dragP95: Number.NaN,
  heapBytes: Number.NaN,
  domNodes: Number.NaN,
  error: (error as Error).message.split('\n')[0] ?? String(error),
});

/**
 * Loads the page, waits for painted bars, then measures memory, DOM, a full scroll and, on a page
 * with editable bars (`drag`), dragging one.
 */
async function measure(
  page: Page,
  url: string,
  o: MeasureOptions,
  scroller: string | null,
  drag = false,
  prepare?: (page: Page) => Promise<void>,
): Promise<PageMeasure> {
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __bench: ProbeState }).__bench.painted !== null,
    undefined,
    { timeout: o.paintTimeoutMs, polling: 100 },
  );
  const probe = await page.evaluate(() => (window as unknown as { __bench: ProbeState }).__bench);
  await prepare?.(page);
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const domNodes = await page.evaluate(elementCount);
  const browser = o.traceFile ? page.context().browser() : null;
  await browser?.startTracing(page, { path: o.traceFile!, categories: TRACE_CATEGORIES });
  const scroll = await page.evaluate(scrollWholeList, {
    frames: o.scrollFrames,
    maxMs: o.scrollFrames * 50,
    scroller,
  });
  await browser?.stopTracing();
  const dragged = drag ? await measureDrag(page, o.dragSteps) : null;
  if (dragged && !dragged.dragged) throw new Error('the bar drag showed no preview');
  return {
    paintMs: (probe.painted ?? Number.NaN) - (probe.arrival ?? Number.NaN),
    bars: probe.bars,
    scrollP95: percentile(scroll.deltas, 95),
    scrollFrames: scroll.deltas.length,
    scrollComplete: scroll.complete,
    dragP95: dragged?.p95 ?? Number.NaN,
    heapBytes: heap.usedSize,
    domNodes,
  };
}

async function newContext(browser: Browser, probe: ProbeOptions, init?: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript({ content: NAME_SHIM + (init ?? '') });
  await context.addInitScript(installProbe, probe);
  return context;
}

const normalise = (doc: string) => doc.replace(/[\s,]+/g, '');

interface RoadmapRequest {
  query: string;
  variables: Record<string, unknown>;
}

interface BrowserOptions {
  url: string;
  token: string;
  fixtures: Fixtures;
  today: string;
  sizes: readonly number[];
  /** Measure the roadmap alone, repeating the data set's epics when it holds fewer. */
  alone: boolean;
  measure: MeasureOptions;
  log: (line: string) => void;
}

/** What the roadmap page itself sent and loaded, kept across the sizes. */
interface Seen {
  request: RoadmapRequest | null;
  scripts: string[];
  loaded: number;
}

/** The roadmap with `n` epics: its roadmapEpics request is answered from the feed in one go. */
async function measureCairn(
  browser: Browser,
  feed: EpicFeed,
  n: number,
  o: BrowserOptions,
  seen: Seen,
): Promise<PageMeasure> {
  const context = await newContext(
    browser,
    { urlPart: '/api/graphql', operationName: 'roadmapEpics', barSelector: CAIRN_BARS },
    `window.__CAIRN_TODAY__ = ${JSON.stringify(o.today)};`,
  );
  try {
    await signIn(context, o.url);
    await context.route(`${o.url}/api/graphql`, async (route) => {
      // The live connection's event stream is a GET without a body (docs/decisions/live-refresh.md).
      const body = route.request().postDataJSON() as
        (RoadmapRequest & { operationName?: string }) | null;
      if (body?.operationName !== 'roadmapEpics') return route.continue();
      seen.request ??= { query: body.query, variables: body.variables };
      const json = await feed.response(body.query, body.variables, n);
      seen.loaded = (await feed.first(body.query, body.variables, n)).nodes.length;
      await route.fulfill({ status: 200, contentType: 'application/json', body: json });
    });
    const page = await context.newPage();
    const m = await measure(
      page,
      roadmapUrl(o.url, o.fixtures),
      o.measure,
      CAIRN_SCROLLER,
      true,
      collapseMilestones,
    );
    if (!seen.scripts.length) seen.scripts = await page.evaluate(scriptUrls);
    return m;
  } catch (e) {
    return failed(e);
  } finally {
    await context.close();
  }
}

export async function runBrowserBench(o: BrowserOptions): Promise<BrowserResult> {
  const feed = new EpicFeed({ url: o.url, token: o.token }, o.alone);
  const seen: Seen = { request: null, scripts: [], loaded: 0 };
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const peerDir = o.alone ? null : await buildPeer();
  const sizes: SizeResult[] = [];
  let arrows: ArrowsMeasure | undefined;
  try {
    for (const n of o.sizes) {
      seen.loaded = 0;
      const cairn = await measureCairn(browser, feed, n, o, seen);
      if (seen.request) {
        // Pre-fetch every size now, so no later page waits on the API inside its paint timeout.
        const { query, variables } = seen.request;
        await feed.first(query, variables, Math.max(...o.sizes));
      }
      const peer =
        peerDir === null
          ? null
          : seen.request
            ? await measurePeer(browser, peerDir, feed, seen.request, n, o.fixtures, {
                ...o.measure,
                traceFile: null,
              })
            : failed(new Error('no roadmap request seen'));
      o.log(`  ${n} epics (${seen.loaded} loaded): Cairn ${fmt(cairn)} · peer ${fmt(peer)}`);
      sizes.push({ requested: n, loaded: seen.loaded, cairn, peer });
    }
    if (seen.request) {
      const { query, variables } = seen.request;
      const { groupId, nodes } = await feed.first(query, variables, DEPENDENCY_EPICS);
      const baseline = await measureArrows(browser, arrowsPage(o), nodes as never, groupId, 0);
      arrows = {
        ...(await measureArrows(browser, arrowsPage(o), nodes as never, groupId, DEPENDENCY_COUNT)),
        baselineMs: baseline.paintMs,
      };
      o.log(`  arrows: ${JSON.stringify(arrows)}`);
    }
  } finally {
    await browser.close();
  }
  const notes: string[] = [];
  const largest = Math.max(...o.sizes);
  if (o.alone && feed.fetched < largest)
    notes.push(
      `--epics: the data set answered ${feed.fetched} epics; the rest up to ${largest} are copies of them under new ids.`,
    );
  if (seen.request && normalise(seen.request.query) !== normalise(ROADMAP_EPICS_QUERY))
    notes.push(
      'The roadmap page sent a roadmapEpics document that differs from bench/queries: update the copy.',
    );
  if (seen.request)
    notes.push(
      `Roadmap variables seen: ${JSON.stringify({ ...seen.request.variables, fullPath: undefined })}`,
    );
  return { sizes, scripts: seen.scripts.map((s) => new URL(s).pathname), notes, arrows };
}

function fmt(m: PageMeasure | null): string {
  if (!m) return 'not measured';
  return m.error
    ? `error: ${m.error}`
    : `paint ${Math.round(m.paintMs)} ms, scroll p95 ${m.scrollP95.toFixed(1)} ms, ${Number.isFinite(m.dragP95) ? `drag p95 ${m.dragP95.toFixed(1)} ms, ` : ''}${m.domNodes} nodes`;
}

async function collapseMilestones(page: Page) {
  const toggle = page.locator(CAIRN_MILESTONES_TOGGLE);
  if ((await toggle.count()) === 0) return;
  await toggle.click();
  await page.waitForSelector(CAIRN_MILESTONES_TOGGLE, { state: 'detached' });
  // The pointer leaves, so the toggle's tooltip closes and does not follow the scroll.
  await page.mouse.move(0, 0);
  await page.waitForSelector('[role="tooltip"]', { state: 'detached' });
}

export function roadmapUrl(base: string, fx: Fixtures): string {
  return `${base}/groups/${fx.group.fullPath}/-/roadmap?timeframe_range_type=THREE_YEARS&layout=QUARTERS`;
}

/** A signed-in roadmap whose roadmapEpics request gets `body` (the dependency arrows scenario). */
function arrowsPage(o: BrowserOptions) {
  return {
    url: roadmapUrl(o.url, o.fixtures),
    context: async (browser: Browser, body: string) => {
      const context = await newContext(
        browser,
        { urlPart: '/api/graphql', operationName: 'roadmapEpics', barSelector: CAIRN_BARS },
        `window.__CAIRN_TODAY__ = ${JSON.stringify(o.today)};`,
      );
      await signIn(context, o.url);
      await context.route(`${o.url}/api/graphql`, async (route) => {
        const sent = route.request().postDataJSON() as { operationName?: string } | null;
        if (sent?.operationName !== 'roadmapEpics') return route.continue();
        await route.fulfill({ status: 200, contentType: 'application/json', body });
      });
      return context;
    },
  };
}

async function signIn(context: BrowserContext, url: string) {
  const res = await context.request.post(`${url}/users/sign_in`, {
    data: { login: 'root', password: ROOT_PASSWORD },
  });
  if (!res.ok()) throw new Error(`sign-in failed: HTTP ${res.status()}`);
}

async function measurePeer(
  browser: Browser,
  dir: string,
  feed: EpicFeed,
  sent: RoadmapRequest,
  n: number,
  fx: Fixtures,
  options: MeasureOptions,
): Promise<PageMeasure> {
  const { nodes } = await feed.first(sent.query, sent.variables, n);
  const server = await servePeer(dir, toPeerItems(nodes, fx.timeframe));
  const context = await newContext(browser, {
    urlPart: '/items.json',
    operationName: null,
    barSelector: 'g.bar rect',
  });
  try {
    return await measure(await context.newPage(), `${server.url}/?n=${n}`, options, null);
  } catch (e) {
    return failed(e);
  } finally {
    await context.close();
    await server.close();
  }
}
