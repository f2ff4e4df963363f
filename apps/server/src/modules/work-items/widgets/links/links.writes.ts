import type { RequestContext } from '#server/lib/context.ts';
import { refused } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import type { ActivityChange } from '#server/modules/work-items/activity/changes.ts';
import {
  canReadItem,
  epicPermissionSet,
  issuePermissionSet,
} from '#server/modules/work-items/core/access.ts';
import { writeWorkItem } from '#server/modules/work-items/core/pipeline.ts';
import { requireAllowed } from '#server/modules/work-items/core/rights.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import type { LinkType } from '#server/modules/work-items/core/work-items.schema.ts';
import {
  deleteLink,
  findLink,
  findLinkBetween,
  insertLink,
  linkTypeFrom,
  type LinkRow,
} from './links.repository.ts';

/** Blocks / is blocked by / relates to links between epics and issues. */

export const LINK_ERRORS = {
  self: 'Cannot link an item to itself',
  duplicateIssues: 'Issue(s) already assigned',
  duplicate: 'Work items are already linked',
  notFound: 'No matching work item found. Make sure that you are adding a valid work item ID.',
  linkNotFound: 'No matching link found',
} as const;

/** Whether the viewer may add and remove links and children of this item. */
export async function canAdminRelations(ctx: RequestContext, item: WorkItemRow) {
  if (!(await canReadItem(ctx, item))) return { readable: false, allowed: false };
  const allowed =
    item.type === 'epic'
      ? (await epicPermissionSet(ctx, item)).adminEpicRelation
      : (await issuePermissionSet(ctx, item)).canAdminRelation;
  return { readable: true, allowed };
}

async function requireRelationAdmin(ctx: RequestContext, item: WorkItemRow) {
  requireUser(ctx);
  const rights = await canAdminRelations(ctx, item);
  requireAllowed(rights.readable, rights.allowed);
}

/** The history of links seen from `itemId` (the pipeline records the inverse on the other). */
const linkChanges = (action: 'added' | 'removed', links: LinkRow[], itemId: number) =>
  links.map((link): ActivityChange => ({
    kind: 'link',
    action,
    linkType: linkTypeFrom(link, itemId),
    otherId: link.sourceId === itemId ? link.targetId : link.sourceId,
  }));

/** Links `source` to each target; all or nothing. Targets the viewer cannot manage are "not found". */
export async function addLinks(
  ctx: RequestContext,
  source: WorkItemRow,
  targets: WorkItemRow[],
  type: LinkType,
) {
  await requireRelationAdmin(ctx, source);
  for (const target of targets) {
    if (target.id === source.id) throw refused(409, LINK_ERRORS.self);
    if (!(await canAdminRelations(ctx, target)).allowed) {
      throw refused(404, LINK_ERRORS.notFound);
    }
  }
  return writeWorkItem(ctx, source, async ({ tx }) => {
    const created: LinkRow[] = [];
    for (const target of targets) {
      if (await findLinkBetween(tx, source.id, target.id)) {
        const bothIssues = source.type !== 'epic' && target.type !== 'epic';
        throw refused(409, bothIssues ? LINK_ERRORS.duplicateIssues : LINK_ERRORS.duplicate);
      }
      created.push(await insertLink(tx, source.id, target.id, type));
    }
    return { outcome: { changes: linkChanges('added', created, source.id) }, value: created };
  });
}

/** Removes one link of `item` (by link id). */
export async function removeLink(ctx: RequestContext, item: WorkItemRow, linkId: number) {
  await requireRelationAdmin(ctx, item);
  return writeWorkItem(ctx, item, async ({ tx }) => {
    const link = await findLink(tx, linkId);
    if (!link || (link.sourceId !== item.id && link.targetId !== item.id)) {
      throw refused(404, LINK_ERRORS.linkNotFound);
    }
    const removed = (await deleteLink(tx, link.id))!;
    return { outcome: { changes: linkChanges('removed', [removed], item.id) }, value: removed };
  });
}

/** Removes the links between `item` and each of `others` (GraphQL workItemRemoveLinkedItems). */
export async function removeLinksBetween(
  ctx: RequestContext,
  item: WorkItemRow,
  others: readonly number[],
) {
  await requireRelationAdmin(ctx, item);
  return writeWorkItem(ctx, item, async ({ tx }) => {
    const removed: LinkRow[] = [];
    for (const other of others) {
      const link = await findLinkBetween(tx, item.id, other);
      if (!link) throw refused(404, LINK_ERRORS.linkNotFound);
      removed.push((await deleteLink(tx, link.id))!);
    }
    return { outcome: { changes: linkChanges('removed', removed, item.id) }, value: removed };
  });
}
