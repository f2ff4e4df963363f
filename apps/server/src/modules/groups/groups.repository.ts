import { eq, sql } from 'drizzle-orm';
import { namespaces } from '@cairn/db';
import type { Queryable } from '#server/lib/queryable.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';

export interface NewNamespace {
  kind: 'group' | 'project';
  parent: NamespaceRow | null;
  name: string;
  path: string;
  description: string;
  visibility: NamespaceRow['visibility'];
  issuesEnabled?: boolean;
}

/** Inserts a group or project, deriving full path, full name and the traversal ids. */
export async function insertNamespace(tx: Queryable, input: NewNamespace): Promise<NamespaceRow> {
  const { parent } = input;
  const [inserted] = await tx
    .insert(namespaces)
    .values({
      kind: input.kind,
      parentId: parent?.id ?? null,
      name: input.name,
      path: input.path,
      fullPath: parent ? `${parent.fullPath}/${input.path}` : input.path,
      fullName: parent ? `${parent.fullName} / ${input.name}` : input.name,
      description: input.description,
      visibility: input.visibility,
      issuesEnabled: input.issuesEnabled ?? true,
      traversalIds: parent?.traversalIds ?? [],
    })
    .returning({ id: namespaces.id });
  if (!inserted) throw new Error('namespace insert returned no row');
  const [row] = await tx
    .update(namespaces)
    .set({ traversalIds: sql`array_append(${namespaces.traversalIds}, ${inserted.id})` })
    .where(eq(namespaces.id, inserted.id))
    .returning();
  if (!row) throw new Error('namespace update returned no row');
  return row;
}

/** Whether a group or project already uses this full path (paths compare case-insensitively). */
export async function fullPathTaken(db: Queryable, fullPath: string): Promise<boolean> {
  const rows = await db
    .select({ id: namespaces.id })
    .from(namespaces)
    .where(sql`lower(${namespaces.fullPath}) = lower(${fullPath})`)
    .limit(1);
  return rows.length > 0;
}
