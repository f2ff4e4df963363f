// Builds one export of the view and hands it to the browser as a download. Loaded on demand by
// the Export menu.
import { toIsoDate, timeframeDateRangeText } from '@cairn/timeline';
import type { EpicRow } from '../epic-rows.ts';
import { exportEpics } from './export-epics.ts';
import { exportFileName, type ExportFormat } from './export-file-name.ts';
import { svgToPng } from './raster.ts';
import { roadmapCsv } from './roadmap-csv.ts';
import { pngToPdf } from './roadmap-pdf.ts';
import { roadmapSvg, type RoadmapSvgInput } from './roadmap-svg.ts';

export interface ExportView extends Omit<RoadmapSvgInput, 'epics' | 'rangeText' | 'today'> {
  readonly groupPath: string;
  readonly rows: readonly EpicRow[];
  readonly progressMode: Parameters<typeof exportEpics>[1];
  readonly today: Date;
}

const REVOKE_DELAY_MS = 60_000;

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the blob after the click returns: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

async function build(format: ExportFormat, view: ExportView): Promise<Blob> {
  const epics = exportEpics(view.rows, view.progressMode);
  if (format === 'csv') return new Blob([roadmapCsv(epics)], { type: 'text/csv;charset=utf-8' });
  const document = roadmapSvg({
    ...view,
    epics,
    today: toIsoDate(view.today),
    rangeText: timeframeDateRangeText(view.timeframe, view.preset),
  });
  if (format === 'svg') return new Blob([document.svg], { type: 'image/svg+xml' });
  const png = await svgToPng(document);
  if (format === 'png') return png;
  return pngToPdf(png, document, view.heading);
}

export async function runExport(format: ExportFormat, view: ExportView): Promise<void> {
  save(await build(format, view), exportFileName(view.groupPath, toIsoDate(view.today), format));
}
