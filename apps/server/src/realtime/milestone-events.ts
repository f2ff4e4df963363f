import { sql } from 'drizzle-orm';
import type { Database } from '@cairn/db';
import { idList, withNamespacePath } from './events.ts';

export const MILESTONE_CHANNEL = 'cairn_milestone_events';

export type MilestoneAction = 'created' | 'updated' | 'deleted';
const ACTIONS: readonly string[] = ['created', 'updated', 'deleted'] satisfies MilestoneAction[];

/** A milestone that was created, changed or deleted, and the namespace it belongs to. */
export interface MilestoneEvent {
  milestoneId: number;
  namespaceId: number;
  action: MilestoneAction;
  /** The namespace's path, added on publishing: the hub routes group streams by it. */
  traversalIds?: number[];
}

/** Queued inside the write's transaction: delivered on commit, dropped on rollback. */
export async function publishMilestoneEvent(tx: Database, event: MilestoneEvent): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${MILESTONE_CHANNEL}, ${withNamespacePath(event, event.namespaceId)})`,
  );
}

export function parseMilestoneEvent(payload: string): MilestoneEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<MilestoneEvent>;
    if (typeof value.milestoneId !== 'number' || typeof value.namespaceId !== 'number') return null;
    if (typeof value.action !== 'string' || !ACTIONS.includes(value.action)) return null;
    const event: MilestoneEvent = {
      milestoneId: value.milestoneId,
      namespaceId: value.namespaceId,
      action: value.action,
    };
    const path = idList(value.traversalIds);
    if (path) event.traversalIds = path;
    return event;
  } catch {
    return null;
  }
}
