import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  iterations,
  labels,
  milestones,
  namespaces,
  resourceIterationEvents,
  resourceLabelEvents,
  resourceMilestoneEvents,
  resourceStateEvents,
  resourceWeightEvents,
} from '@cairn/db';
import type { RequestContext } from '../../../lib/context.ts';
import type { HistoryTarget } from './item-access.ts';
import { readableNamespaceRefSql } from './visibility-sql.ts';

/** Which events: a page (oldest first, as GitLab lists them) or the one with this id. */
export type EventSlice = { limit: number; offset: number } | { id: number };

type EventTable =
  | typeof resourceLabelEvents
  | typeof resourceMilestoneEvents
  | typeof resourceIterationEvents
  | typeof resourceStateEvents
  | typeof resourceWeightEvents;

/** The item's events of one table, hiding those naming a namespace the viewer cannot read. */
async function whereOf(
  ctx: RequestContext,
  target: HistoryTarget,
  table: EventTable,
  slice: EventSlice,
  refNamespace?: AnyPgColumn,
): Promise<SQL | undefined> {
  const ref = refNamespace
    ? sql`(${refNamespace} IS NULL OR ${await readableNamespaceRefSql(ctx, target, refNamespace)})`
    : undefined;
  const one = 'id' in slice ? eq(table.id, slice.id) : undefined;
  return and(eq(table.workItemId, target.item.id), ref, one);
}

/** Runs the rows query (paged or single) and, for a page, the total. */
async function sliced<T>(
  slice: EventSlice,
  table: EventTable,
  rows: (order: SQL[], limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<{ total: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const order = [asc(table.createdAt), asc(table.id)];
  if ('id' in slice) {
    const found = await rows(order, 1, 0);
    return { rows: found, total: found.length };
  }
  const [list, [counted]] = await Promise.all([rows(order, slice.limit, slice.offset), count()]);
  return { rows: list, total: Number(counted?.total ?? 0) };
}

const total = sql<number>`count(*)::int`;

export async function labelEvents(ctx: RequestContext, target: HistoryTarget, slice: EventSlice) {
  const t = resourceLabelEvents;
  const where = await whereOf(ctx, target, t, slice, labels.namespaceId);
  const from = () =>
    ctx.db.select({ event: t, label: labels }).from(t).leftJoin(labels, eq(labels.id, t.labelId));
  return sliced(
    slice,
    t,
    (order, limit, offset) =>
      from()
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ total }).from(t).leftJoin(labels, eq(labels.id, t.labelId)).where(where),
  );
}

const milestoneNs = alias(namespaces, 'milestone_ns');

export async function milestoneEvents(
  ctx: RequestContext,
  target: HistoryTarget,
  slice: EventSlice,
) {
  const t = resourceMilestoneEvents;
  const where = await whereOf(ctx, target, t, slice, milestones.namespaceId);
  return sliced(
    slice,
    t,
    (order, limit, offset) =>
      ctx.db
        .select({
          event: t,
          milestone: milestones,
          nsKind: milestoneNs.kind,
          nsFullPath: milestoneNs.fullPath,
        })
        .from(t)
        .leftJoin(milestones, eq(milestones.id, t.milestoneId))
        .leftJoin(milestoneNs, eq(milestoneNs.id, milestones.namespaceId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () =>
      ctx.db
        .select({ total })
        .from(t)
        .leftJoin(milestones, eq(milestones.id, t.milestoneId))
        .where(where),
  );
}

const iterationNs = alias(namespaces, 'iteration_ns');

export async function iterationEvents(
  ctx: RequestContext,
  target: HistoryTarget,
  slice: EventSlice,
) {
  const t = resourceIterationEvents;
  const where = await whereOf(ctx, target, t, slice, iterations.groupId);
  return sliced(
    slice,
    t,
    (order, limit, offset) =>
      ctx.db
        .select({ event: t, iteration: iterations, groupFullPath: iterationNs.fullPath })
        .from(t)
        .leftJoin(iterations, eq(iterations.id, t.iterationId))
        .leftJoin(iterationNs, eq(iterationNs.id, iterations.groupId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () =>
      ctx.db
        .select({ total })
        .from(t)
        .leftJoin(iterations, eq(iterations.id, t.iterationId))
        .where(where),
  );
}

export async function stateEvents(ctx: RequestContext, target: HistoryTarget, slice: EventSlice) {
  const t = resourceStateEvents;
  const where = await whereOf(ctx, target, t, slice);
  return sliced(
    slice,
    t,
    (order, limit, offset) =>
      ctx.db
        .select({ event: t })
        .from(t)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ total }).from(t).where(where),
  );
}

export async function weightEvents(ctx: RequestContext, target: HistoryTarget, slice: EventSlice) {
  const t = resourceWeightEvents;
  const where = await whereOf(ctx, target, t, slice);
  return sliced(
    slice,
    t,
    (order, limit, offset) =>
      ctx.db
        .select({ event: t })
        .from(t)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ total }).from(t).where(where),
  );
}
