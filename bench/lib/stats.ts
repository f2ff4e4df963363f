// Pure number helpers: percentiles, ratios and the formats the results table prints.

/** Nearest-rank percentile of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(samples: readonly number[]): Summary {
  const count = samples.length;
  const mean = count ? samples.reduce((a, b) => a + b, 0) / count : Number.NaN;
  return {
    count,
    mean,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: count ? Math.max(...samples) : Number.NaN,
  };
}

/** a / b, or NaN when either side is missing or b is zero. */
export function ratio(a: number | undefined, b: number | undefined): number {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b === 0)
    return Number.NaN;
  return a / b;
}

const missing = (n: number | undefined): n is undefined => n === undefined || !Number.isFinite(n);

export function fmtMs(ms: number | undefined): string {
  if (missing(ms)) return '—';
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms >= 100) return `${Math.round(ms)} ms`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

export function fmtRate(perSecond: number | undefined): string {
  if (missing(perSecond)) return '—';
  return `${perSecond >= 100 ? Math.round(perSecond).toLocaleString('en-US') : perSecond.toFixed(1)}/s`;
}

export function fmtRatio(r: number | undefined): string {
  if (missing(r)) return '—';
  return `${r >= 10 ? r.toFixed(0) : r.toFixed(2)}×`;
}

export function fmtBytes(bytes: number | undefined): string {
  if (missing(bytes)) return '—';
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${bytes} B`;
}

export function fmtCount(n: number | undefined): string {
  return missing(n) ? '—' : Math.round(n).toLocaleString('en-US');
}

/**
 * Seconds of load for a scenario: the configured window, stretched so that even slow requests
 * complete about `minRequests` times at this concurrency (a 1-second window says nothing about
 * a 2-second request, and 32 concurrent ones queue behind each other).
 */
export function loadWindowSeconds(
  base: number,
  singleMs: number,
  minRequests = 10,
  concurrency = 1,
): number {
  if (!Number.isFinite(singleMs) || singleMs <= 0) return base;
  return Math.max(base, Math.ceil(((concurrency - 1 + minRequests) * singleMs) / 1000));
}
