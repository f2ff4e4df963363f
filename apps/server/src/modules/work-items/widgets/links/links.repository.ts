import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { namespaces, workItemLinks, workItems, type Database } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { requestLoader } from '#server/lib/request-loader.ts';
import { readableItemSql } from '#server/modules/work-items/core/access-sql.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import type { LinkType } from '#server/modules/work-items/core/work-items.schema.ts';
import { byKeys } from '#server/lib/id-list-sql.ts';

/** Item links (blocks / relates_to) and their reads from either side. */

export type LinkRow = typeof workItemLinks.$inferSelect;

export interface LinkedItem {
  linkId: number;
  /** From the point of view of the item the list belongs to. */
  linkType: LinkType;
  createdAt: Date;
  item: WorkItemRow;
}

/** How a link reads from one side: `blocks` stored source -> target is `is_blocked_by` from the target. */
export const linkTypeFrom = (link: LinkRow, itemId: number): LinkType =>
  link.linkType === 'relates_to'
    ? 'relates_to'
    : link.sourceId === itemId
      ? 'blocks'
      : 'is_blocked_by';

/** Visible linked items of each item (both directions), one statement for both. */
export const linkedItemsLoader = (ctx: RequestContext) =>
  requestLoader<number, LinkedItem[]>(ctx, 'linkedItems', async (ids) => {
    const other = alias(workItems, 'lk');
    const otherNs = alias(namespaces, 'lkn');
    const visible = await readableItemSql(ctx, other, otherNs);
    const side = (mine: 'sourceId' | 'targetId') => {
      const theirs = mine === 'sourceId' ? 'targetId' : 'sourceId';
      return ctx.db
        .select({
          outgoing: sql<boolean>`${mine === 'sourceId'}::boolean`.as('outgoing'),
          link: workItemLinks,
          item: getTableColumns(other),
        })
        .from(workItemLinks)
        .innerJoin(other, eq(other.id, workItemLinks[theirs]))
        .innerJoin(otherNs, eq(otherNs.id, other.namespaceId))
        .where(and(byKeys(workItemLinks[mine], ids), visible));
    };
    const rows = await side('sourceId').unionAll(side('targetId'));
    const byItem = new Map<number, LinkedItem[]>();
    const add = (ownerId: number, row: { link: LinkRow; item: WorkItemRow }) => {
      const list = byItem.get(ownerId) ?? [];
      list.push({
        linkId: row.link.id,
        linkType: linkTypeFrom(row.link, ownerId),
        createdAt: row.link.createdAt,
        item: row.item,
      });
      byItem.set(ownerId, list);
    };
    for (const row of rows) add(row.outgoing ? row.link.sourceId : row.link.targetId, row);
    return ids.map((id) => (byItem.get(id) ?? []).sort((a, b) => a.linkId - b.linkId));
  });

/**
 * The epics each epic blocks, for the roadmap's arrows: one statement for a whole page of epics.
 * The blocker is readable (its field is being resolved); the blocked epic must be too.
 */
export const blockedEpicsLoader = (ctx: RequestContext) =>
  requestLoader<number, number[]>(ctx, 'blockedEpics', async (ids) => {
    const blocked = alias(workItems, 'be');
    const blockedNs = alias(namespaces, 'ben');
    const visible = await readableItemSql(ctx, blocked, blockedNs);
    const rows = await ctx.db
      .select({ sourceId: workItemLinks.sourceId, targetId: workItemLinks.targetId })
      .from(workItemLinks)
      .innerJoin(blocked, eq(blocked.id, workItemLinks.targetId))
      .innerJoin(blockedNs, eq(blockedNs.id, blocked.namespaceId))
      .where(
        and(
          byKeys(workItemLinks.sourceId, ids),
          eq(workItemLinks.linkType, 'blocks'),
          eq(blocked.type, 'epic'),
          visible,
        ),
      )
      .orderBy(workItemLinks.id);
    const byEpic = new Map<number, number[]>();
    for (const row of rows)
      byEpic.set(row.sourceId, [...(byEpic.get(row.sourceId) ?? []), row.targetId]);
    return ids.map((id) => byEpic.get(id) ?? []);
  });

/** The stored link between two items, whichever direction it was stored in. */
export async function findLinkBetween(db: Database, a: number, b: number) {
  const rows = await db
    .select()
    .from(workItemLinks)
    .where(
      or(
        and(eq(workItemLinks.sourceId, a), eq(workItemLinks.targetId, b)),
        and(eq(workItemLinks.sourceId, b), eq(workItemLinks.targetId, a)),
      ),
    );
  return rows[0] ?? null;
}

export async function findLink(db: Database, id: number) {
  const rows = await db.select().from(workItemLinks).where(eq(workItemLinks.id, id));
  return rows[0] ?? null;
}

/** Stores a link; `is_blocked_by` is stored as the reverse `blocks`. */
export async function insertLink(db: Database, sourceId: number, targetId: number, type: LinkType) {
  const [source, target] = type === 'is_blocked_by' ? [targetId, sourceId] : [sourceId, targetId];
  const [row] = await db
    .insert(workItemLinks)
    .values({
      sourceId: source,
      targetId: target,
      linkType: type === 'relates_to' ? 'relates_to' : 'blocks',
    })
    .returning();
  return row!;
}

export async function deleteLink(db: Database, id: number) {
  const rows = await db.delete(workItemLinks).where(eq(workItemLinks.id, id)).returning();
  return rows[0] ?? null;
}
