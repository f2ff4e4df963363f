import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import { signInAttempts, type Database } from '@cairn/db';

export const SIGN_IN_WINDOW_MINUTES = 10;
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_LIMIT_MESSAGE =
  'Too many failed sign-in attempts. Please wait 10 minutes and try again.';

/** Failures are counted in the database so every app server sees the same limit. */
export async function signInLimited(db: Database, login: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.createdAt, sql`now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`),
        or(eq(signInAttempts.ip, ip), sql`lower(${signInAttempts.login}) = lower(${login})`),
      ),
    );
  return (rows[0]?.n ?? 0) >= SIGN_IN_MAX_FAILURES;
}

export async function recordSignInAttempt(
  db: Database,
  login: string,
  ip: string,
  succeeded: boolean,
) {
  await db.insert(signInAttempts).values({ login: login.slice(0, 255), ip, succeeded });
}
