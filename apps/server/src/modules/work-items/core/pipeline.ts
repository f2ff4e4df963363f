import { eq, sql } from 'drizzle-orm';
import { recomputeEpicDates, workItems, type Database } from '@cairn/db';
import type { RequestContext } from '../../../lib/context.ts';
import { notFound, refused } from '../../../lib/errors.ts';
import { publishWorkItemEvent } from '../../../realtime/events.ts';
import { requireUser } from '../../groups/groups.service.ts';
import type { NamespaceRow } from '../../namespaces/namespaces.repository.ts';
import type { ActivityChange } from '../activity/changes.ts';
import { recordActivity } from '../activity/record.ts';
import { namespaceOf } from '../access.ts';
import { parentOf } from '../widgets/hierarchy/hierarchy.rules.ts';
import { WIDGETS } from '../registry.ts';
import { lockWorkItem, type WorkItemRow } from '../work-items.repository.ts';
import type { WorkItemInput } from './input.ts';
import { mirroredChanges } from './mirror.ts';
import { eventKinds } from './publish.ts';
import { inTransaction } from './transaction.ts';
import type { ItemPatch, ItemWrite, Widget, WidgetOutcome } from './widget.ts';

/**
 * The one write pipeline of work items. Every write (GraphQL, REST, the delete form) runs:
 * transaction -> lock the row -> lock_version check -> each widget's apply -> write the changed
 * columns (+ lock_version bump) -> activity entries -> roll-ups -> live events, all in one
 * transaction, so a refused write records and publishes nothing.
 */

export const staleMessage = (item: Pick<WorkItemRow, 'type'>) =>
  `Attempted to update a stale object: ${item.type === 'epic' ? 'Epic' : 'Issue'}.`;

/** The outcomes of several widgets as one: patches merged, changes and roll-ups in order. */
function merge(outcomes: readonly WidgetOutcome[]): Required<WidgetOutcome> {
  return {
    patch: Object.assign({}, ...outcomes.map((o) => o.patch ?? {})) as ItemPatch,
    changes: outcomes.flatMap((o) => o.changes ?? []),
    rollups: outcomes.flatMap((o) => o.rollups ?? []),
  };
}

/** Runs widgets in order; each sees the item with the patches of those before it. */
export async function applyWidgets(
  write: ItemWrite,
  widgets: readonly Widget[],
  input: WorkItemInput,
): Promise<Required<WidgetOutcome>> {
  const outcomes: WidgetOutcome[] = [];
  let item = write.item;
  for (const widget of widgets) {
    const outcome = await widget.apply({ ...write, item }, input);
    if (!outcome) continue;
    outcomes.push(outcome);
    item = { ...item, ...outcome.patch } as WorkItemRow;
  }
  return merge(outcomes);
}

/** Records and publishes one item's changes (nothing when there are none). */
async function announce(
  tx: Database,
  entry: { workItemId: number; actorId: number; at: Date; changes: ActivityChange[] },
  before: WorkItemRow | null,
  patch: ItemPatch,
) {
  if (!entry.changes.length) return;
  await recordActivity(tx, entry);
  const changes = eventKinds(entry.changes, before, patch);
  await publishWorkItemEvent(tx, { workItemId: entry.workItemId, changes });
}

/**
 * Writes an outcome: the changed columns and the lock_version bump (only when something changed;
 * never on create), the item's and the mirrored items' activity, roll-ups and live events.
 */
async function commit(write: ItemWrite, before: WorkItemRow | null, outcome: WidgetOutcome) {
  const { tx, item, actorId, now } = write;
  const { patch, changes, rollups } = merge([outcome]);
  if (!write.creating && (Object.keys(patch).length || changes.length)) {
    patch.lockVersion = sql`${workItems.lockVersion} + 1` as unknown as number;
    patch.updatedAt = now;
  }
  if (Object.keys(patch).length) {
    await tx.update(workItems).set(patch).where(eq(workItems.id, item.id));
  }
  const at = now;
  await announce(tx, { workItemId: item.id, actorId, at, changes }, before, patch);
  for (const [id, mirrored] of mirroredChanges(item.id, changes)) {
    await announce(tx, { workItemId: id, actorId, at, changes: mirrored }, null, {});
  }
  if (rollups.length) await recomputeEpicDates(tx, [...new Set(rollups)]);
}

