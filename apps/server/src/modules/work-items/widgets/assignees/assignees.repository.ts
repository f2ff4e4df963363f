import { and, eq, inArray } from 'drizzle-orm';
import { users, workItemAssignees, type Database } from '@cairn/db';

/**
 * The assignees widget's write (`work_item_assignees`). The read (`assigneesByItemIds`,
 * `assigneeIdsLoader`) stays in core: the read policy (core/access.ts) lets a confidential
 * issue's assignees read it, and the kernel imports no widget.
 */

/** Replaces the assignees with the given active users (unknown or inactive ids are dropped). */
export async function setAssignees(db: Database, itemId: number, userIds: readonly number[]) {
  await db.delete(workItemAssignees).where(eq(workItemAssignees.workItemId, itemId));
  if (!userIds.length) return;
  const valid = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.state, 'active')));
  if (valid.length) {
    await db
      .insert(workItemAssignees)
      .values(valid.map((u) => ({ workItemId: itemId, userId: u.id })));
  }
}
