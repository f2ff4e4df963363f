import { eq, sql } from 'drizzle-orm';
import { signInAttempts, type Database } from '@cairn/db';
import { lockKey } from './rate-limit.ts';
import { secondsToWait, SIGN_IN_WINDOW_SECONDS, type FailureRecord } from './sign-in-backoff.ts';

export { SIGN_IN_LIMIT_MESSAGE, SIGN_IN_MAX_FAILURES } from './sign-in-backoff.ts';

export type Reservation = { attemptId: number } | { retryAfterSeconds: number };

interface FailureRow extends Record<string, unknown> {
  address_failures: number;
  address_idle: number | null;
  account_failures: number;
  account_idle: number | null;
}

/**
 * Failures from one address within the window: all of them (one address spraying many
 * accounts), and those on this account since its last success from there. Another address's
 * failures never count, so nobody can lock an account out from elsewhere.
 */
const failuresSql = (login: string, ip: string) => sql`
  with recent as (
    select lower(login) = lower(${login}) as mine, succeeded, created_at
    from ${signInAttempts}
    where ip = ${ip}
      and created_at > now() - make_interval(secs => ${SIGN_IN_WINDOW_SECONDS})
  ),
  since as (
    select coalesce(max(created_at), '-infinity'::timestamptz) as t from recent where mine and succeeded
  )
  select
    count(*) filter (where not succeeded)::int as address_failures,
    extract(epoch from now() - max(created_at) filter (where not succeeded))::float8 as address_idle,
    count(*) filter (where mine and not succeeded and created_at > (select t from since))::int
      as account_failures,
    extract(epoch from now() - max(created_at) filter (where mine and not succeeded))::float8
      as account_idle
  from recent`;

const record = (failures: number, idle: number | null): FailureRecord => ({
  failures,
  idleSeconds: idle === null ? null : Number(idle),
});

/**
 * Reserves one password check for (login, address), or says how long to wait. The count and
 * the reservation happen under one lock per address, in the database so every app server
 * shares it: N concurrent tries get at most the limit's number of checks. A reservation counts
 * as a failure until `settleSignInAttempt` records a success.
 */
export function reserveSignInAttempt(
  db: Database,
  login: string,
  ip: string,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await lockKey(tx, `cairn:sign-in:${ip}`);
    const result = await tx.execute<FailureRow>(failuresSql(login, ip));
    const row = (result as unknown as { rows: FailureRow[] }).rows[0];
    const wait = row
      ? Math.max(
          secondsToWait(record(row.address_failures, row.address_idle)),
          secondsToWait(record(row.account_failures, row.account_idle)),
        )
      : 0;
    if (wait > 0) return { retryAfterSeconds: wait };
    const [attempt] = await tx
      .insert(signInAttempts)
      .values({ login: login.slice(0, 255), ip, succeeded: false })
      .returning({ id: signInAttempts.id });
    if (!attempt) throw new Error('sign-in attempt insert returned no row');
    return { attemptId: attempt.id };
  });
}

/** A correct password clears this account's back-off from this address. */
export async function settleSignInAttempt(db: Database, attemptId: number, succeeded: boolean) {
  if (!succeeded) return;
  await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attemptId));
}
