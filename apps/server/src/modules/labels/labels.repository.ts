import { and, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { labels, namespaces, workItemLabels, workItems } from '@cairn/db';
import { containsPattern } from '#server/lib/like.ts';
import type { Queryable } from '#server/lib/queryable.ts';
import { intArray } from '#server/core/namespaces/visibility-sql.ts';

export type LabelRow = typeof labels.$inferSelect;
export type LabelView = LabelRow & { nsKind: 'group' | 'project' };

export interface LabelFilters {
  /** Namespaces whose own labels count (the namespace, maybe its ancestors). */
  namespaceIds: readonly number[];
  /** Labels of namespaces below this group too... */
  descendantsOf?: number | undefined;
  /** ...of these kinds (groups only, or groups and projects). */
  descendantKinds?: readonly ('group' | 'project')[];
  /** Title or description contains. */
  search?: string | null | undefined;
  title?: string | null | undefined;
}

export function labelFilterSql(f: LabelFilters, readable: SQL): SQL {
  const below =
    f.descendantsOf !== undefined
      ? and(
          sql`${namespaces.traversalIds} @> ARRAY[${f.descendantsOf}]::int[]`,
          inArray(namespaces.kind, [...(f.descendantKinds ?? ['group'])]),
        )
      : undefined;
  const parts: (SQL | undefined)[] = [
    or(sql`${namespaces.id} = ANY(${intArray(f.namespaceIds)})`, below),
    readable,
  ];
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(sql`(${labels.title} ILIKE ${pattern} OR ${labels.description} ILIKE ${pattern})`);
  }
  if (f.title) parts.push(eq(labels.title, f.title));
  return and(...parts) ?? sql`true`;
}

const viewColumns = { ...getTableColumns(labels), nsKind: namespaces.kind };
/** Case-insensitive title order, identical on every database collation. */
const labelOrder = [
  sql`lower(${labels.title}) COLLATE "C"`,
  sql`${labels.title} COLLATE "C"`,
  sql`${labels.id}`,
];

export async function selectLabels(
  db: Queryable,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<{ rows: LabelView[]; total: number }> {
  const found = await db
    .select({ ...viewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(labels)
    .innerJoin(namespaces, eq(namespaces.id, labels.namespaceId))
    .where(where)
    .orderBy(...labelOrder)
    .limit(page.limit)
    .offset(page.offset);
  const rows = found.map(({ total: _t, ...row }) => row);
  if (found[0] || page.offset === 0) return { rows, total: found[0]?.total ?? 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(labels)
    .innerJoin(namespaces, eq(namespaces.id, labels.namespaceId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** A label of one namespace by id or exact title. */
export async function findLabelIn(
  db: Queryable,
  namespaceId: number,
  ref: { id: number } | { title: string },
): Promise<LabelView | null> {
  const rows = await db
    .select(viewColumns)
    .from(labels)
    .innerJoin(namespaces, eq(namespaces.id, labels.namespaceId))
    .where(
      and(
        eq(labels.namespaceId, namespaceId),
        'id' in ref ? eq(labels.id, ref.id) : eq(labels.title, ref.title),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Open and closed issue counts per label for issues matching `visibleIssue` (a predicate on
 * work_items joined with their namespace), in one statement.
 */
export async function issueCountsByLabel(
  db: Queryable,
  labelIds: readonly number[],
  visibleIssue: SQL,
) {
  if (!labelIds.length) return new Map<number, { opened: number; closed: number }>();
  const rows = await db
    .select({
      labelId: workItemLabels.labelId,
      opened: sql<number>`count(*) FILTER (WHERE ${workItems.state} = 'opened')`.mapWith(Number),
      closed: sql<number>`count(*) FILTER (WHERE ${workItems.state} = 'closed')`.mapWith(Number),
    })
    .from(workItemLabels)
    .innerJoin(workItems, eq(workItems.id, workItemLabels.workItemId))
    .innerJoin(namespaces, eq(namespaces.id, workItems.namespaceId))
    .where(
      and(
        inArray(workItemLabels.labelId, [...labelIds]),
        sql`${workItems.type} IN ('issue', 'incident')`,
        visibleIssue,
      ),
    )
    .groupBy(workItemLabels.labelId);
  return new Map(rows.map((r) => [r.labelId, { opened: r.opened, closed: r.closed }]));
}
