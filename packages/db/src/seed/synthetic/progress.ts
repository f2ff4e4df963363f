import type { DatabaseHandle } from '../../client.ts';
import { BatchWriter, type ColumnSpec } from '../batch-insert.ts';

const number = new Intl.NumberFormat('en-US');
export const formatCount = (n: number): string => number.format(Math.round(n));

/**
 * Progress lines (at most one per second per step, plus one when a step finishes) such as
 * `issues 240,000/500,000 (61,000 rows/s)`, and the running total of rows for the summary.
 */
export class Progress {
  totalRows = 0;
  private readonly started = performance.now();

  constructor(
    private readonly report: (line: string) => void,
    private readonly handle: DatabaseHandle,
    /** Prepended to every INSERT (see bulk-mode.ts). */
    private readonly statementPrefix = '',
  ) {}

  /**
   * A batch writer for one step; `total` is the expected number of rows. `sequential` keeps one
   * statement in flight, for tables whose rows reference earlier rows of the same table.
   */
  writer(
    label: string,
    table: string,
    columns: readonly ColumnSpec[],
    total: number,
    sequential = false,
  ): BatchWriter {
    const started = performance.now();
    let lastReport = started;
    let written = 0;
    const line = () => {
      const seconds = Math.max(0.001, (performance.now() - started) / 1000);
      return `${label} ${formatCount(written)}/${formatCount(total)} (${formatCount(written / seconds)} rows/s)`;
    };
    const pg = this.handle.kind === 'pg';
    const prefix = this.statementPrefix;
    return new BatchWriter((sql) => this.handle.exec(prefix + sql), table, columns, {
      batchSize: pg ? 5000 : 2000,
      // A second statement in flight lets PostgreSQL insert while the next batch is built.
      maxInFlight: pg && !sequential ? 2 : 1,
      onWritten: (rows) => {
        written += rows;
        this.totalRows += rows;
        const now = performance.now();
        if (written >= total || now - lastReport >= 1000) {
          lastReport = now;
          this.report(line());
        }
      },
    });
  }

  note(line: string): void {
    this.report(line);
  }

  get seconds(): number {
    return (performance.now() - this.started) / 1000;
  }
}
