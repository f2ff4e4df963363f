// HTTP load with autocannon: one GraphQL request body at a fixed concurrency, for a duration or
// for a number of requests.
// Latencies come from autocannon's per-response times (sub-millisecond), not its integer histogram.
import autocannon from 'autocannon';
import { sampleRss } from './proc.ts';
import { summarize } from './stats.ts';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors (timeouts included), non-2xx answers and bodies with GraphQL errors. */
  errors: number;
  /** Peak resident memory of the server process during the run. */
  rssBytes: number;
}

export interface LoadOptions {
  url: string;
  token: string;
  body: string;
  /** A fresh body per request (writes), instead of `body` every time. */
  nextBody?: (() => string) | undefined;
  connections: number;
  /** Run for this long, or (when set) until this many requests completed. */
  seconds: number;
  amount?: number | undefined;
  serverPid: number;
}

/**
 * A GraphQL answer is good when it is JSON with data and no errors: neither GraphQL errors nor
 * a mutation payload's `errors` list with anything in it (`"errors":[]` is a success).
 */
export function goodGraphqlBody(body: string | Buffer | undefined): boolean {
  const text = String(body ?? '');
  return text.startsWith('{"data":') && !/"errors":\[[^\]]/.test(text);
}

export async function loadTest(o: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const rss = sampleRss(o.serverPid);
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${o.url}/api/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${o.token}` },
        body: o.body,
        ...(o.nextBody
          ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: o.nextBody!() }) }] }
          : {}),
        connections: o.connections,
        pipelining: 1,
        ...(o.amount ? { amount: o.amount } : { duration: o.seconds }),
        timeout: 30,
        verifyBody: goodGraphqlBody,
      },
      (err: unknown, result: autocannon.Result) => (err ? reject(err) : resolve(result)),
    );
  });
  instance!.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
  });
  const result = await done;
  const peak = rss.stop();
  const s = summarize(latencies);
  const good = latencies.length - result.mismatches;
  return {
    requests: latencies.length,
    rps: good / result.duration,
    p50: s.p50,
    p99: s.p99,
    errors: result.errors + result.non2xx + result.mismatches,
    rssBytes: peak,
  };
}
