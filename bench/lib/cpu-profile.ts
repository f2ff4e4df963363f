// Reads a V8 .cpuprofile of the server bundle and says where its time went: each sample's
// innermost frame is mapped through the bundle's source map to the package (or Cairn folder)
// it came from, so "GraphQL execution", "pg driver" and "our resolvers" read apart.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Source path → the bucket it is reported under. First match wins. */
const BUCKETS: [RegExp, string][] = [
  [
    /node_modules\/(graphql|@graphql-tools\/executor)\//,
    'GraphQL execution (graphql-js, executor)',
  ],
  [
    /node_modules\/(graphql-yoga|@graphql-yoga|@envelop|@whatwg-node|@graphql-tools|@escape\.tech)\//,
    'Yoga / Envelop / fetch adapter',
  ],
  [/node_modules\/@pothos\//, 'Pothos (resolver wrappers, dataloader)'],
  [
    /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-\w+|pgpass)\//,
    'pg driver (protocol, parsing)',
  ],
  // Drizzle's own source maps point at its TypeScript sources (…/node_modules/src/…).
  [/node_modules\/(drizzle-orm\/|src\/)/, 'Drizzle (query building, row mapping)'],
  [
    /node_modules\/(fastify|@fastify|light-my-request|find-my-way|avvio|helmet|pino[\w-]*)\//,
    'Fastify / logging',
  ],
  [/node_modules\/dataloader\//, 'DataLoader'],
  [/node_modules\/zod\//, 'zod input parsing'],
  [/apps\/server\/src\/modules\/work-items\//, 'Cairn work-items (services, presenters, SQL)'],
  [/apps\/server\/src\//, 'Cairn other server code'],
  [/packages\//, 'Cairn packages'],
  [/node_modules\//, 'other packages'],
];

const NATIVE: Record<string, string> = {
  '(idle)': 'idle (waiting: PostgreSQL, network)',
  '(garbage collector)': 'garbage collection',
  writev: 'socket writes (kernel: loopback TCP to PostgreSQL and client)',
  writeBuffer: 'socket writes (kernel: loopback TCP to PostgreSQL and client)',
  writeUtf8String: 'socket writes (kernel: loopback TCP to PostgreSQL and client)',
};

export interface ProfileSummary {
  sampledMs: number;
  /** Bucket → milliseconds, largest first. */
  buckets: [string, number][];
  /** Function (name and original source line) → self milliseconds, largest first. */
  functions: [string, number][];
}

/**
 * `window`: only samples taken between these CLOCK_MONOTONIC microseconds (V8 stamps samples
 * with that clock, system-wide, so another process's `process.hrtime` marks the window).
 */
export function summarizeProfile(
  file: string,
  window?: { fromUs: number; toUs: number },
): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const maps = new Map<string, SourceMap | null>();
  const mapFor = (url: string) => {
    if (!maps.has(url)) {
      const mapFile = `${url.replace(/^file:\/\//, '')}.map`;
      maps.set(
        url,
        fs.existsSync(mapFile)
          ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as never)
          : null,
      );
    }
    return maps.get(url) ?? null;
  };
  const bucketOf = new Map<number, string>();
  const functionOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const f = node.callFrame;
    let bucket = Object.hasOwn(NATIVE, f.functionName) ? NATIVE[f.functionName] : undefined;
    if (!bucket && f.url.startsWith('node:')) bucket = 'Node core (http, streams, buffers)';
    if (!bucket && f.url) {
      const entry = mapFor(f.url)?.findEntry(f.lineNumber, f.columnNumber);
      const file = f.url.replace(/^file:\/\//, '');
      const source =
        entry && 'originalSource' in entry
          ? path.resolve(path.dirname(file), entry.originalSource)
          : file;
      bucket = BUCKETS.find(([re]) => re.test(source))?.[1] ?? 'other JavaScript';
      const line = entry && 'originalLine' in entry ? entry.originalLine + 1 : f.lineNumber + 1;
      const where = source
        .replace(/^.*node_modules\//, '')
        .replace(/^.*\/(apps|packages)\//, '$1/');
      functionOf.set(node.id, `${f.functionName || '(anonymous)'} ${where}:${line}`);
    }
    bucketOf.set(node.id, bucket ?? 'other native (program, microtask queue)');
  }
  const totals = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  let all = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    const ms = delta / 1000;
    all += ms;
    const b = bucketOf.get(id)!;
    totals.set(b, (totals.get(b) ?? 0) + ms);
    const fn = functionOf.get(id) ?? b;
    selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + ms);
  });
  const largestFirst = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { sampledMs: all, buckets: largestFirst(totals), functions: largestFirst(selfByFunction) };
}
