import { asc, eq, inArray, or } from 'drizzle-orm';
import { issueTemplates } from '@cairn/db';
import type { Queryable } from '#server/lib/queryable.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';

export type IssueTemplateRow = typeof issueTemplates.$inferSelect;
export type TemplateOwner = Pick<NamespaceRow, 'id' | 'kind'>;

/** The namespace a template belongs to (exactly one of the two is set). */
export const ownerIdOf = (row: IssueTemplateRow) => (row.projectId ?? row.groupId)!;

/**
 * The templates a namespace offers: its own and those of every group above it
 * (`traversalIds` lists the ancestors then the namespace itself).
 */
export function listTemplatesAlong(db: Queryable, ns: Pick<NamespaceRow, 'kind' | 'traversalIds'>) {
  const self = ns.traversalIds.at(-1)!;
  const groups = ns.kind === 'project' ? ns.traversalIds.slice(0, -1) : ns.traversalIds;
  const own = ns.kind === 'project' ? eq(issueTemplates.projectId, self) : undefined;
  const inherited = groups.length ? inArray(issueTemplates.groupId, groups) : undefined;
  return db
    .select()
    .from(issueTemplates)
    .where(or(own, inherited))
    .orderBy(asc(issueTemplates.name));
}

export async function findTemplate(db: Queryable, id: number): Promise<IssueTemplateRow | null> {
  const [row] = await db.select().from(issueTemplates).where(eq(issueTemplates.id, id)).limit(1);
  return row ?? null;
}

export async function insertTemplate(
  db: Queryable,
  owner: TemplateOwner,
  values: { name: string; content: string },
): Promise<IssueTemplateRow> {
  const [row] = await db
    .insert(issueTemplates)
    .values({
      ...values,
      projectId: owner.kind === 'project' ? owner.id : null,
      groupId: owner.kind === 'group' ? owner.id : null,
    })
    .returning();
  return row!;
}

export async function updateTemplate(
  db: Queryable,
  id: number,
  values: { name?: string | undefined; content?: string | undefined },
): Promise<IssueTemplateRow> {
  const [row] = await db
    .update(issueTemplates)
    .set(values)
    .where(eq(issueTemplates.id, id))
    .returning();
  return row!;
}

export async function deleteTemplate(db: Queryable, id: number) {
  await db.delete(issueTemplates).where(eq(issueTemplates.id, id));
}
