// The CSV export: one row per epic of the view (RFC 4180: CRLF lines, every cell quoted when it
// holds a comma, a quote or a line break), safe to open in a spreadsheet.
import type { ExportEpic } from './export-epics.ts';

export const CSV_COLUMNS = [
  'Title',
  'Reference',
  'Web URL',
  'Start date',
  'Due date',
  'State',
  'Progress (%)',
  'Labels',
  'Parent reference',
] as const;

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a leading apostrophe disarms a formula, then RFC 4180 quoting. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

export function roadmapCsv(epics: readonly ExportEpic[]): string {
  const lines = [
    csvLine(CSV_COLUMNS),
    ...epics.map((epic) =>
      csvLine([
        epic.title,
        epic.reference,
        epic.webUrl,
        epic.startDate ?? '',
        epic.dueDate ?? '',
        epic.state,
        epic.percentage === null ? '' : String(epic.percentage),
        epic.labels.join(', '),
        epic.parentReference ?? '',
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
