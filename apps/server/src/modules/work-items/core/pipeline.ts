import { eq, sql } from 'drizzle-orm';
import { workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound, refused } from '#server/lib/errors.ts';
import {
  publishItemEvents,
  publishWorkItemEvent,
  type WorkItemChange,
} from '#server/realtime/events.ts';
import { requireUser } from '#server/core/require-user.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import type { ActivityChange } from '../activity/changes.ts';
import { recordActivity } from '../activity/record.ts';
import { namespaceOf } from './access.ts';
import { childLinks, parentOf } from './tree-links.ts';
import { widgetsOf } from './widget-set.ts';
import { runWriteHooks } from './write-hooks.ts';
import { allocateIid, lockWorkItem, type WorkItemRow } from './work-items.repository.ts';
import type { WorkItemInput } from './input.ts';
import { mirroredChanges } from './mirror.ts';
import { eventKinds } from './publish.ts';
import { progressEpicIds } from './progress-events.ts';
import { recomputeRollups } from './rollup-events.ts';
import { inTransaction } from '#server/lib/transaction.ts';
import type { ItemPatch, ItemWrite, Widget, WidgetOutcome } from './widget.ts';

/**
 * The one write pipeline of work items. Every write (GraphQL, REST, the delete form) runs:
 * transaction -> lock the row -> lock_version check -> each widget's apply -> write the changed
 * columns (+ lock_version bump) -> activity entries -> roll-ups -> live events (the item, the
 * items its changes mirror onto, the epics whose progress or dates moved), all in one
 * transaction, so a refused write records and publishes nothing.
 */

const TASK_ROW_FIELDS = new Set<ActivityChange['kind']>(['title', 'state', 'confidential']);

export const staleMessage = (item: Pick<WorkItemRow, 'type'>) =>
  `Attempted to update a stale object: ${item.type === 'epic' ? 'Epic' : 'Issue'}.`;

/** The outcomes of several widgets as one: patches merged, changes and roll-ups in order. */
function merge(outcomes: readonly WidgetOutcome[]): Required<WidgetOutcome> {
  return {
    patch: Object.assign({}, ...outcomes.map((o) => o.patch ?? {})) as ItemPatch,
    changes: outcomes.flatMap((o) => o.changes ?? []),
    rollups: outcomes.flatMap((o) => o.rollups ?? []),
    announce: outcomes.some((o) => o.announce),
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

/**
 * Writes an outcome: the changed columns and the lock_version bump (only when something changed;
 * never on create); the activity of the item, of the items its changes mirror onto and of
 * `others` (changes a write makes elsewhere, such as a delete's parent and children); roll-ups;
 * then one live event per touched item with every kind it heard.
 */
async function commit(
  write: ItemWrite,
  before: WorkItemRow | null,
  outcome: WidgetOutcome,
  others: ReadonlyMap<number, ActivityChange[]> = new Map(),
) {
  const { tx, item, actorId, now: at } = write;
  const { patch, changes, rollups, announce } = merge([outcome]);
  if (!write.creating && (Object.keys(patch).length || changes.length)) {
    patch.lockVersion = sql`${workItems.lockVersion} + 1` as unknown as number;
    patch.updatedAt = at;
  }
  if (Object.keys(patch).length) {
    await tx.update(workItems).set(patch).where(eq(workItems.id, item.id));
  }
  const events = new Map<number, Set<WorkItemChange>>();
  const hear = (id: number, kinds: readonly WorkItemChange[]) =>
    events.set(id, new Set([...(events.get(id) ?? []), ...kinds]));
  if (changes.length) {
    // The notes name the item itself: its reference needs no read (the patch may change its type).
    const known = [{ ...item, type: patch.type ?? item.type, namespace: write.namespace }];
    await recordActivity(tx, { workItemId: item.id, actorId, at, changes, known });
    hear(item.id, eventKinds(changes, before, patch));
    await runWriteHooks(write.ctx, tx, item.id, actorId, changes);
  }
  if (announce) hear(item.id, ['updated']);
  // A task's row in its issue's child list shows these fields: the open issue page refetches it.
  if (item.type === 'task' && changes.some((c) => TASK_ROW_FIELDS.has(c.kind))) {
    const link = await parentOf(tx, item.id);
    if (link) hear(link.parentId, ['updated']);
  }
  const elsewhere = [...mirroredChanges(item.id, changes), ...others];
  for (const [id, mirrored] of elsewhere) {
    await recordActivity(tx, { workItemId: id, actorId, at, changes: mirrored });
    hear(id, eventKinds(mirrored, null, {}));
  }
  for (const id of await progressEpicIds(tx, item, changes, elsewhere)) {
    hear(id, ['updated', 'progress']);
  }
  for (const id of await recomputeRollups(tx, rollups)) hear(id, ['updated', 'dates']);
  await publishItemEvents(tx, events);
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
  options: {
    lockVersion?: number | null;
    prepare?: (ns: NamespaceRow) => Promise<void>;
    /** Changes the step makes on other items, filled in by the step. */
    others?: ReadonlyMap<number, ActivityChange[]>;
  } = {},
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
    await commit(write, current, outcome, options.others);
    return value;
  });
}

