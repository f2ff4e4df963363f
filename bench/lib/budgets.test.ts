import { describe, expect, it } from 'vitest';
import { apiBudget, type ApiRun } from './api-bench.ts';
import {
  all,
  atLeast,
  atMost,
  BUDGETS,
  c32Status,
  countMisses,
  domBoundedStatus,
} from './budgets.ts';

const load = (rps: number, p50: number, errors = 0) => ({
  requests: 100,
  rps,
  p50,
  p99: p50 * 2,
  errors,
  rssBytes: 1,
});
const sql = (rps: number, p50: number) => ({
  requests: 100,
  rps,
  p50,
  p99: p50 * 2,
  errors: 0,
  rows: 50,
});
const run = (over: Partial<ApiRun>): ApiRun => ({
  scenario: 'first page',
  concurrency: 1,
  api: load(100, 10),
  sql: sql(200, 5),
  sameRows: true,
  firstPage: true,
  ...over,
});

describe('checks', () => {
  it('compare against limits, inclusive, and say n/a for missing numbers', () => {
    expect(atMost(20, 20)).toBe('pass');
    expect(atMost(20.1, 20)).toBe('miss');
    expect(atMost(Number.NaN, 20)).toBe('n/a');
    expect(atLeast(0.5, 0.5)).toBe('pass');
    expect(atLeast(0.49, 0.5)).toBe('miss');
    expect(atLeast(undefined, 0.5)).toBe('n/a');
  });
  it('combine: any miss wins, all n/a stays n/a', () => {
    expect(all('pass', 'miss', 'n/a')).toBe('miss');
    expect(all('pass', 'n/a')).toBe('pass');
    expect(all('n/a', 'n/a')).toBe('n/a');
    expect(countMisses(['miss', 'pass', undefined, 'miss'])).toBe(2);
  });
  it('concurrency 32 needs no errors and half the SQL throughput', () => {
    expect(c32Status(0, 50, 100)).toBe('pass');
    expect(c32Status(0, 49, 100)).toBe('miss');
    expect(c32Status(1, 100, 100)).toBe('miss');
    expect(c32Status(0, 100, undefined)).toBe('pass');
  });
  it('DOM is bounded when it barely grows from 1,000 to 10,000 epics', () => {
    expect(domBoundedStatus(1000, 1200)).toBe('pass');
    expect(domBoundedStatus(1000, 9000)).toBe('miss');
    expect(domBoundedStatus(undefined, 900)).toBe('n/a');
  });
});

describe('apiBudget', () => {
  it('first page at concurrency 1: p50 within 20 ms and within 2x of SQL', () => {
    expect(apiBudget(run({})).status).toBe('pass');
    expect(apiBudget(run({ api: load(100, 25), sql: sql(100, 20) })).status).toBe('miss');
    expect(apiBudget(run({ api: load(100, 11), sql: sql(100, 5) })).status).toBe('miss');
    expect(apiBudget(run({})).budget).toContain(`${BUDGETS.firstPageP50Ms} ms`);
  });
  it('other scenarios at concurrency 1: only the ratio', () => {
    expect(apiBudget(run({ firstPage: false, api: load(10, 40), sql: sql(50, 20) })).status).toBe(
      'pass',
    );
  });
  it('concurrency 32: errors and throughput share for the first page, errors elsewhere', () => {
    expect(apiBudget(run({ concurrency: 32, api: load(40, 9), sql: sql(100, 1) })).status).toBe(
      'miss',
    );
    expect(
      apiBudget(run({ concurrency: 32, firstPage: false, api: load(40, 9), sql: sql(100, 1) }))
        .status,
    ).toBe('pass');
    expect(apiBudget(run({ concurrency: 32, firstPage: false, api: load(40, 9, 3) })).status).toBe(
      'miss',
    );
  });
});
