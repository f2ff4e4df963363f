import { and, eq, gt, sql } from 'drizzle-orm';
import { sessions, users, type Database } from '@cairn/db';
import { randomToken, sha256 } from '../lib/crypto.ts';
import type { ViewerUser } from './viewer.ts';
import { membershipMap, membershipsColumn } from './viewer-facts.ts';

export const SESSION_COOKIE = '_cairn_session';
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

export async function createSession(
  db: Database,
  userId: number,
  meta: { userAgent?: string; ip?: string },
) {
  const token = randomToken(40);
  const csrfToken = randomToken(40);
  await db.insert(sessions).values({
    tokenDigest: sha256(token),
    userId,
    csrfToken,
    userAgent: meta.userAgent?.slice(0, 500),
    ip: meta.ip,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, csrfToken };
}

export async function findSession(
  db: Database,
  token: string,
): Promise<{
  user: ViewerUser;
  csrfToken: string;
  memberships: ReadonlyMap<number, number>;
} | null> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      isAdmin: users.isAdmin,
      state: users.state,
      csrfToken: sessions.csrfToken,
      memberships: membershipsColumn,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenDigest, sha256(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  const row = rows[0];
  // Blocking or banning an account ends its sessions: they read as signed out.
  if (!row || row.state !== 'active') return null;
  const { csrfToken, memberships, ...user } = row;
  return { user, csrfToken, memberships: membershipMap(memberships) };
}

export async function destroySession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenDigest, sha256(token)));
}
