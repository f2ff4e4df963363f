import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { lit } from './sql.ts';

/** `startDateFixed` -> `start_date_fixed` (the schema uses Drizzle's snake_case casing). */
function columnName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** A JS value as a SQL literal; the column's type coerces the untyped literal on insert. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot insert number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return lit.bool(value);
  if (typeof value === 'string') return lit.text(value);
  if (value instanceof Date) return lit.text(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map((v: unknown) =>
      typeof v === 'number' ? String(v) : `"${String(v).replace(/["\\]/g, '\\$&')}"`,
    );
    return lit.text(`{${items.join(',')}}`);
  }
  throw new Error(`Cannot insert value of type ${typeof value}`);
}

/**
 * Typed multi-row INSERTs rendered as literal SQL: bound-parameter inserts of hundreds of wide
 * rows are about ten times slower on PGlite. Keys missing from a row (or undefined) get the column's DEFAULT.
 */
export async function insertChunked<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
  chunkSize = 1000,
): Promise<void> {
  if (rows.length === 0) return;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = `INSERT INTO "${getTableName(table)}" (${keys.map((k) => `"${columnName(k)}"`).join(', ')})`;
  for (let i = 0; i < rows.length; i += chunkSize) {
    const tuples = rows.slice(i, i + chunkSize).map((row) => {
      const record = row as Record<string, unknown>;
      const values = keys.map((k) => (record[k] === undefined ? 'DEFAULT' : sqlLiteral(record[k])));
      return `(${values.join(',')})`;
    });
    await db.execute(sql.raw(`${head} VALUES ${tuples.join(',')}`));
  }
}

export interface BatchWriterOptions {
  /** Rows per INSERT statement. */
  batchSize: number;
  /** Statements allowed in flight at once (more than 1 only helps with a connection pool). */
  maxInFlight: number;
  /** Called after each statement completes with the number of rows it wrote. */
  onWritten?: (rows: number) => void;
}

/** One value of a row: NULL, a number, a boolean, or text in the column type's input format. */
export type Cell = string | number | boolean | null;

/** `[column, type]`, e.g. `['id', 'int']`, `['state', 'work_item_state']`, `['path', 'int[]']`. */
export type ColumnSpec = readonly [name: string, type: string];

const NEEDS_ESCAPE = /["\\']/;

/** A cell as an element of a PostgreSQL array literal, already escaped for a SQL string. */
function arrayElement(cell: Cell): string {
  if (cell === null) return 'NULL';
  if (typeof cell !== 'string') return String(cell);
  if (!NEEDS_ESCAPE.test(cell)) return `"${cell}"`;
  return `"${cell.replace(/["\\]/g, '\\$&').replace(/'/g, "''")}"`;
}

/**
 * Bulk INSERTs of `batchSize` rows as `INSERT … SELECT … FROM unnest('{…}'::type[], …)`: one
 * array literal per column. PostgreSQL parses an array literal about three times faster than
 * the same rows as a multi-row VALUES list, and no bind parameters are involved. Columns of an
 * array type travel as text and are cast back. Up to `maxInFlight` statements run while the
 * caller builds the next batch.
 *
 * Usage: `if (writer.add(row)) await writer.drain();` … `await writer.finish();`
 */
export class BatchWriter {
  private cells: string[][];
  private rows = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown = null;
  private readonly head: string;
  private readonly tail: string;
  private readonly casts: string[];

  constructor(
    private readonly exec: (sql: string) => Promise<void>,
    table: string,
    columns: readonly ColumnSpec[],
    private readonly options: BatchWriterOptions,
  ) {
    const names = columns.map(([name]) => name);
    const select = columns.map(([name, type]) =>
      type.endsWith('[]') ? `u.${name}::${type}` : `u.${name}`,
    );
    this.head = `INSERT INTO ${table} (${names.join(', ')}) SELECT ${select.join(', ')} FROM unnest(`;
    this.casts = columns.map(([, type]) => `::${type.endsWith('[]') ? 'text' : type}[]`);
    this.cells = columns.map(() => []);
    this.tail = `) AS u(${names.join(', ')})`;
  }

  /** Buffers one row (cells in column order); true when a batch is ready to `drain()`. */
  add(row: readonly Cell[]): boolean {
    if (row.length !== this.cells.length) {
      throw new Error(`Expected ${this.cells.length} cells, got ${row.length}`);
    }
    for (let c = 0; c < row.length; c++) this.cells[c]!.push(arrayElement(row[c]!));
    this.rows++;
    return this.rows >= this.options.batchSize;
  }

  /** Sends the buffered rows, waiting first while too many statements are in flight. */
  async drain(): Promise<void> {
    this.throwIfFailed();
    if (this.rows === 0) return;
    while (this.inFlight.size >= this.options.maxInFlight) {
      await Promise.race(this.inFlight);
      this.throwIfFailed();
    }
    const rows = this.rows;
    const arrays = this.cells.map((cells, c) => `'{${cells.join(',')}}'${this.casts[c]!}`);
    this.cells = this.cells.map(() => []);
    this.rows = 0;
    const pending: Promise<void> = this.exec(`${this.head}${arrays.join(', ')}${this.tail}`).then(
      () => {
        this.inFlight.delete(pending);
        this.options.onWritten?.(rows);
      },
      (error: unknown) => {
        this.inFlight.delete(pending);
        this.failure ??= error;
      },
    );
    this.inFlight.add(pending);
  }

  /** Sends what is left and waits for every statement. */
  async finish(): Promise<void> {
    await this.drain();
    while (this.inFlight.size > 0) await Promise.race(this.inFlight);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure !== null) throw this.failure;
  }
}
