// Browser: dependency arrows. The roadmap with 1,000 loaded epics and 1,000 dependencies among
// them, scrolled to the middle of the list, where every arrow crosses the viewport; the figure is
// the time from switching 'Show dependencies' on to the frame with the arrows painted.
import type { Browser, BrowserContext } from 'playwright-core';
import { atMost, BUDGETS, type Status } from './budgets.ts';
import { fmtCount, fmtMs } from './stats.ts';
import type { Row } from './table.ts';

export const DEPENDENCY_EPICS = 1000;
export const DEPENDENCY_COUNT = 1000;

export interface ArrowsMeasure {
  dependencies: number;
  drawn: number;
  /** From the click to the frame, with the arrows in the DOM, being painted. */
  paintMs: number;
  /** From the click to the start of that frame (React's work done, before style and paint). */
  domMs: number;
  /** The same toggle with no dependency at all: what switching a setting costs anyway. */
  baselineMs?: number;
  error?: string;
}

export interface EpicNode {
  id: string;
  startDate?: string | null;
  dueDate?: string | null;
  hasParent?: boolean;
  parent?: { id: string } | null;
  ancestors?: { nodes: ({ id: string } | null)[] } | null;
  blockedEpicIds?: string[];
}

/** The roadmap's rows at the top level (features/roadmap/utils/epic-rows.ts topLevelEpics). */
function topLevel(nodes: readonly EpicNode[]): EpicNode[] {
  const ids = new Set(nodes.map((n) => n.id));
  return nodes.filter((n) => {
    const ancestors = (n.ancestors?.nodes ?? []).flatMap((a) => (a ? [a.id] : []));
    if (n.parent) ancestors.push(n.parent.id);
    return !ancestors.some((id) => ids.has(id));
  });
}

/**
 * Adds `count` blocks links among the dated top-level epics: each epic of the first half blocks
 * epics of the second half (its mirror first, then every 7th after it), so each arrow spans the
 * middle rows. Returns the links made.
 */
export function addDependencies(nodes: EpicNode[], count: number): number {
  const rows = topLevel(nodes).filter((n) => n.startDate && n.dueDate);
  const half = Math.floor(rows.length / 2);
  const second = rows.length - half;
  const perBlocker = half > 0 ? Math.ceil(count / half) : 0;
  let made = 0;
  for (let i = 0; i < half && made < count; i += 1) {
    const targets = new Set<string>();
    for (let j = 0; j < perBlocker && targets.size < Math.min(second, count - made); j += 1) {
      targets.add(rows[half + ((second - 1 - i + 7 * j) % second)]!.id);
    }
    rows[i]!.blockedEpicIds = [...targets];
    made += targets.size;
  }
  return made;
}

export interface ArrowsPage {
  url: string;
  /** Sets up a signed-in context whose roadmapEpics request is answered with `body`. */
  context: (browser: Browser, body: string) => Promise<BrowserContext>;
}

/** Loads the roadmap with the arrows off, scrolls to the middle, switches them on, times it. */
export async function measureArrows(
  browser: Browser,
  page: ArrowsPage,
  nodes: EpicNode[],
  groupId: string,
  count: number,
): Promise<ArrowsMeasure> {
  const copy = nodes.map((n) => ({ ...n, blockedEpicIds: [] as string[] }));
  const dependencies = addDependencies(copy, count);
  const body = JSON.stringify({
    data: {
      group: {
        id: groupId,
        epics: { nodes: copy, pageInfo: { hasNextPage: false, endCursor: null } },
      },
    },
  });
  const context = await page.context(browser, body);
  try {
    const tab = await context.newPage();
    await tab.goto(`${page.url}&show_dependencies=false`);
    await tab.waitForSelector('[data-testid="epic-bar"]', { timeout: 120_000 });
    await tab.evaluate(() => {
      const el = document.querySelector('[data-testid="roadmap-scroller"]')!;
      el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
    });
    await tab.waitForTimeout(500);
    await tab.click('[data-testid="roadmap-settings-button"]');
    const toggle = tab.getByRole('switch', { name: 'Show dependencies' });
    await toggle.waitFor({ state: 'attached' });
    await tab.waitForTimeout(500);
    const handle = await toggle.elementHandle();
    const result = await tab.evaluate(
      ([input, expected]) =>
        new Promise<{ ms: number; domMs: number; drawn: number }>((resolve) => {
          const box = input as HTMLInputElement;
          const start = performance.now();
          const done = () => {
            // One path per look of arrow; each says how many arrows it draws.
            const drawn = [
              ...document.querySelectorAll('[data-testid="dependency-arrow-group"]'),
            ].reduce((sum, path) => sum + Number(path.getAttribute('data-count')), 0);
            const on = new URLSearchParams(location.search).get('show_dependencies') === 'true';
            if (!box.checked || !on || (expected > 0 && drawn === 0)) {
              return void requestAnimationFrame(done);
            }
            const domMs = performance.now() - start;
            // A message posted from a rAF callback runs once that frame has been painted.
            const channel = new MessageChannel();
            channel.port1.onmessage = () =>
              resolve({ ms: performance.now() - start, domMs, drawn });
            channel.port2.postMessage(0);
          };
          box.click();
          requestAnimationFrame(done);
        }),
      [handle, dependencies] as const,
    );
    return { dependencies, drawn: result.drawn, paintMs: result.ms, domMs: result.domMs };
  } catch (e) {
    return {
      dependencies,
      drawn: 0,
      paintMs: Number.NaN,
      domMs: Number.NaN,
      error: (e as Error).message.split('\n')[0],
    };
  } finally {
    await context.close();
  }
}

export function arrowsRow(m: ArrowsMeasure): Row {
  const status: Status = m.error ? 'miss' : atMost(m.paintMs, BUDGETS.arrowsPaintedMs);
  return {
    area: 'Browser',
    scenario: `roadmap · ${fmtCount(m.dependencies)} dependencies among ${fmtCount(DEPENDENCY_EPICS)} epics`,
    cairn: m.error
      ? `error: ${m.error}`
      : `arrows painted ${fmtMs(m.paintMs)} after 'Show dependencies' (in the DOM at ${fmtMs(m.domMs)}) · ${fmtCount(m.drawn)} drawn`,
    baseline:
      m.baselineMs === undefined
        ? undefined
        : `same toggle, no dependencies: ${fmtMs(m.baselineMs)}`,
    budget: `≤ ${BUDGETS.arrowsPaintedMs} ms`,
    status,
  };
}
