// Issue 17's browser budget: frame times while a roadmap bar is dragged. Chromium's own input
// (CDP mouse events, one per step) drags the widest bar in view back and forth across many days;
// the page records requestAnimationFrame deltas meanwhile. Escape cancels the drag before the
// button is released, so nothing is saved to the bench database.
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
 * The middle of the widest visible part of an editable bar right of `minX` in the viewport, or
 * how many bars and editable bars the page has when none is in view.
 */
function widestBar(o: { selector: string; minX: number }): { x: number; y: number } | string {
  let best: { x: number; y: number; width: number } | null = null;
  for (const bar of document.querySelectorAll(o.selector)) {
    const r = bar.getBoundingClientRect();
    const left = Math.max(r.left, o.minX);
    const right = Math.min(r.right, innerWidth);
    const width = right - left;
    if (r.top < 0 || r.bottom > innerHeight || width <= 0) continue;
    if (!best || width > best.width)
      best = { x: (left + right) / 2, y: (r.top + r.bottom) / 2, width };
  }
  if (best) return { x: best.x, y: best.y };
  const all = document.querySelectorAll('[data-testid="epic-bar"]').length;
  return `${document.querySelectorAll(o.selector).length} of ${all} bars editable, none in view`;
}

export async function measureDrag(page: Page, steps: number): Promise<DragMeasure> {
  // The sticky details column covers the timeline's first 320 px (plus the page margin).
  const at = await page.evaluate(widestBar, { selector: EDITABLE_BAR, minX: 360 });
  if (typeof at === 'string') throw new Error(`no bar to drag: ${at}`);
  await page.evaluate(startFrames);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  let dragged = false;
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(at.x + SWING_PX * Math.sin((4 * Math.PI * i) / steps), at.y);
    if (i === 2) dragged = await page.evaluate(() => !!document.querySelector('[data-dragging]'));
  }
  await page.keyboard.press('Escape');
  await page.mouse.up();
  const deltas = await page.evaluate(stopFrames);
  return { p95: percentile(deltas, 95), frames: deltas.length, dragged };
}
