// Export file names: '<group>-roadmap-<YYYY-MM-DD>.<ext>', safe on every file system.
import type { IsoDate } from '@cairn/timeline';

export type ExportFormat = 'png' | 'svg' | 'pdf' | 'csv';

export function exportFileName(groupPath: string, day: IsoDate, format: ExportFormat): string {
  const group = groupPath.replace(/[^A-Za-z0-9_.-]+/g, '-');
  return `${group}-roadmap-${day}.${format}`;
}
