import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { canReadItem, itemReadFacts } from './access.ts';
import { workItemLoader } from './work-items.loaders.ts';
import { findWorkItemByIid, type WorkItemRow } from './work-items.repository.ts';

/** An epic of this group by iid, when the viewer may read it. */
export async function findGroupEpic(
  ctx: RequestContext,
  group: NamespaceRow,
  iid: number,
): Promise<WorkItemRow | null> {
  const [epic] = await Promise.all([findWorkItemByIid(ctx.db, group.id, iid), itemReadFacts(ctx)]);
  if (!epic || epic.type !== 'epic' || !(await canReadItem(ctx, epic))) return null;
  workItemLoader(ctx).prime(epic.id, epic);
  return epic;
}
