import type { RequestContext } from '#server/lib/context.ts';
import { readableItemById } from './access.ts';
import { ancestorIdsLoader } from './rollups.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/** The parent epic when the viewer may see it. */
export async function readableParent(ctx: RequestContext, item: WorkItemRow) {
  // Through the ancestors loader, so parents and ancestors of a page load their rows in one batch.
  const [parentId] = await ancestorIdsLoader(ctx).load(item.id);
  return parentId === undefined ? null : readableItemById(ctx, parentId);
}

/** The item's parent when it is an epic the viewer may see (an issue's `epic`, an epic's `parent`). */
export async function readableParentEpic(ctx: RequestContext, item: WorkItemRow) {
  const parent = await readableParent(ctx, item);
  return parent?.type === 'epic' ? parent : null;
}
