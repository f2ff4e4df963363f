import { sql } from 'drizzle-orm';
import type { Database } from '@cairn/db';

/**
 * Takes a transaction-scoped PostgreSQL advisory lock if no one holds it: the periodic jobs
 * (pruning, incident paging) run on one server of several at a time; the others skip a round.
 */
export async function tryTransactionLock(tx: Database, key: number): Promise<boolean> {
  const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as "got"`);
  return (lock as unknown as { rows: { got: boolean }[] }).rows[0]?.got === true;
}
