import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { KEYED_STATEMENT } from '@cairn/db';

/**
 * `column` is one of the ids: one array parameter whatever the count. Cheaper than Drizzle's
 * `inArray` (a parameter per id) to build, send and plan, and one statement text for every
 * count. PostgreSQL plans `= ANY(array)` exactly as `IN (list)`. No ids: `false`, as `inArray`
 * of none.
 */
export function idListSql(column: SQL | AnyPgColumn, values: readonly number[]): SQL {
  if (!values.length) return sql`false`;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new Error(`not an id: ${String(v)}`);
  }
  return sql`${column} = ANY(${`{${values.join(',')}}`}::int[])`;
}

/**
 * Marks the statement this condition goes into as keyed (packages/db named-statements.ts): it
 * reads rows by key, so its plan does not depend on the values and PostgreSQL may keep one.
 * Only for statements whose rows are chosen by key; never in a list's filters, whose best plan
 * depends on the values.
 */
export const keyed = (condition: SQL): SQL => sql`${condition} ${sql.raw(KEYED_STATEMENT)}`;

/** The rows whose `column` is one of the ids, in a keyed statement. */
export const byKeys = (column: SQL | AnyPgColumn, values: readonly number[]): SQL =>
  keyed(idListSql(column, values));
