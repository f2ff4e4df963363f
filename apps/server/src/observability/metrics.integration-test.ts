import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedApp, type LoggedApp } from '../testing/logged-app.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';
let t: LoggedApp;

beforeAll(async () => {
  t = await createLoggedApp({
    env: {
      LOG_LEVEL: 'silent',
      CAIRN_METRICS_ALLOW: '127.0.0.1,::1,10.1.0.0/16',
      CAIRN_METRICS_TOKEN: METRICS_TOKEN,
    },
  });
});
afterAll(() => t.close());

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/-/metrics', remoteAddress, headers });

/**
 * The Prometheus text exposition format (0.0.4), line by line. Values are Go floats, whose parser
 * takes NaN and Inf in any case (prom-client writes "Nan" for an empty event-loop histogram).
 */
const HELP = /^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/;
const TYPE = /^# TYPE [a-zA-Z_:][a-zA-Z0-9_:]* (counter|gauge|histogram|summary|untyped)$/;
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\["\\\\n])*"';
const SAMPLE = new RegExp(
  `^[a-zA-Z_:][a-zA-Z0-9_:]*(?:\\{(?:${LABEL})(?:,${LABEL})*\\})? (?:[-+]?(?:\\d+(?:\\.\\d+)?(?:e[-+]?\\d+)?|[Ii]nf|[Nn]a[Nn]))(?: -?\\d+)?$`,
);

function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const lines = text.split('\n');
  expect(lines.at(-1)).toBe('');
  for (const line of lines.slice(0, -1)) {
    if (line === '') continue; // the format allows empty lines (prom-client separates families)
    if (line.startsWith('#')) {
      expect(HELP.test(line) || TYPE.test(line), line).toBe(true);
      continue;
    }
    expect(line, 'a sample line').toMatch(SAMPLE);
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

describe('/-/metrics', () => {
  it('serves Prometheus text that counts requests by route and status and GraphQL operations', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ url: '/api/v4/version' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v4/nothing-here' })).statusCode).toBe(404);
    const gql = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: 'query Probe { currentUser { username } }' },
    });
    expect(gql.statusCode).toBe(200);

    const res = await scrape('127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parseExposition(res.body);
    expect(
      samples.get(
        'cairn_http_request_duration_seconds_count{method="GET",route="/api/v4/version",status="200"}',
      ),
    ).toBe(3);
    expect(
      samples.get(
        'cairn_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
      ),
    ).toBe(1);
    expect(
      samples.get('cairn_graphql_operation_duration_seconds_count{operation="Probe",type="query"}'),
    ).toBe(1);
    expect(samples.get('cairn_realtime_subscribers')).toBe(0);
    expect(samples.get('cairn_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('cairn_db_pool_connections{state="waiting"}')).toBe(0);
    // The scrape is not an API request; nothing else is in flight.
    expect(samples.get('cairn_api_requests{state="active"}')).toBe(0);
    expect(samples.get('cairn_api_requests{state="waiting"}')).toBe(0);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('answers configured addresses and ranges, IPv4-mapped peers, and the bearer token only', async () => {
    expect((await scrape('::1')).statusCode).toBe(200);
    expect((await scrape('::ffff:127.0.0.1')).statusCode).toBe(200);
    expect((await scrape('10.1.200.7')).statusCode).toBe(200);
    const refused = await scrape('203.0.113.9');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: '404 Not Found' });
    // X-Forwarded-For is not trusted for this: the peer's own address decides.
    expect((await scrape('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect(
      (await scrape('203.0.113.9', { authorization: `Bearer ${METRICS_TOKEN}x` })).statusCode,
    ).toBe(404);
    expect(
      (await scrape('203.0.113.9', { authorization: `Bearer ${METRICS_TOKEN}` })).statusCode,
    ).toBe(200);
  });
});

describe('cairn_realtime_subscribers', () => {
  it('counts the open subscriptions of this server when scraped', async () => {
    const gauge = async () =>
      parseExposition((await scrape('127.0.0.1')).body).get('cairn_realtime_subscribers');
    const first = t.app.realtime.subscribe(101);
    const second = t.app.realtime.subscribe(102);
    expect(await gauge()).toBe(2);
    await first.return!();
    await second.return!();
    expect(await gauge()).toBe(0);
  });

  it('cairn_realtime_connections counts the open live connections, not their streams', async () => {
    const gauge = async () =>
      parseExposition((await scrape('127.0.0.1')).body).get('cairn_realtime_connections');
    const owner = { address: '192.0.2.1' };
    const connection = t.app.realtime.streams.take(owner, true);
    const onIt = t.app.realtime.streams.take(owner, false);
    expect(await gauge()).toBe(1);
    onIt();
    connection();
    expect(await gauge()).toBe(0);
  });
});

describe('health endpoints', () => {
  it('answers liveness, and readiness while the database is reachable and migrated', async () => {
    expect((await t.app.inject({ url: '/-/liveness' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/-/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/-/readiness' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('is not ready while migrations are pending', async () => {
    await t.db.exec('ALTER TABLE drizzle.__drizzle_migrations RENAME TO pending_migrations');
    try {
      const res = await t.app.inject({ url: '/-/readiness' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'migrations pending' },
      });
      expect((await t.app.inject({ url: '/-/liveness' })).statusCode).toBe(200);
    } finally {
      await t.db.exec('ALTER TABLE drizzle.pending_migrations RENAME TO __drizzle_migrations');
    }
  });
});
