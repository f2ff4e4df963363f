import { and, asc, eq, or, sql } from 'drizzle-orm';
import { roadmapViews, type Database } from '@cairn/db';
import type { RoadmapViewVisibility } from './roadmap-views.schema.ts';

/** SQL of saved roadmap views. */

export type RoadmapViewRow = typeof roadmapViews.$inferSelect;

export interface RoadmapViewValues {
  name: string;
  visibility: RoadmapViewVisibility;
  state: string;
}

/** The group's shared views and, when a user is given, that user's private ones. */
export async function listViews(db: Database, groupId: number, authorId: number | null) {
  const mine =
    authorId === null
      ? undefined
      : and(eq(roadmapViews.visibility, 'private'), eq(roadmapViews.authorId, authorId));
  return db
    .select()
    .from(roadmapViews)
    .where(and(eq(roadmapViews.groupId, groupId), or(eq(roadmapViews.visibility, 'group'), mine)))
    .orderBy(asc(sql`lower(${roadmapViews.name})`), asc(roadmapViews.id));
}

export async function findView(db: Database, id: number) {
  const [row] = await db.select().from(roadmapViews).where(eq(roadmapViews.id, id));
  return row ?? null;
}

export async function insertView(
  db: Database,
  groupId: number,
  authorId: number,
  values: RoadmapViewValues,
) {
  const [row] = await db
    .insert(roadmapViews)
    .values({ groupId, authorId, ...values })
    .returning();
  return row!;
}

export async function updateView(db: Database, id: number, values: Partial<RoadmapViewValues>) {
  const [row] = await db
    .update(roadmapViews)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(roadmapViews.id, id))
    .returning();
  return row!;
}

export async function deleteView(db: Database, id: number) {
  await db.delete(roadmapViews).where(eq(roadmapViews.id, id));
}
