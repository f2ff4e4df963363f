import { and, asc, eq } from 'drizzle-orm';
import { issueTemplates } from '@cairn/db';
import type { Queryable } from '../../lib/queryable.ts';

export type IssueTemplateRow = typeof issueTemplates.$inferSelect;

/** A project's issue templates, by name. */
export function listIssueTemplates(db: Queryable, projectId: number) {
  return db
    .select()
    .from(issueTemplates)
    .where(eq(issueTemplates.projectId, projectId))
    .orderBy(asc(issueTemplates.name));
}

export async function findIssueTemplate(
  db: Queryable,
  projectId: number,
  name: string,
): Promise<IssueTemplateRow | null> {
  const [row] = await db
    .select()
    .from(issueTemplates)
    .where(and(eq(issueTemplates.projectId, projectId), eq(issueTemplates.name, name)))
    .limit(1);
  return row ?? null;
}
