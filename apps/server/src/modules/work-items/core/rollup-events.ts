import { recomputeEpicDates, workItems, type Database } from '@cairn/db';
import { ancestorIdsOfAll } from './tree-links.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';

/**
 * Recomputes the inherited dates of `epicIds` (and, through them, of their ancestors) and
 * returns the epics whose effective dates moved, so their date subscribers hear of it too.
 */
export async function recomputeRollups(tx: Database, epicIds: readonly number[]) {
  if (!epicIds.length) return [];
  const ids = new Set([...epicIds, ...(await ancestorIdsOfAll(tx, epicIds))]);
  const dates = async () =>
    new Map(
      (
        await tx
          .select({ id: workItems.id, start: workItems.startDate, due: workItems.dueDate })
          .from(workItems)
          .where(byKeys(workItems.id, [...ids]))
      ).map((r) => [r.id, `${r.start}/${r.due}`]),
    );
  const before = await dates();
  await recomputeEpicDates(tx, [...new Set(epicIds)]);
  const after = await dates();
  return [...after].filter(([id, value]) => before.get(id) !== value).map(([id]) => id);
}
