// The one results table: rows of formatted cells, rendered as an aligned Markdown table.
import type { Status } from './budgets.ts';

export interface Row {
  area: string;
  scenario: string;
  /** What Cairn measured. */
  cairn: string;
  /** The side-by-side reference: the raw-SQL limit, or the peer library. */
  baseline?: string;
  ratio?: string;
  budget?: string;
  status?: Status;
}

export const HEADERS = ['Area', 'Scenario', 'Cairn', 'Limit / peer', 'Ratio', 'Budget', 'Result'];

const STATUS_TEXT: Record<Status, string> = { pass: 'pass', miss: '**miss**', 'n/a': 'n/a' };

export function rowCells(row: Row): string[] {
  return [
    row.area,
    row.scenario,
    row.cairn,
    row.baseline ?? '',
    row.ratio ?? '',
    row.budget ?? '',
    row.status ? STATUS_TEXT[row.status] : '',
  ].map((cell) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' '));
}

/** Markdown table with padded columns, readable both on a terminal and rendered. */
export function renderTable(rows: readonly Row[]): string {
  const body = rows.map(rowCells);
  const widths = HEADERS.map((h, i) =>
    Math.max(h.length, ...body.map((cells) => cells[i]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(HEADERS), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** Counts for the summary line under the table. */
export function tally(rows: readonly Row[]): Record<Status, number> {
  const out: Record<Status, number> = { pass: 0, miss: 0, 'n/a': 0 };
  for (const row of rows) if (row.status) out[row.status] += 1;
  return out;
}
