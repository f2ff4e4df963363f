// The drag's browser budget (dragP95Ms in budgets.ts): frame times while a roadmap bar is dragged.
// Chromium's own input (CDP mouse events, one per step) drags the widest bar in view back and forth
// across many days; the page records requestAnimationFrame deltas meanwhile. Escape cancels the
// drag before the button is released, so nothing is saved to the bench database.
import type { Page } from 'playwright-core';
import { percentile } from './stats.ts';

/** Editable bars (the page marks them for viewers who may update the epic). */
const EDITABLE_BAR = '[data-testid="epic-bar"][data-editable]';
/** Px the pointer travels either way: about 60 days in the quarter view, a new date per step. */
const SWING_PX = 120;

export interface DragMeasure {
  p95: number;
  frames: number;
  /** The page showed a drag preview (the bar under the pointer was editable). */
  dragged: boolean;
}

interface FrameLog {
  deltas: number[];
  stop: boolean;
}

function startFrames(): void {
  const log: FrameLog = { deltas: [], stop: false };
  (window as unknown as { __dragFrames: FrameLog }).__dragFrames = log;
  let last: number | null = null;
  const tick = (t: number) => {
    if (log.stop) return;
    if (last !== null) log.deltas.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

function stopFrames(): number[] {
  const log = (window as unknown as { __dragFrames: FrameLog }).__dragFrames;
  log.stop = true;
  return log.deltas;
}

/**
 * Scrolls the widest editable bar that a press can reach (not under the sticky header or details
 * column) to the middle of the timeline and returns the middle of its part right of `minX`, or
 * how many bars and editable bars the page has when none can be pressed.
 */
function pickBar(o: { selector: string; minX: number }): { x: number; y: number } | string {
  const width = (bar: Element) => bar.getBoundingClientRect().width;
  const bars = [...document.querySelectorAll(o.selector)].sort((a, b) => width(b) - width(a));
  for (const bar of bars) {
    bar.scrollIntoView({ block: 'nearest', inline: 'center' });
    const r = bar.getBoundingClientRect();
    const left = Math.max(r.left, o.minX);
    const right = Math.min(r.right, innerWidth);
    const at = { x: (left + right) / 2, y: (r.top + r.bottom) / 2 };
    const hit = document.elementFromPoint(at.x, at.y);
    if (right > left && hit && bar.contains(hit)) return at;
  }
  const all = document.querySelectorAll('[data-testid="epic-bar"]').length;
  return `${bars.length} of ${all} bars editable, none can be pressed`;
}

export async function measureDrag(page: Page, steps: number): Promise<DragMeasure> {
  // The sticky details column covers the timeline's first 320 px (plus the page margin).
  const at = await page.evaluate(pickBar, { selector: EDITABLE_BAR, minX: 360 });
  if (typeof at === 'string') throw new Error(`no bar to drag: ${at}`);
  await page.evaluate(startFrames);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(at.x + SWING_PX * Math.sin((4 * Math.PI * i) / steps), at.y);
  }
  const dragged = await page.evaluate(() => !!document.querySelector('[data-dragging]'));
  await page.keyboard.press('Escape');
  await page.mouse.up();
  const deltas = await page.evaluate(stopFrames);
  return { p95: percentile(deltas, 95), frames: deltas.length, dragged };
}
