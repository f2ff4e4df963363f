import { and, eq, sql } from 'drizzle-orm';
import { personalAccessTokens, users, type Database } from '@cairn/db';
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

export const TOKEN_PREFIX = 'glpat-';
export const TOKEN_PATTERN = /^glpat-[0-9A-Za-z_-]{20}$/;
export const TOKEN_SCOPES = ['api', 'read_api'] as const;

/**
 * The UTC calendar date of `now`. GitLab expires a token at 00:00 UTC of its `expires_at`
 * date, so a token is expired once this date reaches it: it fails on its expiry date. Every
 * comparison (authentication, the listing's `active`, its state filter) uses this one rule.
 * — auth/token-expiry.integration-test.ts
 */
export const tokenExpiryDay = (now: Date) => now.toISOString().slice(0, 10);

export const tokenExpired = (expiresAt: string | null, expiryDay: string) =>
  expiresAt !== null && expiresAt <= expiryDay;

/** SQL twin of `!tokenExpired`: the token has no expiry date or a later one. */
export const tokenUnexpiredSql = (expiryDay: string) =>
  sql`(${personalAccessTokens.expiresAt} is null or ${personalAccessTokens.expiresAt} > ${expiryDay})`;

export interface NewToken {
  userId: number;
  name: string;
  scopes: string[];
  expiresAt?: string | null;
  description?: string | null;
  impersonation?: boolean;
}

/** Stores a new token's digest; the token itself is returned once and never stored. */
export async function issueToken(db: Database, input: NewToken) {
  const token = TOKEN_PREFIX + randomToken(20);
  const [row] = await db
    .insert(personalAccessTokens)
    .values({
      userId: input.userId,
      name: input.name,
      description: input.description ?? null,
      tokenDigest: sha256(token),
      scopes: input.scopes,
      impersonation: input.impersonation ?? false,
      expiresAt: input.expiresAt ?? null,
    })
    .returning();
  if (!row) throw new Error('token insert returned no row');
  return { token, row };
}

export async function createPersonalAccessToken(db: Database, input: NewToken) {
  return (await issueToken(db, input)).token;
}

export async function findTokenUser(
  db: Database,
  token: string,
  /** `tokenExpiryDay(now)`: the UTC date from which a token counts as expired. */
  expiryDay: string,
  /** The namespace the request names (auth/request-namespace.ts), read in the same statement. */
  namespacePath: string | null = null,
): Promise<{ user: ViewerUser; scopes: string[]; facts: ViewerFacts } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const rows = await db
    .select({
      tokenId: personalAccessTokens.id,
      scopes: personalAccessTokens.scopes,
      expiresAt: personalAccessTokens.expiresAt,
      lastUsedAt: personalAccessTokens.lastUsedAt,
      id: users.id,
      username: users.username,
      name: users.name,
      isAdmin: users.isAdmin,
      state: users.state,
      ...viewerFactColumns,
    })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .leftJoin(namedNamespace, namedNamespaceOn(namespacePath))
    .where(
      and(
        keyed(eq(personalAccessTokens.tokenDigest, sha256(token))),
        eq(personalAccessTokens.revoked, false),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  // A blocked or banned owner's token still resolves: request-auth.ts refuses it with GitLab's
  // "Your account has been blocked." instead of pretending the token does not exist.
  if (tokenExpired(row.expiresAt, expiryDay)) return null;
  // Touch last_used_at at most once a minute to keep reads cheap.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(personalAccessTokens.id, row.tokenId));
  }
  return {
    user: {
      id: row.id,
      username: row.username,
      name: row.name,
      isAdmin: row.isAdmin,
      state: row.state,
    },
    scopes: row.scopes,
    facts: viewerFacts(row, namespacePath),
  };
}
