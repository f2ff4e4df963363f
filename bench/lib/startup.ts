// Part 3, start: spawn-to-/-/health time on PGlite with a fresh data dir (cold, first start) and
// with the data dir that start left behind (warm).
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_TMP, rssBytes } from './proc.ts';
import { startServer } from './server.ts';
import { percentile } from './stats.ts';

export interface StartResult {
  coldMs: number;
  warmMs: number;
  /** Resident memory right after a warm start. */
  warmRssBytes: number;
  /**
   * The server's own "Ready in N ms" on warm starts: from its entry module's first line (node
   * and the entry's static imports are loaded; the web server's modules load inside it, while
   * the database opens) until it listens.
   */
  warmSelfMs: number;
  runs: number;
}

export async function measureStarts(o: {
  runs: number;
  today: string;
  webDist?: string | undefined;
  log: (l: string) => void;
}): Promise<StartResult> {
  const cold: number[] = [];
  const warm: number[] = [];
  const rss: number[] = [];
  const self: number[] = [];
  for (let i = 0; i < o.runs; i++) {
    const dataDir = path.join(BENCH_TMP, `pglite-start-${process.pid}-${i}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    try {
      // The out-of-the-box first start: migrations, the root user and the demo workspace.
      const first = await startServer({ dataDir, today: o.today, demo: true, webDist: o.webDist });
      cold.push(first.readyMs);
      await first.stop();
      const second = await startServer({ dataDir, today: o.today, demo: true, webDist: o.webDist });
      warm.push(second.readyMs);
      rss.push(rssBytes(second.pid));
      self.push(Number(/Ready in (\d+) ms/.exec(second.output())?.[1] ?? Number.NaN));
      await second.stop();
      o.log(
        `  start ${i + 1}/${o.runs}: cold ${Math.round(cold[i]!)} ms, warm ${Math.round(warm[i]!)} ms`,
      );
      // The server's "Start-up steps" line: when each step ended, in ms since its process started.
      for (const [label, out] of [
        ['cold', first.output()],
        ['warm', second.output()],
      ] as const) {
        const steps = /Start-up steps[^:]*: (.*)/.exec(out)?.[1];
        if (steps) o.log(`    ${label} steps: ${steps}`);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return {
    coldMs: percentile(cold, 50),
    warmMs: percentile(warm, 50),
    warmRssBytes: percentile(rss, 50),
    warmSelfMs: percentile(self, 50),
    runs: o.runs,
  };
}
