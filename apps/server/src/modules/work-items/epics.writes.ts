import { eq } from 'drizzle-orm';
import { workItems, type Database } from '@cairn/db';
import type { RequestContext } from '../../lib/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { groupPermissionsFor, requireUser } from '../groups/groups.service.ts';
import type { NamespaceRow } from '../namespaces/namespaces.repository.ts';
import { canReadItem, epicPermissionSet, namespaceOf } from './access.ts';
import { recomputeEpicDates } from '@cairn/db';
import {
  epicParentProblem,
  HIERARCHY_ERRORS,
  hasPublicChildren,
  parentOf,
  removeParentLink,
  RuleViolation,
  setParentLink,
} from './hierarchy.ts';
import {
  applyLabelChanges,
  bump,
  guarded,
  requireAllowed,
  runWrite,
  stateChange,
  updateItem,
} from './item-writes.ts';
import { allocateIid, lockWorkItem, type WorkItemRow } from './work-items.repository.ts';
import type { CreateEpicInput, UpdateEpicInput } from './work-items.schema.ts';
import { workItemLoader } from './work-items.loaders.ts';

/** Epic writes: create, update (fields, dates, labels, state, parent), delete. */

/** A fixed date given without its flag turns the flag on; clearing it (null) turns it off. */
function fixedDate(
  date: string | null | undefined,
  flag: boolean | null | undefined,
  current: { date: string | null; flag: boolean },
) {
  const nextDate = date === undefined ? current.date : date;
  let nextFlag = flag ?? current.flag;
  if (flag == null && date !== undefined) nextFlag = date !== null;
  return { date: nextDate, flag: nextFlag };
}

/** The new parent epic for `parentId`, checked: readable, relation admin, sub-epics allowed. */
async function parentForWrite(ctx: RequestContext, parentId: number): Promise<WorkItemRow> {
  const parent = await workItemLoader(ctx).load(parentId);
  if (!parent || !(await canReadItem(ctx, parent))) {
    throw new RuleViolation('The parent epic could not be found', 404);
  }
  if (parent.type !== 'epic') throw new RuleViolation(HIERARCHY_ERRORS.notAnEpic, 422);
  const perms = await epicPermissionSet(ctx, parent);
  if (!perms.adminEpicRelation) throw forbidden();
  if (!perms.allowSubEpics) {
    throw new RuleViolation('Sub-epics are not allowed in the group of the parent epic', 409);
  }
  return parent;
}

async function attachToParent(tx: Database, child: WorkItemRow, parent: WorkItemRow) {
  const problem = await epicParentProblem(tx, child, parent);
  if (problem) throw problem;
  return setParentLink(tx, child.id, parent.id);
}

