import { and, asc, desc, eq, getTableColumns, ne, or, sql, type SQL } from 'drizzle-orm';
import { memberships, users, type Database } from '@cairn/db';
import { containsPattern } from '#server/lib/like.ts';
import { intArray } from '#server/core/namespaces/visibility-sql.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUsersByIds(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  return db.select().from(users).where(byKeys(users.id, ids));
}

export interface UserFilters {
  username?: string | undefined;
  search?: string | undefined;
  /** Admins also match e-mail addresses. */
  searchEmail?: boolean;
  state?: UserRow['state'] | undefined;
  hideBanned?: boolean;
}

export function userFilterSql(f: UserFilters): SQL {
  const parts: (SQL | undefined)[] = [];
  if (f.username) parts.push(sql`lower(${users.username}) = lower(${f.username})`);
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(
      or(
        sql`${users.username} ILIKE ${pattern}`,
        sql`${users.name} ILIKE ${pattern}`,
        f.searchEmail ? sql`lower(${users.email}) = lower(${f.search})` : undefined,
      ),
    );
  }
  if (f.state) parts.push(eq(users.state, f.state));
  if (f.hideBanned) parts.push(ne(users.state, 'banned'));
  return and(...parts) ?? sql`true`;
}

const ORDER = {
  id: users.id,
  name: users.name,
  username: users.username,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
} as const;

/** Text sorts are case-insensitive and byte-wise: one order on every database collation. */
function userOrder(by: keyof typeof ORDER, dir: typeof asc): SQL[] {
  const column = ORDER[by];
  const text = by === 'name' || by === 'username';
  return text
    ? [dir(sql`lower(${column}) COLLATE "C"`), dir(sql`${column} COLLATE "C"`), dir(users.id)]
    : [dir(column), dir(users.id)];
}

export async function pageOfUsers(
  db: Database,
  where: SQL,
  order: { by: keyof typeof ORDER; dir: 'asc' | 'desc' },
  page: { limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const dir = order.dir === 'asc' ? asc : desc;
  const found = await db
    .select({ ...getTableColumns(users), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(...userOrder(order.by, dir))
    .limit(page.limit)
    .offset(page.offset);
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found[0] || page.offset === 0) return { rows, total: found[0]?.total ?? 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function usernameOrEmailTaken(db: Database, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = lower(${username})`,
        sql`lower(${users.email}) = lower(${email})`,
      ),
    );
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

/**
 * Active users for suggestions: members of any namespace in `chain` (a namespace and its
 * ancestors; null means no namespace restriction) plus `currentUserId`. The current user comes
 * first, then exact username matches, then by name.
 */
export function autocompleteUsers(
  db: Database,
  input: {
    chain: readonly number[] | null;
    search: string;
    currentUserId: number | null;
    limit: number;
  },
): Promise<UserRow[]> {
  const me = input.currentUserId ?? 0;
  const memberOfChain = input.chain
    ? sql`(EXISTS (SELECT 1 FROM ${memberships} m WHERE m.user_id = ${users.id} AND m.namespace_id = ANY(${intArray(input.chain)})) OR ${users.id} = ${me})`
    : undefined;
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.state, 'active'),
        memberOfChain,
        input.search ? userFilterSql({ search: input.search }) : undefined,
      ),
    )
    .orderBy(
      sql`(${users.id} = ${me}) DESC`,
      sql`(lower(${users.username}) = lower(${input.search})) DESC`,
      sql`lower(${users.name}) COLLATE "C"`,
      asc(users.id),
    )
    .limit(input.limit);
}