/** Viewer-dependent widget checks, before the transaction opens. */
async function prepare(
  ctx: RequestContext,
  ns: NamespaceRow,
  widgets: readonly Widget[],
  input: WorkItemInput,
) {
  for (const widget of widgets) await widget.prepare?.(ctx, ns, input);
}

/**
 * Changes one item: locks it, checks `lockVersion` when sent, runs `step` (the registry's widgets
 * for an update, or one write such as a tree move) and commits its outcome. Returns `value`.
 */
export async function writeWorkItem<T>(
  ctx: RequestContext,
  target: WorkItemRow,
  step: (write: ItemWrite) => Promise<{ outcome: WidgetOutcome; value: T }>,
  options: { lockVersion?: number | null; prepare?: (ns: NamespaceRow) => Promise<void> } = {},
): Promise<T> {
  const actorId = requireUser(ctx).id;
  const namespace = await namespaceOf(ctx, target);
  await options.prepare?.(namespace);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const current = await lockWorkItem(tx, target.id);
    if (!current) throw notFound();
    if (options.lockVersion != null && options.lockVersion !== current.lockVersion) {
      throw refused(409, staleMessage(current));
    }
    const write: ItemWrite = { ctx, tx, item: current, namespace, actorId, now, creating: false };
    const { outcome, value } = await step(write);
    await commit(write, current, outcome);
    return value;
  });
}

/** Updates an item through its type's widgets; returns the row as written. */
export async function updateWorkItem(
  ctx: RequestContext,
  target: WorkItemRow,
  input: WorkItemInput,
): Promise<WorkItemRow> {
  const widgets = WIDGETS[target.type];
  await writeWorkItem(
    ctx,
    target,
    async (write) => {
      const outcome = await applyWidgets(write, widgets, input);
      return { outcome, value: null };
    },
    { lockVersion: input.lockVersion, prepare: (ns) => prepare(ctx, ns, widgets, input) },
  );
  const [row] = await ctx.db.select().from(workItems).where(eq(workItems.id, target.id));
  return row!;
}

/**
 * Creates an item: inserts `values` (the fields widgets do not own), runs the type's widgets on
 * the new row and commits with a `created` change first.
 */
export async function createWorkItem(
  ctx: RequestContext,
  namespace: NamespaceRow,
  values: Omit<typeof workItems.$inferInsert, 'iid'>,
  allocate: (tx: Database) => Promise<number>,
  input: WorkItemInput,
): Promise<WorkItemRow> {
  const actorId = requireUser(ctx).id;
  const widgets = WIDGETS[values.type];
  await prepare(ctx, namespace, widgets, input);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [item] = await tx
      .insert(workItems)
      .values({ ...values, iid: await allocate(tx), createdAt: now, updatedAt: now })
      .returning();
    const write: ItemWrite = { ctx, tx, item: item!, namespace, actorId, now, creating: true };
    const outcome = await applyWidgets(write, widgets, input);
    const rollups = [...outcome.rollups, ...(item!.type === 'epic' ? [item!.id] : [])];
    const changes: ActivityChange[] = [{ kind: 'created' }, ...outcome.changes];
    await commit(write, null, { ...outcome, changes, rollups });
    return (await lockWorkItem(tx, item!.id))!;
  });
}

/** Deletes an item; its parent records the child's removal and has its roll-ups recomputed. */
export async function deleteWorkItem(ctx: RequestContext, target: WorkItemRow) {
  return writeWorkItem(ctx, target, async ({ tx, item, actorId, now }) => {
    const link = await parentOf(tx, item.id);
    await tx.delete(workItems).where(eq(workItems.id, item.id));
    // The row is gone: its parent's history and its subscribers' streams hear of it.
    if (link) {
      const changes: ActivityChange[] = [{ kind: 'child', action: 'removed', childId: item.id }];
      await announce(tx, { workItemId: link.parentId, actorId, at: now, changes }, null, {});
    }
    await publishWorkItemEvent(tx, { workItemId: item.id, changes: ['updated'] });
    return { outcome: { rollups: link ? [link.parentId] : [] }, value: target };
  });
}
