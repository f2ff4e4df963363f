import { count, eq } from 'drizzle-orm';
import { namespaces, type Database } from '@cairn/db';
import { seedDemoWorkspace, DEMO_PASSWORD } from '@cairn/db/seed';
import { hashPassword } from '../auth/passwords.ts';

/** Seeds the demo workspace when the database has no groups yet; returns sign-in notes. */
export async function seedDemoIfEmpty(db: Database, today: string, log: (l: string) => void) {
  const rows = await db.select({ n: count() }).from(namespaces).where(eq(namespaces.kind, 'group'));
  if ((rows[0]?.n ?? 0) > 0) return null;
  log('Creating the demo workspace…');
  const result = await seedDemoWorkspace(db, { today, hashPassword, log });
  return [
    `Demo workspace: group "${result.rootGroupPath}". Demo sign-ins (password "${DEMO_PASSWORD}"): ${result.users.map((u) => `${u.username} (${u.role})`).join(', ')}`,
  ];
}
