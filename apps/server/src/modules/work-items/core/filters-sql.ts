import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { idListSql } from '#server/lib/id-list-sql.ts';

/** SQL predicates shared by the epic and issue lists (all on the outer `work_items` row). */

const isNone = (v: string) => v.toLowerCase() === 'none';
const isAny = (v: string) => v.toLowerCase() === 'any';

const labelsOf = sql`SELECT 1 FROM work_item_labels wl JOIN labels l ON l.id = wl.label_id WHERE wl.work_item_id = ${workItems.id}`;

/** Every label must match (case-insensitive titles); `None` = no labels, `Any` = some label. */
export function allLabelsSql(names: readonly string[]): SQL[] {
  return names.map((name) => {
    if (isNone(name)) return sql`NOT EXISTS (${labelsOf})`;
    if (isAny(name)) return sql`EXISTS (${labelsOf})`;
    return sql`EXISTS (${labelsOf} AND lower(l.title) = lower(${name}))`;
  });
}

/** At least one of the labels. */
export function anyLabelSql(names: readonly string[]): SQL {
  if (!names.length) return sql`false`;
  const lowered = sql.join(
    names.map((n) => sql`lower(${n})`),
    sql`, `,
  );
  return sql`EXISTS (${labelsOf} AND lower(l.title) IN (${lowered}))`;
}

/** None of the labels. */
export function noLabelSql(names: readonly string[]): SQL {
  return names.length ? sql`NOT ${anyLabelSql(names)}` : sql`true`;
}

export function authorUsernamesSql(usernames: readonly string[], negate = false): SQL {
  if (!usernames.length) return negate ? sql`true` : sql`false`;
  const lowered = sql.join(
    usernames.map((u) => sql`lower(${u})`),
    sql`, `,
  );
  const ids = sql`SELECT u.id FROM users u WHERE lower(u.username) IN (${lowered})`;
  return negate
    ? sql`${workItems.authorId} NOT IN (${ids})`
    : sql`${workItems.authorId} IN (${ids})`;
}

/** The viewer's own reactions: `None`, `Any` or an emoji name (anonymous viewers have none). */
export function reactionSql(ctx: RequestContext, name: string, negate = false): SQL {
  const userId = ctx.viewer.user?.state === 'active' ? ctx.viewer.user.id : null;
  const mine = sql`SELECT 1 FROM award_emoji ae WHERE ae.work_item_id = ${workItems.id} AND ae.note_id IS NULL AND ae.user_id = ${userId ?? -1}`;
  let exists: SQL;
  let want = !negate;
  if (isNone(name)) {
    exists = sql`EXISTS (${mine})`;
    want = negate;
  } else if (isAny(name)) exists = sql`EXISTS (${mine})`;
  else exists = sql`EXISTS (${mine} AND ae.name = ${name})`;
  return want ? exists : sql`NOT ${exists}`;
}

/**
 * Search terms (GitLab style: whitespace-separated, "quoted phrases" kept together); every
 * term must appear, case-insensitively, in one of the searched fields.
 */
export function searchSql(
  search: string,
  fields: readonly ('TITLE' | 'DESCRIPTION')[] | undefined,
): SQL | undefined {
  const terms = splitSearchTerms(search);
  if (!terms.length) return undefined;
  const inFields = fields?.length ? fields : (['TITLE', 'DESCRIPTION'] as const);
  return sql.join(
    terms.map((term) => {
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const parts = inFields.map((f) =>
        f === 'TITLE'
          ? sql`${workItems.title} ILIKE ${pattern}`
          : sql`${workItems.description} ILIKE ${pattern}`,
      );
      return sql`(${sql.join(parts, sql` OR `)})`;
    }),
    sql` AND `,
  );
}

export function splitSearchTerms(search: string): string[] {
  const terms: string[] = [];
  const re = /"([^"]*)"|(\S+)/g;
  for (const m of search.matchAll(re)) {
    const term = (m[1] ?? m[2] ?? '').trim();
    if (term) terms.push(term);
  }
  return [...new Set(terms)].slice(0, 20);
}

export function timeRangeSql(
  column: AnyPgColumn,
  after: Date | undefined,
  before: Date | undefined,
): SQL[] {
  const out: SQL[] = [];
  if (after) out.push(sql`${column} >= ${after.toISOString()}::timestamptz`);
  if (before) out.push(sql`${column} <= ${before.toISOString()}::timestamptz`);
  return out;
}

/**
 * Closed range overlap with the effective dates: no start = started before any range, no
 * end = ends after any range, neither date = matches no timeframe.
 *
 * `coalesce(start, '-infinity') <= end` is `start IS NULL OR start <= end`, and
 * `coalesce(due, 'infinity') >= start` is `due IS NULL OR due >= start`, written as the sort
 * keys of START_DATE_DESC and END_DATE_ASC (keyset.ts) so those pages seek straight to the
 * range in their epic index instead of skipping every epic outside it.
 */
export function timeframeSql(t: { start: string; end: string }): SQL {
  const s = workItems.startDate;
  const d = workItems.dueDate;
  return sql`((${s} IS NOT NULL OR ${d} IS NOT NULL) AND coalesce(${s}, '-infinity'::date) <= ${t.end}::date AND coalesce(${d}, 'infinity'::date) >= ${t.start}::date)`;
}

/** The filters epic and issue lists share (GitLab names them alike on both). */
export interface SharedFilters {
  state: string;
  iid?: number;
  iids?: readonly number[];
  labelName?: readonly string[];
  authorUsername?: string;
  authorId?: number;
  myReactionEmoji?: string;
  confidential?: boolean;
  search?: string;
  in?: readonly ('TITLE' | 'DESCRIPTION')[];
  createdAfter?: Date;
  createdBefore?: Date;
  updatedAfter?: Date;
  updatedBefore?: Date;
  not?: { authorUsername?: string; labelName?: readonly string[]; myReactionEmoji?: string };
}

/** The conditions of the shared filters, for an epic or issue list's WHERE clause. */
export function sharedFiltersSql(ctx: RequestContext, f: SharedFilters): (SQL | undefined)[] {
  const c: (SQL | undefined)[] = [];
  if (f.state !== 'all') c.push(eq(workItems.state, f.state as 'opened' | 'closed'));
  if (f.iid !== undefined) c.push(eq(workItems.iid, f.iid));
  if (f.iids) c.push(idListSql(workItems.iid, f.iids));
  if (f.labelName?.length) c.push(...allLabelsSql(f.labelName));
  if (f.authorUsername) c.push(authorUsernamesSql([f.authorUsername]));
  if (f.authorId !== undefined) c.push(eq(workItems.authorId, f.authorId));
  if (f.myReactionEmoji) c.push(reactionSql(ctx, f.myReactionEmoji));
  if (f.confidential !== undefined) c.push(eq(workItems.confidential, f.confidential));
  if (f.search) c.push(searchSql(f.search, f.in));
  const n = f.not;
  if (n?.authorUsername) c.push(authorUsernamesSql([n.authorUsername], true));
  if (n?.labelName?.length) c.push(noLabelSql(n.labelName));
  if (n?.myReactionEmoji) c.push(reactionSql(ctx, n.myReactionEmoji, true));
  c.push(...timeRangeSql(workItems.createdAt, f.createdAfter, f.createdBefore));
  c.push(...timeRangeSql(workItems.updatedAt, f.updatedAfter, f.updatedBefore));
  return c;
}
