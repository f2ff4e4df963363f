import { eq } from 'drizzle-orm';
import { users, type Database } from '@cairn/db';
import { hashPassword } from '../auth/passwords.ts';
import { randomToken } from '../lib/crypto.ts';

/** Creates the admin `root` on first start; returns the generated password when one was made. */
export async function ensureRootUser(db: Database, configuredPassword?: string) {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'root'))
    .limit(1);
  if (existing.length) return { created: false as const };
  const password = configuredPassword ?? randomToken(20);
  await db.insert(users).values({
    username: 'root',
    name: 'Administrator',
    email: 'root@cairn.local',
    passwordHash: await hashPassword(password),
    isAdmin: true,
  });
  return { created: true as const, password, generated: !configuredPassword };
}
