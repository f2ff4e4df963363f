import { and, eq, gt, sql } from 'drizzle-orm';
import { sessions, users, type Database } from '@cairn/db';
import { randomToken, sha256 } from '../lib/crypto.ts';
import type { ViewerUser } from './viewer.ts';
import {
  namedNamespace,
  namedNamespaceOn,
  viewerFactColumns,
  viewerFacts,
  type ViewerFacts,
} from './viewer-facts.ts';
import { keyed } from '../lib/id-list-sql.ts';

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
  /** The namespace the request names (auth/request-namespace.ts), read in the same statement. */
  namespacePath: string | null = null,
): Promise<{ user: ViewerUser; csrfToken: string; facts: ViewerFacts } | null> {
  const rows = await db
    .select({
      user: {
        id: users.id,
        username: users.username,
        name: users.name,
        isAdmin: users.isAdmin,
        state: users.state,
      },
      csrfToken: sessions.csrfToken,
      ...viewerFactColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(namedNamespace, namedNamespaceOn(namespacePath))
    .where(and(keyed(eq(sessions.tokenDigest, sha256(token))), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  const row = rows[0];
  // Blocking or banning an account ends its sessions: they read as signed out.
  if (!row || row.user.state !== 'active') return null;
  return { user: row.user, csrfToken: row.csrfToken, facts: viewerFacts(row, namespacePath) };
}

export async function destroySession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenDigest, sha256(token)));
}
