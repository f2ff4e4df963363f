// The budgets (bench/README.md, 'Budgets') as data, and pure checks that turn measurements into
// pass / miss.

export const BUDGETS = {
  /** Roadmap first page, concurrency 1: API p50 at most this. */
  firstPageP50Ms: 20,
  /** Concurrency 32: API throughput at least this share of the raw-SQL baseline's. */
  c32ThroughputShareOfSql: 0.5,
  /** Concurrency 1: API p50 / SQL p50 at most this. */
  c1LatencyRatio: 2,
  /** Browser, 10,000 loaded epics: bars painted this soon after the data arrives. */
  barsPaintedMs: 300,
  /** Browser, 1,000 dependencies among 1,000 loaded epics: arrows painted this soon after the
   * 'Show dependencies' switch is turned on. */
  arrowsPaintedMs: 100,
  /** Browser, 10,000 loaded epics: p95 frame time while scrolling the whole list. */
  scrollP95Ms: 16.7,
  /** Browser, 10,000 loaded epics: p95 frame time while a bar is dragged. */
  dragP95Ms: 16.7,
  /** DOM bounded by the viewport: nodes at 10k epics at most this multiple of nodes at 1k. */
  domGrowth10kOver1k: 1.2,
  /** First paint at least this many times faster than the peer Gantt library. */
  peerSpeedup: 5,
  /** JavaScript the roadmap route loads, gzip. */
  roadmapJsGzipBytes: 300 * 1024,
  /** Warm start on PGlite (spawn to /-/health 200). */
  warmStartMs: 3000,
} as const;

/**
 * requestAnimationFrame deltas on an idle 60 Hz page read 16.6-16.8 ms: a frame within this
 * jitter of the budget still made its vsync.
 */
export const FRAME_JITTER_MS = 0.5;

export type Status = 'pass' | 'miss' | 'n/a';

const known = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n);

export function atMost(value: number | undefined, limit: number): Status {
  return known(value) ? (value <= limit ? 'pass' : 'miss') : 'n/a';
}

export function atLeast(value: number | undefined, limit: number): Status {
  return known(value) ? (value >= limit ? 'pass' : 'miss') : 'n/a';
}

/** Several checks on one row: any miss is a miss; all n/a stays n/a. */
export function all(...statuses: Status[]): Status {
  if (statuses.includes('miss')) return 'miss';
  return statuses.includes('pass') ? 'pass' : 'n/a';
}

/** Concurrency 32: no errors and throughput at least half the SQL baseline's. */
export function c32Status(errors: number, apiRps: number, sqlRps: number | undefined): Status {
  const share = known(sqlRps) && sqlRps > 0 ? apiRps / sqlRps : Number.NaN;
  return all(errors === 0 ? 'pass' : 'miss', atLeast(share, BUDGETS.c32ThroughputShareOfSql));
}

/** The DOM is bounded by the viewport when it barely grows from 1,000 to 10,000 epics. */
export function domBoundedStatus(
  nodes1k: number | undefined,
  nodes10k: number | undefined,
): Status {
  if (!known(nodes1k) || !known(nodes10k) || nodes1k === 0) return 'n/a';
  return atMost(nodes10k / nodes1k, BUDGETS.domGrowth10kOver1k);
}

export function countMisses(statuses: readonly (Status | undefined)[]): number {
  return statuses.filter((s) => s === 'miss').length;
}
