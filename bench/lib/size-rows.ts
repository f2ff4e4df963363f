// Data, start and size results as table rows.
import { atMost, BUDGETS } from './budgets.ts';
import type { BenchDatabase } from './database.ts';
import type { StartResult } from './startup.ts';
import { fmtBytes, fmtCount, fmtMs, fmtRate } from './stats.ts';
import type { Row } from './table.ts';

const duration = (ms: number) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : fmtMs(ms);

export function dataRows(db: BenchDatabase, scale: string): Row[] {
  const epics = db.tables.work_items ?? 0;
  return [
    {
      area: 'Data',
      scenario: `seed ${scale}${db.reused ? ' (reused)' : ''}`,
      cairn: `${fmtCount(db.rows)} rows (${fmtCount(epics)} work items) in ${duration(db.seedMs)} · ${fmtRate(db.rows / (db.seedMs / 1000))} rows`,
      baseline: db.reused ? `seeded ${db.seededAt.slice(0, 16).replace('T', ' ')} UTC` : '',
    },
    {
      area: 'Start & size',
      scenario: `database size (${scale} set)`,
      cairn: fmtBytes(db.sizeBytes),
    },
  ];
}

export function startRows(s: StartResult): Row[] {
  const runs = s.runs > 1 ? ` (median of ${s.runs})` : '';
  return [
    {
      area: 'Start & size',
      scenario: 'cold first start, PGlite',
      cairn: `${fmtMs(s.coldMs)}${runs}`,
      baseline: 'fresh DATA_DIR: migrations, root user, demo workspace',
    },
    {
      area: 'Start & size',
      scenario: 'warm start, PGlite',
      cairn: `${fmtMs(s.warmMs)}${runs} · RSS ${fmtBytes(s.warmRssBytes)}`,
      baseline: `of which after module load ("Ready in"): ${fmtMs(s.warmSelfMs)}`,
      budget: `≤ ${fmtMs(BUDGETS.warmStartMs)}`,
      status: atMost(s.warmMs, BUDGETS.warmStartMs),
    },
  ];
}

export function jsRow(manifest: { bytes: number; files: number }, observed?: number): Row {
  return {
    area: 'Start & size',
    scenario: 'roadmap route JS (gzip)',
    cairn: `${fmtBytes(manifest.bytes)} in ${manifest.files} chunks`,
    baseline: observed === undefined ? '' : `loaded by the page: ${fmtBytes(observed)}`,
    budget: `≤ ${fmtBytes(BUDGETS.roadmapJsGzipBytes)}`,
    status: atMost(Math.max(manifest.bytes, observed ?? 0), BUDGETS.roadmapJsGzipBytes),
  };
}
