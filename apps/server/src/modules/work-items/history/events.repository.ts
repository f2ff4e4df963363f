import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { iterations, labels, milestones, namespaces } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import type { HistoryTarget } from './item-access.ts';
import { readableNamespaceRefSql } from './visibility-sql.ts';
import { EVENT_TABLES as T, type EventTable } from '../activity/event-tables.ts';

/** Which events: a page (oldest first, as GitLab lists them) or the one with this id. */
export type EventSlice = { limit: number; offset: number } | { id: number };

/** The row an event names and the column holding that row's namespace. */
interface EventRef {
  fk: AnyPgColumn;
  table: 'labels' | 'milestones' | 'iterations';
  namespaceColumn: 'namespace_id' | 'group_id';
}

/** The item's events of one table, hiding those naming a namespace the viewer cannot read. */
async function whereOf(
  ctx: RequestContext,
  target: HistoryTarget,
  table: EventTable,
  slice: EventSlice,
  ref?: EventRef,
): Promise<SQL | undefined> {
  let named: SQL | undefined;
  if (ref) {
    const readable = await readableNamespaceRefSql(
      ctx,
      target,
      sql.raw(`r.${ref.namespaceColumn}`),
    );
    named = sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(ref.table)} r WHERE r.id = ${ref.fk} AND NOT ${readable})`;
  }
  const one = 'id' in slice ? eq(table.id, slice.id) : undefined;
  return and(eq(table.workItemId, target.item.id), named, one);
}

const total = sql<number>`count(*)::int`;

/** One row of a reader below (an event with what it names), for the presenters. */
export type EventRowOf<R extends (...args: never[]) => Promise<{ rows: unknown[] }>> = Awaited<
  ReturnType<R>
>['rows'][number];

/** A page (with its total) or the one event, from the table's query with its joins. */
function eventReader<Q extends PgSelect>(
  table: EventTable,
  query: (ctx: RequestContext) => Q,
  ref?: EventRef,
) {
  return async (ctx: RequestContext, target: HistoryTarget, slice: EventSlice) => {
    const where = await whereOf(ctx, target, table, slice, ref);
    const rows = (limit: number, offset: number) =>
      query(ctx)
        .where(where)
        .orderBy(asc(table.createdAt), asc(table.id))
        .limit(limit)
        .offset(offset) as unknown as Promise<Awaited<Q>>;
    if ('id' in slice) {
      const found = await rows(1, 0);
      return { rows: found, total: found.length };
    }
    const [list, [counted]] = await Promise.all([
      rows(slice.limit, slice.offset),
      ctx.db
        .select({ total })
        .from(table as typeof T.state)
        .where(where),
    ]);
    return { rows: list, total: Number(counted?.total ?? 0) };
  };
}

export const labelEvents = eventReader(
  T.label,
  (ctx) =>
    ctx.db
      .select({ event: T.label, label: labels })
      .from(T.label)
      .leftJoin(labels, eq(labels.id, T.label.labelId))
      .$dynamic(),
  { fk: T.label.labelId, table: 'labels', namespaceColumn: 'namespace_id' },
);

/** The event tables naming a milestone or an iteration, and the table each names. */
type NamedTable = typeof milestones | typeof iterations;
type NamedEventTable = typeof T.milestone | typeof T.iteration;

/** One milestone or iteration event: the event, the row it names and that row's namespace. */
interface NamedRowEvent<E extends NamedEventTable, N extends NamedTable> {
  event: E['$inferSelect'];
  named: N['$inferSelect'] | null;
  nsKind: 'group' | 'project' | null;
  nsFullPath: string | null;
}

/**
 * The milestone and iteration readers: the event, the row it names (`fk`) and the namespace
 * owning that row (`nsId`). Drizzle cannot type a select over a union of tables, so the query
 * is written for the milestone tables and its rows typed by the caller's pair.
 */
function namedRowEvents<E extends NamedEventTable, N extends NamedTable>(
  table: E,
  named: N,
  nsId: AnyPgColumn,
  ref: EventRef,
) {
  const ns = alias(namespaces, `${ref.table}_ns`);
  const reader = eventReader(
    table,
    (ctx) =>
      ctx.db
        .select({
          event: table as typeof T.milestone,
          named: named as typeof milestones,
          nsKind: ns.kind,
          nsFullPath: ns.fullPath,
        })
        .from(table as typeof T.milestone)
        .leftJoin(named as typeof milestones, eq(named.id, ref.fk))
        .leftJoin(ns, eq(ns.id, nsId))
        .$dynamic(),
    ref,
  );
  return reader as unknown as (
    ...args: Parameters<typeof reader>
  ) => Promise<{ rows: NamedRowEvent<E, N>[]; total: number }>;
}

export const milestoneEvents = namedRowEvents(T.milestone, milestones, milestones.namespaceId, {
  fk: T.milestone.milestoneId,
  table: 'milestones',
  namespaceColumn: 'namespace_id',
});

export const iterationEvents = namedRowEvents(T.iteration, iterations, iterations.groupId, {
  fk: T.iteration.iterationId,
  table: 'iterations',
  namespaceColumn: 'group_id',
});

export const stateEvents = eventReader(T.state, (ctx) =>
  ctx.db.select({ event: T.state }).from(T.state).$dynamic(),
);

export const weightEvents = eventReader(T.weight, (ctx) =>
  ctx.db.select({ event: T.weight }).from(T.weight).$dynamic(),
);
