// Command-line flags and the settings that differ between a full run and a smoke run.
import { parseArgs } from 'node:util';

export type Part = 'api' | 'browser' | 'start' | 'attacks';
const PARTS: readonly Part[] = ['api', 'browser', 'start', 'attacks'];

export interface Config {
  smoke: boolean;
  /** Server processes (CAIRN_WORKERS) for the API and browser parts. */
  workers: number;
  scale: 'small' | 'large';
  seed: number;
  /** Parts to run (all by default). */
  parts: ReadonlySet<Part>;
  /** Seconds each attack of `--only attacks` keeps up while /-/health is polled. */
  attackSeconds: number;
  /** Seconds of load per autocannon run and per raw-SQL loop. */
  loadSeconds: number;
  concurrencies: readonly number[];
  /** A load window is stretched until a single slow request fits this many times. */
  minRequests: number;
  /** The deep page of the roadmap (walked to by cursor). */
  deepPage: number;
  /** Smoke runs count requests (5 at concurrency 1, one per connection above) instead of time. */
  amount: ((concurrency: number) => number) | null;
  /** Epic counts loaded into the roadmap for the browser measurements. */
  browserSizes: readonly number[];
  /**
   * `--epics N`: the browser part measures the roadmap alone at N epics, without the peer, with
   * copies of the data set's epics when it holds fewer (a quick 10,000-epic scroll on the small set).
   */
  epicsOnly: number | null;
  /** `--trace FILE`: a Chromium performance trace of the roadmap's (last) scroll. */
  traceFile: string | null;
  /** Frames spent scrolling the whole list once. */
  scrollFrames: number;
  /** How long a page may take to paint its bars. */
  paintTimeoutMs: number;
  /** Pointer moves of the roadmap bar drag. */
  dragSteps: number;
  /** Cold and warm PGlite starts to take the median of. */
  startRuns: number;
  /** Force a fresh seed even when a matching database exists. */
  reseed: boolean;
  /** Benchmark this existing database as it is (no seeding). */
  database: string | null;
  /** Append the table to bench/RESULTS.md. */
  record: boolean;
  /** "Today" for the server and the web app, so timeframes match the seeded dates. */
  today: string;
}

export const USAGE = `Usage: npm run bench -- [--smoke] [--scale small|large] [--seed N] [--only api,browser,start,attacks]
                       [--seconds N] [--reseed] [--no-record] [--today YYYY-MM-DD] [--workers N]
                       [--database NAME (benchmark an existing database, no seeding)]
                       [--epics N (browser: the roadmap alone at N epics, copies when fewer)]
                       [--trace FILE (browser: Chromium trace of the roadmap's scroll)]`;

export function parseConfig(argv: readonly string[]): Config {
  const { values: v } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      smoke: { type: 'boolean', default: false },
      scale: { type: 'string' },
      seed: { type: 'string', default: '1' },
      only: { type: 'string' },
      seconds: { type: 'string' },
      reseed: { type: 'boolean', default: false },
      database: { type: 'string' },
      'no-record': { type: 'boolean', default: false },
      today: { type: 'string' },
      epics: { type: 'string' },
      trace: { type: 'string' },
      workers: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (v.help) throw new UsageError(USAGE);
  const smoke = v.smoke === true;
  const scale = (v.scale ?? (smoke ? 'small' : 'large')) as string;
  if (scale !== 'small' && scale !== 'large')
    throw new UsageError('--scale must be small or large');
  const seed = Number(v.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new UsageError('--seed must be a whole number');
  const parts = new Set<Part>();
  for (const p of (v.only ?? PARTS.join(',')).split(',').map((s) => s.trim())) {
    if (!(PARTS as readonly string[]).includes(p))
      throw new UsageError(`--only takes ${PARTS.join(', ')}`);
    parts.add(p as Part);
  }
  const seconds = v.seconds === undefined ? (smoke ? 1 : 10) : Number(v.seconds);
  if (!(seconds > 0)) throw new UsageError('--seconds must be positive');
  const today = v.today ?? process.env.CAIRN_TODAY ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new UsageError('--today must be YYYY-MM-DD');
  const epics = v.epics === undefined ? null : Number(v.epics);
  if (epics !== null && !(Number.isInteger(epics) && epics > 0))
    throw new UsageError('--epics must be a positive whole number');
  const workers = Number(v.workers);
  if (!Number.isInteger(workers) || workers < 1)
    throw new UsageError('--workers must be 1 or more');
  return {
    workers,
    smoke,
    scale,
    seed,
    parts,
    loadSeconds: seconds,
    attackSeconds: smoke ? 2 : seconds,
    concurrencies: [1, 32],
    minRequests: smoke ? 3 : 10,
    deepPage: smoke ? 3 : 20,
    amount: smoke ? (c: number) => (c === 1 ? 5 : c) : null,
    browserSizes: epics !== null ? [epics] : smoke ? [50, 1000] : [50, 1000, 10_000],
    epicsOnly: epics,
    traceFile: v.trace ?? null,
    // A full run's 600 frames: 10,000 epics then scroll about 17 rows per frame, as in the budget.
    scrollFrames: smoke && epics === null ? 90 : 600,
    paintTimeoutMs: smoke ? 60_000 : 180_000,
    dragSteps: smoke ? 60 : 300,
    startRuns: smoke ? 1 : 3,
    reseed: v.reseed === true,
    database: v.database ?? null,
    record: !smoke && v['no-record'] !== true,
    today,
  };
}

export class UsageError extends Error {}
