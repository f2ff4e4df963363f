// The epics of an export: every row of the current view (all loaded epics and the loaded children
// of expanded ones, not only the rows the virtualised list has mounted), as plain values.
import {
  epicProgressData,
  isIsoDate,
  progressTexts,
  type IsoDate,
  type ProgressMode,
} from '@cairn/timeline';
import type { EpicRow } from '../epic-rows.ts';
import { epicProgressSource } from '../epic-rows.ts';

export interface ExportEpic {
  readonly title: string;
  readonly reference: string;
  readonly webUrl: string;
  readonly startDate: IsoDate | null;
  readonly dueDate: IsoDate | null;
  readonly state: string;
  /** Null when the epic has nothing to measure progress against. */
  readonly percentage: number | null;
  readonly labels: readonly string[];
  readonly parentReference: string | null;
  readonly color: string | null;
  readonly textColor: string | null;
  /** Nesting depth in the view (0: top level). */
  readonly depth: number;
}

function isoOrNull(value: string | null | undefined): IsoDate | null {
  return isIsoDate(value) ? value : null;
}

export function exportEpics(rows: readonly EpicRow[], progressMode: ProgressMode): ExportEpic[] {
  return rows.map(({ epic, depth }) => ({
    title: epic.title,
    reference: epic.fullReference,
    webUrl: epic.webUrl,
    startDate: isoOrNull(epic.startDate),
    dueDate: isoOrNull(epic.dueDate),
    state: epic.state,
    percentage: progressTexts(
      progressMode,
      epicProgressData(progressMode, epicProgressSource(epic)),
    ).percentage,
    labels: (epic.labels?.nodes ?? []).flatMap((label) => (label ? [label.title] : [])),
    parentReference: epic.parent?.reference ?? null,
    color: epic.color ?? null,
    textColor: epic.textColor ?? null,
    depth,
  }));
}