export const createEpic = guarded(
  async (ctx: RequestContext, group: NamespaceRow, input: CreateEpicInput) => {
    const user = requireUser(ctx);
    const perms = await groupPermissionsFor(ctx, group);
    requireAllowed(perms.readGroup, perms.canCreateEpic);
    const parent = input.parentId != null ? await parentForWrite(ctx, input.parentId) : null;
    const start = fixedDate(input.startDateFixed, input.startDateIsFixed, {
      date: null,
      flag: false,
    });
    const due = fixedDate(input.dueDateFixed, input.dueDateIsFixed, { date: null, flag: false });
    const now = ctx.clock.now();
    return runWrite(ctx, async (tx) => {
      const [epic] = await tx
        .insert(workItems)
        .values({
          type: 'epic',
          namespaceId: group.id,
          iid: await allocateIid(tx, group.id, 'epics'),
          title: input.title,
          description: input.description ?? '',
          confidential: input.confidential ?? false,
          color: input.color ?? undefined,
          authorId: user.id,
          startDateFixed: start.date,
          startDateIsFixed: start.flag,
          startDate: start.flag ? start.date : null,
          dueDateFixed: due.date,
          dueDateIsFixed: due.flag,
          dueDate: due.flag ? due.date : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await applyLabelChanges(tx, group, epic!.id, input, true);
      if (parent) await attachToParent(tx, epic!, parent);
      await recomputeEpicDates(tx, [epic!.id, ...(parent ? [parent.id] : [])]);
      return (await lockWorkItem(tx, epic!.id))!;
    });
  },
);

export const updateEpic = guarded(
  async (ctx: RequestContext, epic: WorkItemRow, input: UpdateEpicInput) => {
    const user = requireUser(ctx);
    const perms = await epicPermissionSet(ctx, epic);
    requireAllowed(perms.readEpic, perms.updateEpic);
    const group = await namespaceOf(ctx, epic);
    const newParent = input.parentId != null ? await parentForWrite(ctx, input.parentId) : null;
    const now = ctx.clock.now();
    return runWrite(ctx, async (tx) => {
      const current = (await lockWorkItem(tx, epic.id))!;
      const patch: Partial<typeof workItems.$inferInsert> = {
        ...stateChange(input.stateEvent, user.id, now),
      };
      if (input.title !== undefined && input.title !== current.title) patch.title = input.title;
      if (input.description != null && input.description !== current.description) {
        patch.description = input.description;
      }
      if (patch.title !== undefined || patch.description !== undefined) {
        Object.assign(patch, { lastEditedById: user.id, lastEditedAt: now });
      }
      if (input.color != null) patch.color = input.color;
      if (input.confidential != null && input.confidential !== current.confidential) {
        await checkConfidentialChange(tx, current, input.confidential);
        patch.confidential = input.confidential;
      }
      const start = fixedDate(input.startDateFixed, input.startDateIsFixed, {
        date: current.startDateFixed,
        flag: current.startDateIsFixed,
      });
      const due = fixedDate(input.dueDateFixed, input.dueDateIsFixed, {
        date: current.dueDateFixed,
        flag: current.dueDateIsFixed,
      });
      Object.assign(patch, {
        startDateFixed: start.date,
        startDateIsFixed: start.flag,
        startDate: start.flag ? start.date : current.startDateFromInherited,
        dueDateFixed: due.date,
        dueDateIsFixed: due.flag,
        dueDate: due.flag ? due.date : current.dueDateFromInherited,
      });
      const datesChanged =
        patch.startDate !== current.startDate || patch.dueDate !== current.dueDate;
      await applyLabelChanges(tx, group, epic.id, input, true);
      const row = await updateItem(tx, epic.id, { ...patch, ...bump(now) });
      const touched = new Set<number>();
      if (input.parentId === null) {
        const removed = await removeParentLink(tx, epic.id);
        if (removed) touched.add(removed.parentId);
      } else if (newParent) {
        const { previousParentId } = await attachToParent(tx, row, newParent);
        touched.add(newParent.id);
        if (previousParentId !== null) touched.add(previousParentId);
      }
      if (datesChanged || touched.size) await recomputeEpicDates(tx, [epic.id, ...touched]);
      return (await lockWorkItem(tx, epic.id))!;
    });
  },
);

/** An epic becomes confidential only without public children, public only under a public parent. */
async function checkConfidentialChange(tx: Database, epic: WorkItemRow, confidential: boolean) {
  if (confidential && (await hasPublicChildren(tx, epic.id))) {
    throw new RuleViolation(HIERARCHY_ERRORS.confidentialChildren, 422);
  }
  if (!confidential) {
    const link = await parentOf(tx, epic.id);
    if (link) {
      const [parent] = await tx.select().from(workItems).where(eq(workItems.id, link.parentId));
      if (parent?.confidential) throw new RuleViolation(HIERARCHY_ERRORS.confidentialParent, 422);
    }
  }
}

/** Deletes an epic; its children are released (their links go with it). */
export const deleteEpic = guarded(async (ctx: RequestContext, epic: WorkItemRow) => {
  requireUser(ctx);
  const perms = await epicPermissionSet(ctx, epic);
  requireAllowed(perms.readEpic, perms.destroyEpic);
  return runWrite(ctx, async (tx) => {
    const link = await parentOf(tx, epic.id);
    await tx.delete(workItems).where(eq(workItems.id, epic.id));
    if (link) await recomputeEpicDates(tx, [link.parentId]);
    return epic;
  });
});
