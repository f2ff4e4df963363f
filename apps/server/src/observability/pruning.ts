import { sql } from 'drizzle-orm';
import type { Database } from '@cairn/db';
import { tryTransactionLock } from '../lib/advisory-lock.ts';
import type { Logger } from './logger.ts';

/** Tokens stay listed (as expired or revoked) this long before they are deleted. */
export const TOKEN_GRACE_DAYS = 30;
/** Sign-in attempts are counted over 10 minutes; a day is kept for investigating abuse. */
export const SIGN_IN_ATTEMPT_RETENTION_HOURS = 24;
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
export const PRUNE_FIRST_DELAY_MS = 60 * 1000;
/** pg_try_advisory_xact_lock key: one server of several prunes at a time ("cairn-prune"). */
const PRUNE_LOCK_KEY = 0x636e7072;

export interface PruneResult {
  /** False when another server held the lock and this one did nothing. */
  ran: boolean;
  sessions: number;
  tokens: number;
  signInAttempts: number;
  rateLimitEvents: number;
}

const affected = (result: unknown) =>
  Number(
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0,
  );

/**
 * Deletes expired sessions, tokens expired or revoked more than TOKEN_GRACE_DAYS ago (revoked
 * tokens have no revocation date: their last use, or creation, stands for it) and old sign-in
 * attempts, in one transaction under an advisory lock so several app servers do not repeat it.
 */
export async function pruneExpired(db: Database): Promise<PruneResult> {
  return db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, PRUNE_LOCK_KEY)))
      return { ran: false, sessions: 0, tokens: 0, signInAttempts: 0, rateLimitEvents: 0 };
    const sessions = await tx.execute(sql`delete from sessions where expires_at < now()`);
    const tokens = await tx.execute(sql`
      delete from personal_access_tokens
      where expires_at <= (now() at time zone 'utc')::date - ${TOKEN_GRACE_DAYS}::int
         or (revoked and coalesce(last_used_at, created_at) < now() - make_interval(days => ${TOKEN_GRACE_DAYS}))`);
    const attempts = await tx.execute(sql`
      delete from sign_in_attempts
      where created_at < now() - make_interval(hours => ${SIGN_IN_ATTEMPT_RETENTION_HOURS})`);
    // Rate limits count an hour at most (auth/rate-limit.ts); a day is kept, as for sign-ins.
    const rated = await tx.execute(sql`
      delete from rate_limit_events
      where created_at < now() - make_interval(hours => ${SIGN_IN_ATTEMPT_RETENTION_HOURS})`);
    return {
      ran: true,
      sessions: affected(sessions),
      tokens: affected(tokens),
      signInAttempts: affected(attempts),
      rateLimitEvents: affected(rated),
    };
  });
}

/** Prunes shortly after start, then hourly; the timers never keep the process alive. */
export function schedulePruning(
  db: Database,
  log: Logger,
  timing = { firstDelayMs: PRUNE_FIRST_DELAY_MS, intervalMs: PRUNE_INTERVAL_MS },
): () => void {
  let timer: NodeJS.Timeout;
  let stopped = false;
  const run = async () => {
    try {
      const result = await pruneExpired(db);
      if (result.ran)
        log.info({ pruned: result }, 'Pruned expired sessions, tokens and sign-in attempts');
    } catch (err) {
      log.error({ err }, 'Pruning failed');
    }
    if (!stopped) timer = setTimeout(run, timing.intervalMs).unref();
  };
  timer = setTimeout(run, timing.firstDelayMs).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
