import { iterationCadences, iterations, type Database } from '@cairn/db';
import type { NamespaceRow } from '#server/testing/fixtures.ts';

/**
 * A cadence of its own in `group` with one iteration `title` (2026-11-02..15), as the iteration
 * widget's tests need it; the fixtures have no iteration builder. Returns the iteration's id.
 */
export async function addIteration(db: Database, group: NamespaceRow, title: string) {
  const [cadence] = await db
    .insert(iterationCadences)
    .values({ groupId: group.id, title: `${title} cadence`, startDate: '2026-11-02' })
    .returning();
  const [row] = await db
    .insert(iterations)
    .values({
      cadenceId: cadence!.id,
      groupId: group.id,
      iid: 1,
      sequence: 1,
      title,
      startDate: '2026-11-02',
      dueDate: '2026-11-15',
    })
    .returning();
  return row!.id;
}
