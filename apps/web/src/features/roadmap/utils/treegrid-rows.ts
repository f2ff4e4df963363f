// What the roadmap treegrid tells assistive technology about each row (docs/accessibility.md):
// its level, its position among its siblings, its parent row, and a name carrying the facts a
// sighted planner reads off the row (title, state, dates, progress, children, blocking).
import type { RoadmapEpic } from '../graphql/types.ts';
import { blockingLabel } from './blocking.ts';
import { childEpicCount, childEpicCountTooltip, type EpicRow } from './epic-rows.ts';

export interface TreegridRowInfo {
  /** aria-level: 1 for top-level rows. */
  readonly level: number;
  readonly posInSet: number;
  /** Siblings loaded so far; -1 (unknown) for top-level rows while more pages remain. */
  readonly setSize: number;
  /** Index of the parent row, or -1. */
  readonly parentIndex: number;
}

export function treegridRowInfo(
  rows: readonly EpicRow[],
  hasMoreTopLevel: boolean,
): TreegridRowInfo[] {
  const info: { level: number; posInSet: number; parentIndex: number }[] = [];
  const siblingsOf = new Map<number, number[]>();
  // The open ancestors of the current row: index of the last row seen at each depth.
  const lastAtDepth: number[] = [];
  rows.forEach((row, index) => {
    lastAtDepth[row.depth] = index;
    lastAtDepth.length = row.depth + 1;
    const parentIndex = row.depth > 0 ? (lastAtDepth[row.depth - 1] ?? -1) : -1;
    const siblings = siblingsOf.get(parentIndex) ?? [];
    siblings.push(index);
    siblingsOf.set(parentIndex, siblings);
    info.push({ level: row.depth + 1, posInSet: siblings.length, parentIndex });
  });
  return info.map((item) => ({
    ...item,
    setSize:
      item.parentIndex === -1 && hasMoreTopLevel
        ? -1
        : (siblingsOf.get(item.parentIndex)?.length ?? 1),
  }));
}

export interface RowNameParts {
  readonly timeframe: string;
  /** '25% issues closed', or null when progress is hidden. */
  readonly progress: string | null;
  readonly showChildCount: boolean;
}

/** The row's accessible name: title first (it is the row's visible heading), then the facts. */
export function treegridRowName(epic: RoadmapEpic, parts: RowNameParts): string {
  const facts = [epic.title, epic.state === 'closed' ? 'Closed' : 'Open', parts.timeframe];
  if (parts.progress) facts.push(parts.progress);
  if (parts.showChildCount) facts.push(childEpicCountTooltip(childEpicCount(epic)));
  const blockedBy = epic.blockedByCount ?? 0;
  const blocks = epic.blockingCount ?? 0;
  if (blockedBy > 0) facts.push(blockingLabel('BLOCKED_BY', 'Epic', blockedBy));
  if (blocks > 0) facts.push(blockingLabel('BLOCKS', 'Epic', blocks));
  return facts.join(', ');
}
