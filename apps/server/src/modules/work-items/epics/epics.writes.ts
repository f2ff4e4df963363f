import type { RequestContext } from '#server/lib/context.ts';
import { forbidden, refused } from '#server/lib/errors.ts';
import { groupPermissionsFor } from '#server/core/namespaces/namespace-permissions.ts';
import { requireUser } from '#server/core/require-user.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { canReadItem, epicPermissionSet } from '../core/access.ts';
import { withParent } from '../core/input.ts';
import { createWorkItem, deleteWorkItem, updateWorkItem } from '../core/pipeline.ts';
import { requireAllowed } from '../core/rights.ts';
import { newItemQuickActions } from '../quick-actions/apply.ts';
import { HIERARCHY_ERRORS } from '../widgets/hierarchy/hierarchy.service.ts';
import { workItemLoader } from '../core/work-items.loaders.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import type { CreateEpicInput, UpdateEpicInput } from './epics.schema.ts';

/** Epic writes: the epic's permission rules, then the pipeline with the epic widgets. */

/** The new parent epic for `parentId`, checked: readable, relation admin, sub-epics allowed. */
async function parentForWrite(ctx: RequestContext, parentId: number): Promise<WorkItemRow> {
  const parent = await workItemLoader(ctx).load(parentId);
  if (!parent || !(await canReadItem(ctx, parent))) {
    throw refused(404, 'The parent epic could not be found');
  }
  if (parent.type !== 'epic') throw refused(422, HIERARCHY_ERRORS.notAnEpic);
  const perms = await epicPermissionSet(ctx, parent);
  if (!perms.adminEpicRelation) throw forbidden();
  if (!perms.allowSubEpics) {
    throw refused(409, 'Sub-epics are not allowed in the group of the parent epic');
  }
  return parent;
}

export async function createEpic(
  ctx: RequestContext,
  group: NamespaceRow,
  input: CreateEpicInput,
): Promise<WorkItemRow> {
  requireUser(ctx);
  const perms = await groupPermissionsFor(ctx, group);
  requireAllowed(perms.readGroup, perms.canCreateEpic);
  const { title, confidential, color } = input;
  // The description's quick actions join the create, stored without their lines (quick-actions/apply.ts).
  const commands = newItemQuickActions(ctx, 'epic', perms.canCreateEpic, input.description);
  const description = commands.description ?? input.description;
  return createWorkItem(
    ctx,
    group,
    { type: 'epic', title, description, confidential, color: color ?? undefined },
    { ...(await withParent(input, 'parentId', (id) => parentForWrite(ctx, id))), ...commands },
  );
}

/** Signed in, and may `right` the epic: 404 when unreadable, 403 when not allowed. */
async function requireEpicRight(
  ctx: RequestContext,
  epic: WorkItemRow,
  right: 'updateEpic' | 'destroyEpic',
) {
  requireUser(ctx);
  const perms = await epicPermissionSet(ctx, epic);
  requireAllowed(perms.readEpic, perms[right]);
}

export async function updateEpic(
  ctx: RequestContext,
  epic: WorkItemRow,
  input: UpdateEpicInput,
): Promise<WorkItemRow> {
  await requireEpicRight(ctx, epic, 'updateEpic');
  return updateWorkItem(
    ctx,
    epic,
    await withParent(input, 'parentId', (id) => parentForWrite(ctx, id)),
  );
}

/** Deletes an epic; its children are released (their links go with it). */
export async function deleteEpic(ctx: RequestContext, epic: WorkItemRow) {
  await requireEpicRight(ctx, epic, 'destroyEpic');
  return deleteWorkItem(ctx, epic);
}
