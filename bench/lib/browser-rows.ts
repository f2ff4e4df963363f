// Browser results as table rows, with the 10,000-epic budgets.
import { all, atLeast, atMost, BUDGETS, domBoundedStatus, FRAME_JITTER_MS } from './budgets.ts';
import type { BrowserResult, PageMeasure } from './browser.ts';
import { fmtBytes, fmtCount, fmtMs, fmtRatio, ratio } from './stats.ts';
import type { Row } from './table.ts';
import { arrowsRow } from './browser-deps.ts';

export const BUDGET_SIZE = 10_000;

export function describe(m: PageMeasure): string {
  if (m.error) return `error: ${m.error}`;
  const cut = m.scrollComplete ? '' : ' (scroll stopped at the time cap)';
  const drag = Number.isFinite(m.dragP95) ? ` · drag p95 ${fmtMs(m.dragP95)}` : '';
  return `paint ${fmtMs(m.paintMs)} · scroll p95 ${fmtMs(m.scrollP95)}${cut}${drag} · heap ${fmtBytes(m.heapBytes)} · ${fmtCount(m.domNodes)} nodes`;
}

export function browserRows(result: BrowserResult): Row[] {
  const at = (n: number) => result.sizes.find((s) => s.requested === n);
  const rows = result.sizes.map((s) => {
    const speedup = s.peer ? ratio(s.peer.paintMs, s.cairn.paintMs) : Number.NaN;
    const row: Row = {
      area: 'Browser',
      scenario: `roadmap · ${fmtCount(s.requested)} epics${s.loaded !== s.requested ? ` (${fmtCount(s.loaded)} loaded)` : ''}`,
      cairn: describe(s.cairn),
      baseline: s.peer ? `peer: ${describe(s.peer)}` : 'peer: not measured (--epics)',
      ratio: s.peer ? `peer paint ÷ Cairn ${fmtRatio(speedup)}` : '',
    };
    if (s.requested === BUDGET_SIZE) {
      row.budget = `paint ≤ ${BUDGETS.barsPaintedMs} ms; scroll p95 ≤ ${BUDGETS.scrollP95Ms} ms; drag p95 ≤ ${BUDGETS.dragP95Ms} ms; nodes ≤ ${BUDGETS.domGrowth10kOver1k}× at 1k; ≥ ${BUDGETS.peerSpeedup}× peer`;
      row.status = all(
        atMost(s.cairn.paintMs, BUDGETS.barsPaintedMs),
        atMost(s.cairn.scrollP95, BUDGETS.scrollP95Ms + FRAME_JITTER_MS),
        atMost(s.cairn.dragP95, BUDGETS.dragP95Ms + FRAME_JITTER_MS),
        domBoundedStatus(at(1000)?.cairn.domNodes, s.cairn.domNodes),
        atLeast(speedup, BUDGETS.peerSpeedup),
      );
      if (s.cairn.error) row.status = 'miss';
    }
    return row;
  });
  return result.arrows ? [...rows, arrowsRow(result.arrows)] : rows;
}
