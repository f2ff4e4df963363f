import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column` is one of the ids: one array parameter whatever the count. Cheaper than Drizzle's
 * `inArray` (a parameter per id) to build, send and plan, and one statement text for every
 * count, so a named statement is parsed once per connection instead of once per list length.
 * PostgreSQL plans `= ANY(array)` exactly as `IN (list)`. No ids: `false`, as `inArray` of none.
 */
export function idListSql(column: SQL | AnyPgColumn, values: readonly number[]): SQL {
  if (!values.length) return sql`false`;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new Error(`not an id: ${String(v)}`);
  }
  return sql`${column} = ANY(${`{${values.join(',')}}`}::int[])`;
}
