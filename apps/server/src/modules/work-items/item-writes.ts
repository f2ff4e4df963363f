import { eq, sql } from 'drizzle-orm';
import { labels, subscriptions, workItems, type Database } from '@cairn/db';
import type { RequestContext } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { NamespaceRow } from '../namespaces/namespaces.repository.ts';
import { RuleViolation } from './hierarchy.ts';
import {
  addItemLabels,
  findUsableLabels,
  itemLabelIds,
  removeItemLabels,
  replaceItemLabels,
  type WorkItemRow,
} from './work-items.repository.ts';

/** Helpers shared by epic and issue writes: transactions, state events, labels, subscriptions. */

export type WriteResult<T> =
  { ok: true; value: T } | { ok: false; errors: string[]; status: RuleViolation['status'] };

/**
 * Runs a write in one transaction. A RuleViolation rolls everything back and becomes a
 * business error (GraphQL `errors`, REST 4xx); the request's loaders are cleared on success so
 * the payload is read fresh.
 */
export async function runWrite<T>(
  ctx: RequestContext,
  work: (tx: Database) => Promise<T>,
): Promise<WriteResult<T>> {
  try {
    const value = await ctx.db.transaction((tx) => work(tx));
    ctx.memo.clear();
    return { ok: true, value };
  } catch (error) {
    if (error instanceof RuleViolation) {
      return { ok: false, errors: [error.message], status: error.status };
    }
    throw error;
  }
}

/** Wraps a write service so rule violations raised before its transaction are results too. */
export function guarded<A extends unknown[], T>(fn: (...args: A) => Promise<WriteResult<T>>) {
  return async (...args: A): Promise<WriteResult<T>> => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof RuleViolation) {
        return { ok: false, errors: [error.message], status: error.status };
      }
      throw error;
    }
  };
}

/** 404 when the viewer cannot read the item, 403 when they can but may not do this. */
export function requireAllowed(readable: boolean, allowed: boolean) {
  if (!readable) throw notFound();
  if (!allowed) throw forbidden();
}

export function stateChange(
  event: 'close' | 'reopen' | null | undefined,
  userId: number,
  now: Date,
): Partial<WorkItemRow> {
  if (event === 'close') return { state: 'closed', closedAt: now, closedById: userId };
  if (event === 'reopen') return { state: 'opened', closedAt: null, closedById: null };
  return {};
}

/** The standard bump of every update: lock version, updated time. */
export const bump = (now: Date) => ({
  lockVersion: sql`${workItems.lockVersion} + 1`,
  updatedAt: now,
});

export const DEFAULT_LABEL_COLOR = '#6699cc';

/**
 * Label ids from ids and titles usable in the namespace (its own labels and its ancestors').
 * Unknown titles are created in the namespace when `mayCreate` (GitLab's find-or-create);
 * unknown ids are ignored, as GitLab does.
 */
export async function resolveLabelIds(
  tx: Database,
  ns: NamespaceRow,
  by: { ids?: readonly number[] | null; titles?: readonly string[] | null },
  mayCreate: boolean,
): Promise<number[]> {
  const titles = [...new Set((by.titles ?? []).map((t) => t.trim()).filter(Boolean))];
  const found = await findUsableLabels(tx, ns.traversalIds, { ids: by.ids ?? [], titles });
  const ids = new Set(found.map((l) => l.id));
  const have = new Set(found.map((l) => l.title.toLowerCase()));
  const missing = titles.filter((t) => !have.has(t.toLowerCase()));
  if (missing.length && mayCreate) {
    for (const title of missing) {
      if (title.length > 255) throw new RuleViolation('Label title is too long', 400);
    }
    const created = await tx
      .insert(labels)
      .values(missing.map((title) => ({ namespaceId: ns.id, title, color: DEFAULT_LABEL_COLOR })))
      .onConflictDoNothing()
      .returning({ id: labels.id });
    for (const c of created) ids.add(c.id);
  }
  return [...ids];
}

export interface LabelChanges {
  addLabelIds?: readonly number[] | null;
  addLabels?: readonly string[] | null;
  removeLabelIds?: readonly number[] | null;
  removeLabels?: readonly string[] | null;
  /** Replace every label (REST `labels`, GraphQL `labelIds`). */
  labels?: readonly string[] | null;
  labelIds?: readonly number[] | null;
}

/** Applies label changes to an item; returns whether anything changed. */
export async function applyLabelChanges(
  tx: Database,
  ns: NamespaceRow,
  itemId: number,
  c: LabelChanges,
  mayCreate: boolean,
): Promise<boolean> {
  const before = new Set(await itemLabelIds(tx, itemId));
  if (c.labels != null || c.labelIds != null) {
    const ids = await resolveLabelIds(tx, ns, { ids: c.labelIds, titles: c.labels }, mayCreate);
    await replaceItemLabels(tx, itemId, ids);
  }
  const add = await resolveLabelIds(tx, ns, { ids: c.addLabelIds, titles: c.addLabels }, mayCreate);
  const remove = await resolveLabelIds(
    tx,
    ns,
    { ids: c.removeLabelIds, titles: c.removeLabels },
    false,
  );
  await addItemLabels(tx, itemId, add);
  await removeItemLabels(tx, itemId, remove);
  const after = new Set(await itemLabelIds(tx, itemId));
  return before.size !== after.size || [...after].some((id) => !before.has(id));
}

export async function setSubscription(
  tx: Database,
  userId: number,
  itemId: number,
  subscribed: boolean,
) {
  await tx
    .insert(subscriptions)
    .values({ userId, workItemId: itemId, subscribed })
    .onConflictDoUpdate({
      target: [subscriptions.userId, subscriptions.workItemId],
      set: { subscribed },
    });
}

export async function updateItem(tx: Database, id: number, patch: Record<string, unknown>) {
  const [row] = await tx.update(workItems).set(patch).where(eq(workItems.id, id)).returning();
  if (!row) throw notFound();
  return row;
}
