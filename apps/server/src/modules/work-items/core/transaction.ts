import type { Database } from '@cairn/db';
import type { RequestContext } from '../../../lib/context.ts';

/**
 * Runs a write in one transaction: an error (an `AppError` refusal or any other) rolls back
 * everything the write did, its activity entries and live events included. On success the
 * request's loaders are cleared so the answer is read fresh.
 */
export async function inTransaction<T>(
  ctx: RequestContext,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const value = await ctx.db.transaction((tx) => work(tx));
  ctx.memo.clear();
  return value;
}
