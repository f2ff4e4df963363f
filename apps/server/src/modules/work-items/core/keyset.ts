import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { workItems } from '@cairn/db';
import { badRequest } from '#server/lib/errors.ts';
import type { EpicSort } from './work-items.schema.ts';

/**
 * Keyset paging over work items. Every order is (sort key, id) in one direction, so ties are
 * broken by id; items without the sort key (undated epics) come last in both directions.
 *
 * Title order is `lower(title COLLATE "C") COLLATE "C"`: byte order of the ASCII-lower-cased
 * title. Under the "C" collation lower() folds ASCII letters only and compares bytes, which is
 * identical on PostgreSQL 15 and on PGlite (18) whatever their default collations are.
 */
export interface SortSpec {
  /** Name stored in cursors: a cursor only pages the order it was made for. */
  name: string;
  key: SQL;
  /** The key as exact text (timestamps to the microsecond), stored in the cursor. */
  keyText: SQL;
  /** Cursor text back to a value comparable with `key`. */
  fromText: (value: string) => SQL;
  /** What a valid cursor key looks like (so a forged cursor never reaches a SQL cast). */
  pattern: RegExp;
  desc: boolean;
  nullable: boolean;
  /**
   * For nullable keys that are made total: the key value a missing one maps to, past every real
   * value in the sort direction. `key` then has no NULLs, so `ORDER BY key, id` and the row
   * comparison `(key, id) > (k, i)` match an expression index on `(key, id)` exactly.
   */
  nullKey?: SQL | undefined;
}

type KeyParts = Omit<SortSpec, 'name' | 'desc'>;

const DATE_TEXT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME_TEXT =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}$/;

const timeKey = (col: AnyPgColumn) => ({
  key: sql`${col}`,
  keyText: sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
  fromText: (v: string) => sql`(${v}::timestamp AT TIME ZONE 'UTC')`,
  pattern: TIME_TEXT,
  nullable: false,
});

/**
 * Undated rows last in both directions: a missing date counts as `infinity` ascending and
 * `-infinity` descending (neither can be stored: every date input is a YYYY-MM-DD day). The
 * epic indexes of migration 0001 are on exactly these expressions.
 */
const dateKey =
  (col: AnyPgColumn) =>
  (desc: boolean): KeyParts => {
    const nullKey = sql.raw(desc ? `'-infinity'::date` : `'infinity'::date`);
    return {
      key: sql`coalesce(${col}, ${nullKey})`,
      keyText: sql`to_char(${col}, 'YYYY-MM-DD')`,
      fromText: (v: string) => sql`${v}::date`,
      pattern: DATE_TEXT,
      nullable: true,
      nullKey,
    };
  };

const TITLE = sql`(lower(${workItems.title} COLLATE "C") COLLATE "C")`;
const titleKey = {
  key: TITLE,
  keyText: TITLE,
  fromText: (v: string) => sql`(${v}::text COLLATE "C")`,
  pattern: /^[\s\S]{0,255}$/,
  nullable: false,
};

const POSITION = sql`(SELECT pl.relative_position FROM work_item_parent_links pl WHERE pl.child_id = ${workItems.id})`;
const positionKey = {
  key: POSITION,
  keyText: sql`${POSITION}::text`,
  fromText: (v: string) => sql`${v}::int`,
  pattern: /^-?\d{1,10}$/,
  nullable: true,
};

const fixed = (parts: KeyParts) => () => parts;
/** The key of each sort field, by direction. */
const KEYS: Record<string, (desc: boolean) => KeyParts> = {
  CREATED_AT: fixed(timeKey(workItems.createdAt)),
  UPDATED_AT: fixed(timeKey(workItems.updatedAt)),
  START_DATE: dateKey(workItems.startDate),
  END_DATE: dateKey(workItems.dueDate),
  DUE_DATE: dateKey(workItems.dueDate),
  TITLE: fixed(titleKey),
  RELATIVE_POSITION: fixed(positionKey),
  WEIGHT: fixed({
    key: sql`${workItems.weight}`,
    keyText: sql`${workItems.weight}::text`,
    fromText: (v) => sql`${v}::int`,
    pattern: /^-?\d{1,10}$/,
    nullable: true,
  }),
};

/** Internal orders besides GitLab's EpicSort: tree position (children, epic issues), weight. */
export type SortName =
  EpicSort | `${'RELATIVE_POSITION' | 'DUE_DATE' | 'WEIGHT'}_${'ASC' | 'DESC'}`;

export function sortSpec(name: SortName): SortSpec {
  const desc = name.endsWith('_DESC');
  const base = name.slice(0, name.lastIndexOf('_'));
  const parts = KEYS[base]?.(desc);
  if (!parts) throw badRequest(`sort is invalid`, 'sort');
  return { ...parts, name, desc };
}

interface Cursor {
  k: string | null;
  i: number;
}

export function encodeCursor(spec: SortSpec, key: string | null, id: number): string {
  return Buffer.from(JSON.stringify({ s: spec.name, k: key, i: id })).toString('base64url');
}

export function decodeCursor(spec: SortSpec, cursor: string, field: string): Cursor {
  const invalid = () => badRequest(`Please provide a valid cursor (${field})`, field);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalid();
  const { s, k, i } = parsed as { s?: unknown; k?: unknown; i?: unknown };
  if (s !== spec.name || typeof i !== 'number' || !Number.isSafeInteger(i) || i < 1) {
    throw invalid();
  }
  if (k === null) {
    if (!spec.nullable) throw invalid();
    return { k: null, i };
  }
  if (typeof k !== 'string' || !spec.pattern.test(k)) throw invalid();
  return { k, i };
}

/** ORDER BY terms; `reverse` for backward paging (results are reversed afterwards). */
export function orderBy(spec: SortSpec, reverse: boolean): SQL[] {
  const desc = spec.desc !== reverse;
  const dir = sql.raw(desc ? 'DESC' : 'ASC');
  const terms = [sql`${spec.key} ${dir}`, sql`${workItems.id} ${dir}`];
  if (spec.nullable && !spec.nullKey)
    terms.unshift(sql`(${spec.key} IS NULL) ${sql.raw(reverse ? 'DESC' : 'ASC')}`);
  return terms;
}

/** Rows strictly after (`forward`) or strictly before (`!forward`) the cursor in the order. */
export function keysetPredicate(spec: SortSpec, cursor: Cursor, forward: boolean): SQL {
  const op = sql.raw(spec.desc === forward ? '<' : '>');
  const id = workItems.id;
  if (spec.nullKey) {
    const key = cursor.k === null ? spec.nullKey : spec.fromText(cursor.k);
    return sql`((${spec.key}, ${id}) ${op} (${key}, ${cursor.i}))`;
  }
  if (cursor.k === null) {
    return forward
      ? sql`(${spec.key} IS NULL AND ${id} ${op} ${cursor.i})`
      : sql`(${spec.key} IS NOT NULL OR ${id} ${op} ${cursor.i})`;
  }
  const row = sql`((${spec.key}, ${id}) ${op} (${spec.fromText(cursor.k)}, ${cursor.i}))`;
  if (!spec.nullable) return row;
  return forward ? sql`(${spec.key} IS NULL OR ${row})` : sql`(${spec.key} IS NOT NULL AND ${row})`;
}
