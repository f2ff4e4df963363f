import { sql } from 'drizzle-orm';
import type { Database } from '@cairn/db';

export const REALTIME_CHANNEL = 'cairn_events';

/** What changed on a work item; subscribers filter by kind. */
export type WorkItemChange =
  | 'updated'
  | 'weight'
  | 'dates'
  | 'epic'
  | 'parent'
  | 'state'
  | 'progress'
  | 'note'
  | 'note_updated'
  | 'note_deleted';

export interface WorkItemEvent {
  workItemId: number;
  changes: WorkItemChange[];
  /** The comment a `note`, `note_updated` or `note_deleted` event is about. */
  noteId?: number;
  /** A deleted comment's thread and internal flag: the row is gone when subscribers check. */
  discussionId?: string;
  noteInternal?: boolean;
  /** The item's namespace and type, so group-wide streams filter without a read per event. */
  namespaceId?: number;
  itemType?: string;
  /** The namespace's path (its ancestors' ids, then its own): the hub routes group streams by it. */
  traversalIds?: number[];
  /** A deleted item's read facts: the row is gone when subscribers check. */
  deleted?: { authorId: number; confidential: boolean };
}

/**
 * Queues a notification inside the caller's transaction: PostgreSQL delivers it on commit and
 * drops it on rollback, so subscribers never hear of a change that did not happen.
 */
export async function publishWorkItemEvent(tx: Database, event: WorkItemEvent): Promise<void> {
  if (event.namespaceId === undefined || event.traversalIds) {
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
    return;
  }
  // An event naming its namespace (a deletion) carries the namespace's path.
  await tx.execute(
    sql`select pg_notify(${REALTIME_CHANNEL}, ${withNamespacePath(event, event.namespaceId)})`,
  );
}

/** The event as JSON text with its namespace's path added: the hub routes group streams by it. */
export const withNamespacePath = (event: object, namespaceId: number) =>
  sql`(${JSON.stringify(event)}::jsonb || coalesce((
        select jsonb_build_object('traversalIds', n.traversal_ids)
          from namespaces n where n.id = ${namespaceId}), '{}'::jsonb))::text`;

/**
 * Publishes one event per item with the kinds it heard, each carrying the item's namespace and
 * type, read by the same statement that sends them (an item deleted in this transaction
 * publishes its own event; one gone here is sent without them).
 */
export async function publishItemEvents(
  tx: Database,
  events: ReadonlyMap<number, ReadonlySet<WorkItemChange>>,
): Promise<void> {
  if (!events.size) return;
  const all = [...events].map(([workItemId, kinds]) => ({ workItemId, changes: [...kinds] }));
  // One statement for all, in order (a write can touch a whole epic chain).
  await tx.execute(
    sql`select pg_notify(${REALTIME_CHANNEL}, (e::jsonb || coalesce((
              select jsonb_build_object('namespaceId', w.namespace_id, 'itemType', w.type,
                                        'traversalIds', n.traversal_ids)
                from work_items w join namespaces n on n.id = w.namespace_id
               where w.id = (e->>'workItemId')::int), '{}'::jsonb))::text)
          from json_array_elements(${JSON.stringify(all)}::json) with ordinality as t(e, n)`,
  );
}

/** The fields whose changes subscribers hear about, by change kind. */
const WATCHED: Partial<Record<WorkItemChange, readonly string[]>> = {
  weight: ['weight'],
  dates: ['startDate', 'dueDate'],
};

/**
 * Publishes what an update changed on an item: compares the row before the write with the
 * values written (a column left out of `patch` did not change). Nothing is sent when no watched
 * field changed.
 */
export async function publishItemChanges(
  tx: Database,
  before: { id: number } & Record<string, unknown>,
  patch: Record<string, unknown>,
): Promise<void> {
  const changes = (Object.keys(WATCHED) as WorkItemChange[]).filter((kind) =>
    WATCHED[kind]!.some((field) => field in patch && !sameValue(patch[field], before[field])),
  );
  if (changes.length) await publishWorkItemEvent(tx, { workItemId: before.id, changes });
}

/** Watched columns are numbers and ISO date strings: plain equality, undefined as null. */
const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** A list of integer ids, or undefined. */
export function idList(value: unknown): number[] | undefined {
  return Array.isArray(value) && value.every((v) => Number.isInteger(v))
    ? (value as number[])
    : undefined;
}

export function parseWorkItemEvent(payload: string): WorkItemEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<WorkItemEvent>;
    if (typeof value.workItemId !== 'number' || !Array.isArray(value.changes)) return null;
    const event: WorkItemEvent = { workItemId: value.workItemId, changes: value.changes };
    if (typeof value.noteId === 'number') event.noteId = value.noteId;
    if (typeof value.discussionId === 'string') event.discussionId = value.discussionId;
    if (typeof value.noteInternal === 'boolean') event.noteInternal = value.noteInternal;
    if (typeof value.namespaceId === 'number') event.namespaceId = value.namespaceId;
    if (typeof value.itemType === 'string') event.itemType = value.itemType;
    const path = idList(value.traversalIds);
    if (path) event.traversalIds = path;
    const deleted = value.deleted;
    if (typeof deleted?.authorId === 'number' && typeof deleted.confidential === 'boolean') {
      event.deleted = { authorId: deleted.authorId, confidential: deleted.confidential };
    }
    return event;
  } catch {
    return null;
  }
}
