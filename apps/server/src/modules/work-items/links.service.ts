import type { RequestContext } from '../../lib/context.ts';
import { requireUser } from '../groups/groups.service.ts';
import { canReadItem, epicPermissionSet, issuePermissionSet } from './access.ts';
import { RuleViolation } from './hierarchy.ts';
import { guarded, requireAllowed, runWrite } from './item-writes.ts';
import {
  deleteLink,
  findLink,
  findLinkBetween,
  insertLink,
  type LinkRow,
} from './links.repository.ts';
import type { WorkItemRow } from './work-items.repository.ts';
import type { LinkType } from './work-items.schema.ts';

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

/** Links `source` to each target; all or nothing. Targets the viewer cannot manage are "not found". */
export const addLinks = guarded(
  async (ctx: RequestContext, source: WorkItemRow, targets: WorkItemRow[], type: LinkType) => {
    requireUser(ctx);
    const rights = await canAdminRelations(ctx, source);
    requireAllowed(rights.readable, rights.allowed);
    for (const target of targets) {
      if (target.id === source.id) throw new RuleViolation(LINK_ERRORS.self, 409);
      if (!(await canAdminRelations(ctx, target)).allowed) {
        throw new RuleViolation(LINK_ERRORS.notFound, 404);
      }
    }
    return runWrite(ctx, async (tx) => {
      const created: LinkRow[] = [];
      for (const target of targets) {
        if (await findLinkBetween(tx, source.id, target.id)) {
          const bothIssues = source.type !== 'epic' && target.type !== 'epic';
          throw new RuleViolation(
            bothIssues ? LINK_ERRORS.duplicateIssues : LINK_ERRORS.duplicate,
            409,
          );
        }
        created.push(await insertLink(tx, source.id, target.id, type));
      }
      return created;
    });
  },
);

/** Removes one link of `item` (by link id). */
export const removeLink = guarded(
  async (ctx: RequestContext, item: WorkItemRow, linkId: number) => {
    requireUser(ctx);
    const rights = await canAdminRelations(ctx, item);
    requireAllowed(rights.readable, rights.allowed);
    return runWrite(ctx, async (tx) => {
      const link = await findLink(tx, linkId);
      if (!link || (link.sourceId !== item.id && link.targetId !== item.id)) {
        throw new RuleViolation(LINK_ERRORS.linkNotFound, 404);
      }
      return (await deleteLink(tx, link.id))!;
    });
  },
);

/** Removes the links between `item` and each of `others` (GraphQL workItemRemoveLinkedItems). */
export const removeLinksBetween = guarded(
  async (ctx: RequestContext, item: WorkItemRow, others: readonly number[]) => {
    requireUser(ctx);
    const rights = await canAdminRelations(ctx, item);
    requireAllowed(rights.readable, rights.allowed);
    return runWrite(ctx, async (tx) => {
      const removed: LinkRow[] = [];
      for (const other of others) {
        const link = await findLinkBetween(tx, item.id, other);
        if (!link) throw new RuleViolation(LINK_ERRORS.linkNotFound, 404);
        removed.push((await deleteLink(tx, link.id))!);
      }
      return removed;
    });
  },
);
