import { sql } from 'drizzle-orm';
import type { Database } from '@cairn/db';
import { DEMO_PASSWORD } from '@cairn/db/seed';
import { verifyPassword } from '../auth/passwords.ts';

/** Below this many accounts every password hash is checked; above, only shared hashes. */
const CHECK_ALL_BELOW = 50;
/** Each check costs one argon2 verification (~tens of ms): bound the work at start. */
const MAX_HASHES = 20;

/**
 * Usernames of active accounts whose password is still the published demo password. The demo
 * and synthetic seeds give all their users one hash, so shared hashes are checked first; on
 * small instances every hash is.
 */
export async function accountsWithDemoPassword(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select password_hash as "hash", array_agg(username order by id) as "usernames"
    from users
    where password_hash is not null and state = 'active'
    group by password_hash
    having count(*) > 1 or (select count(*) from users) < ${CHECK_ALL_BELOW}
    order by count(*) desc
    limit ${MAX_HASHES}`);
  const rows = (result as unknown as { rows: { hash: string; usernames: string[] }[] }).rows;
  const found: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(row.hash, DEMO_PASSWORD)) found.push(...row.usernames);
  }
  return found;
}

export function demoPasswordWarning(usernames: string[]): string | null {
  if (!usernames.length) return null;
  const shown = usernames.slice(0, 10).join(', ') + (usernames.length > 10 ? ', …' : '');
  return `${usernames.length} account(s) still use the published demo password "${DEMO_PASSWORD}" (${shown}): change their passwords or block them before anyone else can reach this server.`;
}