/** Updates an item through its type's widgets; returns the row as written. */
export async function updateWorkItem(
  ctx: RequestContext,
  target: WorkItemRow,
  input: WorkItemInput,
): Promise<WorkItemRow> {
  const widgets = widgetsOf(target.type);
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

/** The columns a create sets that no widget owns; the pipeline adds namespace, author and iid. */
export type CreateValues = Omit<
  typeof workItems.$inferInsert,
  'iid' | 'namespaceId' | 'authorId' | 'description' | 'confidential'
> & { description?: string | null; confidential?: boolean | null };

/**
 * Creates an item in `namespace`, authored by the viewer: inserts `values` with the next iid of
 * the namespace's epic or issue counter, runs the type's widgets on the new row and commits with
 * a `created` change first.
 */
export async function createWorkItem(
  ctx: RequestContext,
  namespace: NamespaceRow,
  values: CreateValues,
  input: WorkItemInput,
): Promise<WorkItemRow> {
  const actorId = requireUser(ctx).id;
  const widgets = widgetsOf(values.type);
  await prepare(ctx, namespace, widgets, input);
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const counter = values.type === 'epic' ? 'epics' : 'issues';
    const [item] = await tx
      .insert(workItems)
      .values({
        ...values,
        description: values.description ?? '',
        confidential: values.confidential ?? false,
        namespaceId: namespace.id,
        authorId: actorId,
        iid: await allocateIid(tx, namespace.id, counter),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const write: ItemWrite = { ctx, tx, item: item!, namespace, actorId, now, creating: true };
    const outcome = await applyWidgets(write, widgets, input);
    const rollups = [...outcome.rollups, ...(item!.type === 'epic' ? [item!.id] : [])];
    const changes: ActivityChange[] = [{ kind: 'created' }, ...outcome.changes];
    await commit(write, null, { ...outcome, changes, rollups });
    return (await lockWorkItem(tx, item!.id))!;
  });
}

/**
 * Deletes an item. Its parent records the child's removal (and has its roll-ups recomputed); its
 * children, released by the deletion, record that they lost their parent.
 */
export async function deleteWorkItem(ctx: RequestContext, target: WorkItemRow) {
  const others = new Map<number, ActivityChange[]>();
  return writeWorkItem(
    ctx,
    target,
    async ({ tx, item }) => {
      const link = await parentOf(tx, item.id);
      if (link) others.set(link.parentId, [{ kind: 'child', action: 'removed', childId: item.id }]);
      for (const child of await childLinks(tx, item.id)) {
        others.set(child.childId, [{ kind: 'parent', from: item.id, to: null }]);
      }
      await tx.delete(workItems).where(eq(workItems.id, item.id));
      // The row is gone: its subscribers' streams re-read it and end.
      await publishWorkItemEvent(tx, {
        workItemId: item.id,
        changes: ['updated'],
        namespaceId: item.namespaceId,
        itemType: item.type,
        deleted: { authorId: item.authorId, confidential: item.confidential },
      });
      return { outcome: { rollups: link ? [link.parentId] : [] }, value: target };
    },
    { others },
  );
}
