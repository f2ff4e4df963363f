import { sql } from 'drizzle-orm';
import type { Database } from '@cairn/db';

export const REALTIME_CHANNEL = 'cairn_events';

/** What changed on a work item; subscribers filter by kind. */
export type WorkItemChange = 'updated' | 'weight' | 'dates' | 'epic' | 'parent' | 'state';

export interface WorkItemEvent {
  workItemId: number;
  changes: WorkItemChange[];
}

/**
 * Queues a notification inside the caller's transaction: PostgreSQL delivers it on commit and
 * drops it on rollback, so subscribers never hear of a change that did not happen.
 */
export async function publishWorkItemEvent(tx: Database, event: WorkItemEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}

export function parseWorkItemEvent(payload: string): WorkItemEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<WorkItemEvent>;
    if (typeof value.workItemId !== 'number' || !Array.isArray(value.changes)) return null;
    return { workItemId: value.workItemId, changes: value.changes };
  } catch {
    return null;
  }
}
