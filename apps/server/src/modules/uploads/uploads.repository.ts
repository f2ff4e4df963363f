import { and, eq, sql } from 'drizzle-orm';
import { uploads, type Database } from '@cairn/db';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Database,
  values: Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>,
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

/** The upload at `/<project>/uploads/<secret>/<filename>`; the secret compares exactly. */
export async function findUpload(
  db: Database,
  namespaceId: number,
  secret: string,
  filename: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.namespaceId, namespaceId),
        eq(uploads.secret, secret),
        sql`${uploads.filename} = ${filename}`,
      ),
    )
    .limit(1);
  return row ?? null;
}
