import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { personalAccessTokens, type Database } from '@cairn/db';
import { tokenUnexpiredSql } from '#server/auth/tokens.ts';

export type TokenRow = typeof personalAccessTokens.$inferSelect;

/** A token is active while neither revoked nor expired (auth/tokens.ts: from its expiry date). */
const activeSql = (expiryDay: string) =>
  and(eq(personalAccessTokens.revoked, false), tokenUnexpiredSql(expiryDay));

export async function pageOfImpersonationTokens(
  db: Database,
  userId: number,
  filter: { state: 'all' | 'active' | 'inactive'; expiryDay: string },
  page: { limit: number; offset: number },
) {
  const parts: (SQL | undefined)[] = [
    eq(personalAccessTokens.userId, userId),
    eq(personalAccessTokens.impersonation, true),
  ];
  const active = activeSql(filter.expiryDay);
  if (filter.state === 'active') parts.push(active);
  if (filter.state === 'inactive') parts.push(sql`not (${active})`);
  const where = and(...parts);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(personalAccessTokens)
      .where(where)
      .orderBy(asc(personalAccessTokens.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(personalAccessTokens).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findImpersonationToken(db: Database, userId: number, tokenId: number) {
  const rows = await db
    .select()
    .from(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.id, tokenId),
        eq(personalAccessTokens.userId, userId),
        eq(personalAccessTokens.impersonation, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeToken(db: Database, tokenId: number) {
  await db
    .update(personalAccessTokens)
    .set({ revoked: true })
    .where(eq(personalAccessTokens.id, tokenId));
}
