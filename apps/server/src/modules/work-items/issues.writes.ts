import { eq, sql } from 'drizzle-orm';
import { milestones, workItems, type Database } from '@cairn/db';
import type { RequestContext } from '../../lib/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { requireUser } from '../groups/groups.service.ts';
import type { NamespaceRow } from '../namespaces/namespaces.repository.ts';
import { projectPermissions, type IssuePermissions } from '../permissions/index.ts';
import {
  epicPermissionSet,
  issuePermissionSet,
  namespaceFacts,
  namespaceOf,
  readableItemById,
} from './access.ts';
import { recomputeEpicDates } from '@cairn/db';
import {
  epicParentProblem,
  HIERARCHY_ERRORS,
  parentOf,
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
import type { CreateIssueInput, UpdateIssueInput } from './issues.schema.ts';
import { publishItemChanges } from '../../realtime/events.ts';
import {
  allocateIid,
  lockWorkItem,
  setAssignees,
  type WorkItemRow,
} from './work-items.repository.ts';

/** Issue writes: create, update (fields, metadata, state, epic), delete. */

const METADATA = [
  'labelIds',
  'addLabelIds',
  'removeLabelIds',
  'labels',
  'addLabels',
  'removeLabels',
  'milestoneId',
  'weight',
  'healthStatus',
  'dueDate',
  'assigneeIds',
  'epicId',
] as const;

const hasMetadata = (input: Partial<UpdateIssueInput>) =>
  METADATA.some((k) => input[k] !== undefined);

/** A milestone of the project or of one of its ancestor groups, or a rule violation. */
async function usableMilestone(tx: Database, project: NamespaceRow, id: number) {
  const [m] = await tx.select().from(milestones).where(eq(milestones.id, id));
  if (!m || !project.traversalIds.includes(m.namespaceId)) {
    throw new RuleViolation('Milestone not found', 404);
  }
  return m;
}

/** The epic an issue may be put in: readable, and the viewer may change its children. */
async function epicForIssue(ctx: RequestContext, epicId: number) {
  const epic = await readableItemById(ctx, epicId);
  if (!epic || epic.type !== 'epic') throw new RuleViolation('Epic not found', 404);
  if (!(await epicPermissionSet(ctx, epic)).adminEpicRelation) throw forbidden();
  return epic;
}

/** Metadata writes shared by create and update; returns epics whose dates may change. */
async function applyMetadata(
  tx: Database,
  project: NamespaceRow,
  issue: WorkItemRow,
  input: Partial<UpdateIssueInput>,
  epic: WorkItemRow | null | undefined,
): Promise<{ patch: Partial<typeof workItems.$inferInsert>; touched: number[] }> {
  const patch: Partial<typeof workItems.$inferInsert> = {};
  const touched: number[] = [];
  if (input.milestoneId !== undefined) {
    patch.milestoneId =
      input.milestoneId === null
        ? null
        : (await usableMilestone(tx, project, input.milestoneId)).id;
  }
  if (input.weight !== undefined) patch.weight = input.weight;
  if (input.healthStatus !== undefined) patch.healthStatus = input.healthStatus;
  if (input.dueDate !== undefined) patch.dueDate = input.dueDate;
  await applyLabelChanges(tx, project, issue.id, input, true);
  if (input.assigneeIds != null) await setAssignees(tx, issue.id, input.assigneeIds);
  const link = await parentOf(tx, issue.id);
  if (patch.milestoneId !== undefined && link) touched.push(link.parentId);
  if (epic !== undefined) {
    if (epic === null) {
      if (link) {
        await tx.execute(sql`DELETE FROM work_item_parent_links WHERE child_id = ${issue.id}`);
        touched.push(link.parentId);
      }
    } else if (link?.parentId !== epic.id) {
      const problem = await epicParentProblem(tx, { ...issue, ...patch } as WorkItemRow, epic);
      if (problem) throw problem;
      await setParentLink(tx, issue.id, epic.id);
      touched.push(epic.id, ...(link ? [link.parentId] : []));
    }
  }
  return { patch, touched };
}

export const createIssue = guarded(
  async (ctx: RequestContext, project: NamespaceRow, input: CreateIssueInput) => {
    const user = requireUser(ctx);
    const facts = await namespaceFacts(ctx, project);
    const perms = projectPermissions(ctx.viewer.user, facts);
    requireAllowed(perms.readIssue, perms.canCreateIssue);
    if (input.type === 'incident' && !perms.canCreateIncident) throw forbidden();
    // GitLab drops metadata a creator may not set (non-members creating in public projects).
    const metadata: Partial<UpdateIssueInput> = perms.adminIssue ? input : {};
    const epic =
      perms.adminIssue && input.epicId != null ? await epicForIssue(ctx, input.epicId) : undefined;
    const now = ctx.clock.now();
    return runWrite(ctx, async (tx) => {
      const [issue] = await tx
        .insert(workItems)
        .values({
          type: input.type ?? 'issue',
          namespaceId: project.id,
          iid: await allocateIid(tx, project.id, 'issues'),
          title: input.title,
          description: input.description ?? '',
          confidential: input.confidential ?? false,
          discussionLocked: perms.adminIssue ? (input.discussionLocked ?? false) : false,
          authorId: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const { patch, touched } = await applyMetadata(tx, project, issue!, metadata, epic);
      if (Object.keys(patch).length) await updateItem(tx, issue!.id, patch);
      if (touched.length) await recomputeEpicDates(tx, touched);
      return (await lockWorkItem(tx, issue!.id))!;
    });
  },
);

function requireUpdateRights(perms: IssuePermissions, input: UpdateIssueInput) {
  requireAllowed(perms.readIssue, perms.canUpdateIssue);
  if (input.stateEvent === 'reopen' && !perms.canReopenIssue) throw forbidden();
  if (input.confidential != null && !perms.canSetConfidential) throw forbidden();
  if (input.discussionLocked != null && !perms.canLockDiscussion) throw forbidden();
  if ((hasMetadata(input) || input.type != null) && !perms.canAdminIssue) throw forbidden();
}

export const updateIssue = guarded(
  async (ctx: RequestContext, issue: WorkItemRow, input: UpdateIssueInput) => {
    const user = requireUser(ctx);
    const perms = await issuePermissionSet(ctx, issue);
    requireUpdateRights(perms, input);
    const project = await namespaceOf(ctx, issue);
    const epic =
      input.epicId === undefined
        ? undefined
        : input.epicId === null
          ? null
          : await epicForIssue(ctx, input.epicId);
    const now = ctx.clock.now();
    return runWrite(ctx, async (tx) => {
      const current = (await lockWorkItem(tx, issue.id))!;
      const patch: Partial<typeof workItems.$inferInsert> = {
        ...stateChange(input.stateEvent, user.id, now),
      };
      if (input.title !== undefined && input.title !== current.title) patch.title = input.title;
      if (input.description != null && input.description !== current.description)
        patch.description = input.description;
      if (patch.title !== undefined || patch.description !== undefined) {
        Object.assign(patch, { lastEditedById: user.id, lastEditedAt: now });
      }
      if (input.discussionLocked != null) patch.discussionLocked = input.discussionLocked;
      if (input.type != null && input.type !== current.type) {
        if (current.type === 'task' || input.type === 'task')
          throw new RuleViolation('The type of this item cannot be changed', 422);
        patch.type = input.type;
      }
      if (input.confidential != null && input.confidential !== current.confidential) {
        const link = await parentOf(tx, issue.id);
        const parent = link ? await lockWorkItem(tx, link.parentId) : null;
        if (!input.confidential && parent?.confidential)
          throw new RuleViolation(HIERARCHY_ERRORS.confidentialParent, 422);
        patch.confidential = input.confidential;
      }
      const meta = await applyMetadata(
        tx,
        project,
        { ...current, ...patch } as WorkItemRow,
        input,
        epic,
      );
      await updateItem(tx, issue.id, { ...patch, ...meta.patch, ...bump(now) });
      await publishItemChanges(tx, current, { ...patch, ...meta.patch });
      if (meta.touched.length) await recomputeEpicDates(tx, meta.touched);
      return (await lockWorkItem(tx, issue.id))!;
    });
  },
);

export const deleteIssue = guarded(async (ctx: RequestContext, issue: WorkItemRow) => {
  requireUser(ctx);
  const perms = await issuePermissionSet(ctx, issue);
  requireAllowed(perms.readIssue, perms.canDestroyIssue);
  return runWrite(ctx, async (tx) => {
    const link = await parentOf(tx, issue.id);
    await tx.delete(workItems).where(eq(workItems.id, issue.id));
    if (link) await recomputeEpicDates(tx, [link.parentId]);
    return issue;
  });
});
