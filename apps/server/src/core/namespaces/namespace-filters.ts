import { eq, isNull, ne, or, sql, type SQL, and } from 'drizzle-orm';
import { namespaces } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { containsPattern } from '#server/lib/like.ts';
import { intArray, readableNamespaceSql } from './visibility-sql.ts';
import { MIN_ACCESS } from '../permissions/index.ts';

export interface NamespaceFilters {
  kind: 'group' | 'project';
  search?: string | null | undefined;
  topLevelOnly?: boolean | undefined;
  /** Direct children of this namespace. */
  childrenOf?: number | undefined;
  /** Strict descendants of this namespace. */
  descendantsOf?: number | undefined;
  /** Only namespaces where the viewer holds a membership (on it or an ancestor)... */
  memberOnly?: boolean | undefined;
  /** ...of at least this level. */
  minAccessLevel?: number | undefined;
  visibility?: 'private' | 'internal' | 'public' | undefined;
}

/**
 * The WHERE clause of a namespace listing: the viewer may read every row (always), plus the
 * requested filters. Membership filters use the viewer's memberships, loaded once per request.
 */
export async function namespaceFilterSql(ctx: RequestContext, f: NamespaceFilters): Promise<SQL> {
  const parts: (SQL | undefined)[] = [
    eq(namespaces.kind, f.kind),
    await readableNamespaceSql(ctx, {
      visibility: namespaces.visibility,
      traversalIds: namespaces.traversalIds,
    }),
  ];
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(
      or(
        sql`${namespaces.name} ILIKE ${pattern}`,
        sql`${namespaces.path} ILIKE ${pattern}`,
        sql`${namespaces.fullPath} ILIKE ${pattern}`,
      ),
    );
  }
  if (f.topLevelOnly) parts.push(isNull(namespaces.parentId));
  if (f.childrenOf !== undefined) parts.push(eq(namespaces.parentId, f.childrenOf));
  if (f.descendantsOf !== undefined) {
    parts.push(sql`${namespaces.traversalIds} @> ARRAY[${f.descendantsOf}]::int[]`);
    parts.push(ne(namespaces.id, f.descendantsOf));
  }
  if (f.visibility) parts.push(eq(namespaces.visibility, f.visibility));
  if (f.memberOnly || f.minAccessLevel !== undefined) {
    const level = f.minAccessLevel ?? MIN_ACCESS.member;
    const ids = ctx.viewer.user ? await ctx.access.namespaceIdsWithAtLeast(level) : [];
    parts.push(sql`${namespaces.traversalIds} && ${intArray(ids)}`);
  }
  return and(...parts) ?? sql`true`;
}
