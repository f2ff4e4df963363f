import type { RequestContext } from '#server/lib/context.ts';
import { forbidden, refused } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import {
  canReadItem,
  epicPermissionSet,
  issuePermissionSet,
} from '#server/modules/work-items/core/access.ts';
import { writeWorkItem } from '#server/modules/work-items/core/pipeline.ts';
import { requireAllowed } from '#server/modules/work-items/core/rights.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';
import {
  epicParentProblem,
  placeChild,
  removeParentLink,
  setParentLink,
} from './hierarchy.service.ts';
import { parentOf } from '#server/modules/work-items/core/tree-links.ts';

/** Epic tree writes: issues into epics, child epics, removal and reordering. */

export const ALREADY_ASSIGNED = {
  issue: 'Issue(s) already assigned',
  epic: 'Epic(s) already assigned',
} as const;

/** The viewer may change the children of this epic (child epics need sub-epics allowed). */
async function requireTreeAdmin(ctx: RequestContext, epic: WorkItemRow, childEpics: boolean) {
  const perms = await epicPermissionSet(ctx, epic);
  requireAllowed(perms.readEpic, perms.adminEpicRelation);
  if (childEpics && !perms.allowSubEpics) {
    throw refused(409, 'Sub-epics are not allowed in this group');
  }
}

/** The viewer may move this item between parents (its own relation rights). */
async function requireChildAdmin(ctx: RequestContext, child: WorkItemRow) {
  if (!(await canReadItem(ctx, child))) throw refused(404, 'No matching item found');
  if (child.type === 'epic') {
    if (!(await epicPermissionSet(ctx, child)).adminEpicRelation) throw forbidden();
  } else if (!(await issuePermissionSet(ctx, child)).canAdminRelation) throw forbidden();
}

/** Puts `child` under `parent` (moving it from another parent) through the pipeline. */
function attach(ctx: RequestContext, parent: WorkItemRow, child: WorkItemRow) {
  return writeWorkItem(ctx, child, async ({ tx, item }) => {
    const current = await parentOf(tx, item.id);
    if (current?.parentId === parent.id) {
      throw refused(409, ALREADY_ASSIGNED[item.type === 'epic' ? 'epic' : 'issue']);
    }
    const problem = await epicParentProblem(tx, item, parent);
    if (problem) throw problem;
    const { link, previousParentId: from } = await setParentLink(tx, item.id, parent.id);
    return {
      outcome: {
        changes: [{ kind: 'parent', from, to: parent.id }],
        rollups: [parent.id, ...(from === null ? [] : [from])],
      },
      value: link,
    };
  });
}

/** Takes `child` out of its parent (`parentId` when given: only from that one). */
function detach(ctx: RequestContext, child: WorkItemRow, parentId?: number) {
  return writeWorkItem(ctx, child, async ({ tx, item }) => {
    const removed = await removeParentLink(tx, item.id, parentId);
    if (!removed) return { outcome: {}, value: null };
    return {
      outcome: {
        changes: [{ kind: 'parent', from: removed.parentId, to: null }],
        rollups: [removed.parentId],
      },
      value: removed,
    };
  });
}

/** Adds (or moves) an issue to an epic: GraphQL epicAddIssue, REST POST epic issues. */
export async function addIssueToEpic(ctx: RequestContext, epic: WorkItemRow, issue: WorkItemRow) {
  requireUser(ctx);
  await requireTreeAdmin(ctx, epic, false);
  await requireChildAdmin(ctx, issue);
  if (issue.type !== 'issue' && issue.type !== 'incident') {
    throw refused(422, 'Only issues can be added to an epic');
  }
  return attach(ctx, epic, issue);
}

/** Adds (or moves) a child epic: REST POST epic links, tree moves. */
export async function addChildEpic(ctx: RequestContext, parent: WorkItemRow, child: WorkItemRow) {
  requireUser(ctx);
  await requireTreeAdmin(ctx, parent, true);
  await requireChildAdmin(ctx, child);
  if (child.type !== 'epic') throw refused(422, 'Only epics can be child epics');
  return attach(ctx, parent, child);
}

/** Removes a child (issue or epic) from an epic. */
export async function removeChild(ctx: RequestContext, parent: WorkItemRow, child: WorkItemRow) {
  requireUser(ctx);
  await requireTreeAdmin(ctx, parent, child.type === 'epic');
  const removed = await detach(ctx, child, parent.id);
  if (!removed) throw refused(404, 'No matching item found');
  return removed;
}

/** Sets or clears an issue's epic (issueSetEpic; null removes). */
export async function setIssueEpic(
  ctx: RequestContext,
  issue: WorkItemRow,
  epic: WorkItemRow | null,
) {
  requireUser(ctx);
  const perms = await issuePermissionSet(ctx, issue);
  requireAllowed(perms.readIssue, perms.canAdminRelation);
  if (!epic) return detach(ctx, issue);
  await requireTreeAdmin(ctx, epic, false);
  const current = await parentOf(ctx.db, issue.id);
  if (current?.parentId === epic.id) return current;
  return attach(ctx, epic, issue);
}

/**
 * Moves a child within its parent, or into `newParent`, next to a sibling:
 * `{ afterChildId }` places it right after that sibling, `{ beforeChildId }` right before.
 * A move within the parent is the parent's change (`child moved`); a move to another parent
 * the child's (`parent`), which the pipeline mirrors on both parents.
 */
export async function reorderChild(
  ctx: RequestContext,
  parent: WorkItemRow,
  child: WorkItemRow,
  target: { afterChildId?: number | null; beforeChildId?: number | null },
  newParent?: WorkItemRow | null,
) {
  requireUser(ctx);
  await requireTreeAdmin(ctx, parent, child.type === 'epic');
  const destination = newParent ?? parent;
  const moving = destination.id !== parent.id;
  if (moving) {
    await requireTreeAdmin(ctx, destination, child.type === 'epic');
    await requireChildAdmin(ctx, child);
  }
  // The locked row is the child when it changes parent, else the parent whose order changes.
  return writeWorkItem(ctx, moving ? child : parent, async ({ tx, item }) => {
    const link = await parentOf(tx, child.id);
    if (link?.parentId !== parent.id) throw refused(404, 'No matching item found');
    if (moving) {
      const problem = await epicParentProblem(tx, item, destination);
      if (problem) throw problem;
      await setParentLink(tx, child.id, destination.id);
    }
    await placeChild(tx, destination.id, child.id, target);
    const outcome = moving
      ? {
          changes: [{ kind: 'parent' as const, from: parent.id, to: destination.id }],
          rollups: [parent.id, destination.id],
        }
      : { changes: [{ kind: 'child' as const, action: 'moved' as const, childId: child.id }] };
    return { outcome, value: { parentId: destination.id } };
  });
}
