import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { rateLimitEvents, type Database } from '@cairn/db';
import type { RequestContext } from '../lib/context.ts';
import { TooManyRequests } from '../lib/errors.ts';
import type { Queryable } from '../lib/queryable.ts';
import type { Env } from '../env.ts';
import { secondsUntilAllowed, type WindowRule } from './rate-limit-window.ts';

/**
 * Per-user application rate limits (GitLab's `notes_create_limit`, and uploads), stored as sign-in
 * throttling stores its attempts: one row per action in the database, counted over a sliding
 * window under a PostgreSQL advisory lock per key, so every app server shares the count and N
 * concurrent requests get at most the limit. The limits come from the environment (README,
 * docs/operations.md); 0 turns one off. — modules/notes/notes-rate-limit.integration-test.ts,
 * modules/uploads/uploads-rate-limit.integration-test.ts
 */

export interface RateLimit {
  /** The key's prefix, `<name>:<user id>`. */
  readonly name: string;
  readonly rules: readonly WindowRule[];
}

const MIB = 1024 * 1024;

/** GitLab's notes_create_limit: comments a user creates per minute (default 300). */
export const notesCreateLimit = (env: Pick<Env, 'CAIRN_NOTES_CREATE_LIMIT'>): RateLimit => ({
  name: 'notes_create',
  rules: [{ windowSeconds: 60, max: env.CAIRN_NOTES_CREATE_LIMIT, measure: 'count' }],
});

/** Files a user uploads per minute, and megabytes per hour. */
export const uploadsLimit = (
  env: Pick<Env, 'CAIRN_UPLOADS_LIMIT' | 'CAIRN_UPLOADS_MB_PER_HOUR'>,
): RateLimit => ({
  name: 'uploads',
  rules: [
    { windowSeconds: 60, max: env.CAIRN_UPLOADS_LIMIT, measure: 'count' },
    { windowSeconds: 3600, max: env.CAIRN_UPLOADS_MB_PER_HOUR * MIB, measure: 'amount' },
  ],
});

/** Serialises the transaction with every other one holding the same key, on any app server. */
export async function lockKey(tx: Queryable, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

const longestWindow = (limit: RateLimit) => Math.max(...limit.rules.map((r) => r.windowSeconds));

async function pastActions(db: Queryable, limit: RateLimit, key: string, now: Date) {
  const since = new Date(now.getTime() - longestWindow(limit) * 1000);
  const rows = await db
    .select({ createdAt: rateLimitEvents.createdAt, amount: rateLimitEvents.amount })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)))
    .orderBy(asc(rateLimitEvents.createdAt));
  return rows.map((r) => ({
    ageSeconds: (now.getTime() - r.createdAt.getTime()) / 1000,
    amount: Number(r.amount),
  }));
}

const isOff = (limit: RateLimit) => limit.rules.every((r) => r.max <= 0);

/**
 * Records one action weighing `amount` for `userId` when it fits the limit, and answers 0; else
 * records nothing and answers the seconds to wait.
 */
export async function reserveRateLimited(
  db: Database,
  limit: RateLimit,
  userId: number,
  amount: number,
  now: Date,
): Promise<number> {
  if (isOff(limit)) return 0;
  const key = `${limit.name}:${userId}`;
  return db.transaction(async (tx) => {
    await lockKey(tx, `cairn:rate:${key}`);
    const wait = secondsUntilAllowed(await pastActions(tx, limit, key, now), limit.rules, amount);
    if (wait === 0) await tx.insert(rateLimitEvents).values({ key, amount, createdAt: now });
    return wait;
  });
}

/** Takes one action of the viewer's allowance, or throws `TooManyRequests` (429). */
export async function takeRateLimit(ctx: RequestContext, limit: RateLimit, amount = 0) {
  const user = ctx.viewer.user;
  if (!user) return;
  const wait = await reserveRateLimited(ctx.db, limit, user.id, amount, ctx.clock.now());
  if (wait > 0) throw new TooManyRequests(wait);
}

/**
 * Refuses early, before a request body is read, when even the smallest action would not fit
 * (no lock, nothing recorded: `takeRateLimit` decides once the size is known).
 */
export async function checkRateLimit(ctx: RequestContext, limit: RateLimit) {
  const user = ctx.viewer.user;
  if (!user || isOff(limit)) return;
  const now = ctx.clock.now();
  const past = await pastActions(ctx.db, limit, `${limit.name}:${user.id}`, now);
  const wait = secondsUntilAllowed(past, limit.rules, 1);
  if (wait > 0) throw new TooManyRequests(wait);
}
