import type { Database } from '@cairn/db';
import { clearItemReads, type RequestContext } from './context.ts';

/**
 * Runs a write in one transaction: an error (an `AppError` refusal or any other) rolls back
 * everything the write did, its activity entries and live events included. On success the
 * request's loaders are cleared so the answer is read fresh (but for namespaces and banned
 * users, which no such write changes: lib/context.ts `clearItemReads`).
 */
export async function inTransaction<T>(
  ctx: RequestContext,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  ctx.memo.delete(AFTER_COMMIT);
  let value: T;
  try {
    value = await ctx.db.transaction((tx) => work(tx));
  } catch (error) {
    // Jobs of a rolled-back write are dropped with it.
    ctx.memo.delete(AFTER_COMMIT);
    throw error;
  }
  const jobs = (ctx.memo.get(AFTER_COMMIT) as (() => Promise<void>)[] | undefined) ?? [];
  clearItemReads(ctx);
  // Never blocks the answer: the jobs run after it, and report their own failures.
  for (const job of jobs) setImmediate(() => void job());
  return value;
}

const AFTER_COMMIT = 'afterCommit';

/**
 * Work to do once the current write's transaction has committed (e-mail): never inside the
 * transaction, never awaited by the request; dropped when the write rolls back. `job` must catch
 * and log its own errors.
 */
export function afterCommit(ctx: RequestContext, job: () => Promise<void>) {
  const jobs = (ctx.memo.get(AFTER_COMMIT) as (() => Promise<void>)[] | undefined) ?? [];
  jobs.push(job);
  ctx.memo.set(AFTER_COMMIT, jobs);
}
