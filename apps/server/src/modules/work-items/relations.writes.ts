import type { RequestContext } from '../../lib/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { requireUser } from '../groups/groups.service.ts';
import { canReadItem, epicPermissionSet, issuePermissionSet } from './access.ts';
import { recomputeEpicDates } from '@cairn/db';
import {
  epicParentProblem,
  parentOf,
  placeChild,
  removeParentLink,
  RuleViolation,
  setParentLink,
} from './hierarchy.ts';
import { guarded, requireAllowed, runWrite } from './item-writes.ts';
import { lockWorkItem, type WorkItemRow } from './work-items.repository.ts';

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
    throw new RuleViolation('Sub-epics are not allowed in this group', 409);
  }
}

/** The viewer may move this item between parents (its own relation rights). */
async function requireChildAdmin(ctx: RequestContext, child: WorkItemRow) {
  if (!(await canReadItem(ctx, child))) throw new RuleViolation('No matching item found', 404);
  if (child.type === 'epic') {
    if (!(await epicPermissionSet(ctx, child)).adminEpicRelation) throw forbidden();
  } else if (!(await issuePermissionSet(ctx, child)).canAdminRelation) throw forbidden();
}

async function attach(ctx: RequestContext, parent: WorkItemRow, child: WorkItemRow) {
  return runWrite(ctx, async (tx) => {
    const fresh = (await lockWorkItem(tx, child.id))!;
    const current = await parentOf(tx, child.id);
    if (current?.parentId === parent.id) {
      throw new RuleViolation(ALREADY_ASSIGNED[child.type === 'epic' ? 'epic' : 'issue'], 409);
    }
    const problem = await epicParentProblem(tx, fresh, parent);
    if (problem) throw problem;
    const { link, previousParentId } = await setParentLink(tx, child.id, parent.id);
    await recomputeEpicDates(tx, [parent.id, ...(previousParentId ? [previousParentId] : [])]);
    return link;
  });
}

/** Adds (or moves) an issue to an epic: GraphQL epicAddIssue, REST POST epic issues. */
export const addIssueToEpic = guarded(
  async (ctx: RequestContext, epic: WorkItemRow, issue: WorkItemRow) => {
    requireUser(ctx);
    await requireTreeAdmin(ctx, epic, false);
    await requireChildAdmin(ctx, issue);
    if (issue.type !== 'issue' && issue.type !== 'incident') {
      throw new RuleViolation('Only issues can be added to an epic', 422);
    }
    return attach(ctx, epic, issue);
  },
);

/** Adds (or moves) a child epic: REST POST epic links, updateEpic(parentId), tree moves. */
export const addChildEpic = guarded(
  async (ctx: RequestContext, parent: WorkItemRow, child: WorkItemRow) => {
    requireUser(ctx);
    await requireTreeAdmin(ctx, parent, true);
    await requireChildAdmin(ctx, child);
    if (child.type !== 'epic') {
      throw new RuleViolation('Only epics can be child epics', 422);
    }
    return attach(ctx, parent, child);
  },
);

/** Removes a child (issue or epic) from an epic. */
export const removeChild = guarded(
  async (ctx: RequestContext, parent: WorkItemRow, child: WorkItemRow) => {
    requireUser(ctx);
    await requireTreeAdmin(ctx, parent, child.type === 'epic');
    return runWrite(ctx, async (tx) => {
      const removed = await removeParentLink(tx, child.id, parent.id);
      if (!removed) throw new RuleViolation('No matching item found', 404);
      await recomputeEpicDates(tx, [parent.id]);
      return removed;
    });
  },
);

/** Sets or clears an issue's epic (issueSetEpic; null removes). */
export const setIssueEpic = guarded(
  async (ctx: RequestContext, issue: WorkItemRow, epic: WorkItemRow | null) => {
    requireUser(ctx);
    const perms = await issuePermissionSet(ctx, issue);
    requireAllowed(perms.readIssue, perms.canAdminRelation);
    if (epic) {
      await requireTreeAdmin(ctx, epic, false);
      const current = await parentOf(ctx.db, issue.id);
      if (current?.parentId === epic.id) return { ok: true as const, value: current };
      return attach(ctx, epic, issue);
    }
    return runWrite(ctx, async (tx) => {
      const removed = await removeParentLink(tx, issue.id);
      if (removed) await recomputeEpicDates(tx, [removed.parentId]);
      return removed;
    });
  },
);

/**
 * Moves a child within its parent, or into `newParent`, next to a sibling:
 * `{ afterChildId }` places it right after that sibling, `{ beforeChildId }` right before.
 */
export const reorderChild = guarded(
  async (
    ctx: RequestContext,
    parent: WorkItemRow,
    child: WorkItemRow,
    target: { afterChildId?: number | null; beforeChildId?: number | null },
    newParent?: WorkItemRow | null,
  ) => {
    requireUser(ctx);
    await requireTreeAdmin(ctx, parent, child.type === 'epic');
    const destination = newParent ?? parent;
    if (newParent && newParent.id !== parent.id) {
      await requireTreeAdmin(ctx, newParent, child.type === 'epic');
      await requireChildAdmin(ctx, child);
    }
    return runWrite(ctx, async (tx) => {
      const link = await parentOf(tx, child.id);
      if (link?.parentId !== parent.id) throw new RuleViolation('No matching item found', 404);
      if (destination.id !== parent.id) {
        const problem = await epicParentProblem(
          tx,
          (await lockWorkItem(tx, child.id))!,
          destination,
        );
        if (problem) throw problem;
        await setParentLink(tx, child.id, destination.id);
        await recomputeEpicDates(tx, [parent.id, destination.id]);
      }
      await placeChild(tx, destination.id, child.id, target);
      return { parentId: destination.id };
    });
  },
);
