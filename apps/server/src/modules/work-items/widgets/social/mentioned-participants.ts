import { and, eq, inArray } from 'drizzle-orm';
import { notes } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import { mentionedUsernames } from '#server/modules/work-items/todo-rules/mentions.ts';
import { idsOfUsernames, readers } from '#server/modules/work-items/todo-rules/todo-triggers.ts';

/**
 * Participants by mention, as GitLab counts them: users @mentioned in each item's description
 * or in its non-internal comments (an internal note's mentions stay with those who see it),
 * kept only when they may read the item, so a mention never lists someone the item is hidden
 * from. One statement reads the comments of the whole batch.
 */
export async function mentionedReaderIds(
  ctx: RequestContext,
  items: readonly WorkItemRow[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (!items.length) return result;
  const bodies = await ctx.db
    .select({ itemId: notes.workItemId, body: notes.body })
    .from(notes)
    .where(
      and(
        inArray(
          notes.workItemId,
          items.map((i) => i.id),
        ),
        eq(notes.internal, false),
        eq(notes.system, false),
      ),
    )
    .orderBy(notes.id);
  for (const item of items) {
    const texts = [
      item.description,
      ...bodies.filter((b) => b.itemId === item.id).map((b) => b.body),
    ];
    const names = [...new Set(texts.flatMap((text) => mentionedUsernames(text)))];
    const ids = await idsOfUsernames(ctx.db, names);
    // By id, like comment authors: a stable order whatever the database returns.
    result.set(
      item.id,
      (await readers(ctx, ctx.db, item, ids)).sort((a, b) => a - b),
    );
  }
  return result;
}
