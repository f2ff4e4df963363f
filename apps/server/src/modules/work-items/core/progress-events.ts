import type { Database } from '@cairn/db';
import type { ActivityChange } from '../activity/changes.ts';
import { ancestorIdsOfAll, parentOf } from './tree-links.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/** An issue's own changes that move its epics' progress (counts and weights). */
const PROGRESS_KINDS = new Set<ActivityChange['kind']>(['state', 'weight']);

/**
 * The epics whose progress a write moves, so an open roadmap hears of it: the parents that
 * gained or lost a child (a create, a move, a delete), the epic of an issue closed, reopened or
 * re-weighted, and all their ancestors, read in one statement. A task's writes move no epic's
 * progress (its parent is an issue, and progress counts issues).
 */
export async function progressEpicIds(
  tx: Database,
  item: Pick<WorkItemRow, 'id' | 'type'>,
  changes: readonly ActivityChange[],
  elsewhere: ReadonlyArray<readonly [number, readonly ActivityChange[]]>,
): Promise<number[]> {
  if (item.type === 'task') return [];
  const starts = new Set<number>();
  for (const [id, mirrored] of elsewhere) {
    if (mirrored.some((c) => c.kind === 'child')) starts.add(id);
  }
  if (item.type !== 'epic' && changes.some((c) => PROGRESS_KINDS.has(c.kind))) {
    const link = await parentOf(tx, item.id);
    if (link) starts.add(link.parentId);
  }
  if (!starts.size) return [];
  return [...starts, ...(await ancestorIdsOfAll(tx, [...starts]))];
}
