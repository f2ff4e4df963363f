// bench/RESULTS.md: each full run appends its table with the date, machine and commit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './proc.ts';

export const RESULTS_FILE = path.join(REPO_ROOT, 'bench/RESULTS.md');

export function gitCommit(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const head = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain').length ? `${head} (+ uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

export function machine(extra: Record<string, string>): string {
  const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const parts = [
    `${os.availableParallelism()} cores (${cpu})`,
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM`,
    `Node ${process.version}`,
    ...Object.entries(extra).map(([k, v]) => `${k} ${v}`),
  ];
  return parts.join(', ');
}

export interface Report {
  title: string;
  machine: string;
  commit: string;
  table: string;
  summary: string;
  notes: readonly string[];
}

export function renderReport(r: Report): string {
  return [
    `## ${r.title}`,
    '',
    `- Machine: ${r.machine}`,
    `- Commit: ${r.commit}`,
    '',
    r.table,
    '',
    r.summary,
    ...(r.notes.length ? ['', ...r.notes.map((n) => `- ${n}`)] : []),
    '',
  ].join('\n');
}

export function appendReport(text: string): void {
  fs.appendFileSync(RESULTS_FILE, `\n${text}`);
}
