import type { RequestContext } from '../../../lib/context.ts';
import { forbidden, refused } from '../../../lib/errors.ts';
import { groupPermissionsFor, requireUser } from '../../groups/groups.service.ts';
import type { NamespaceRow } from '../../namespaces/namespaces.repository.ts';
import { canReadItem, epicPermissionSet } from '../access.ts';
import type { WorkItemInput } from '../core/input.ts';
import { createWorkItem, deleteWorkItem, updateWorkItem } from '../core/pipeline.ts';
import { requireAllowed } from '../core/rights.ts';
import { HIERARCHY_ERRORS } from '../widgets/hierarchy/hierarchy.rules.ts';
import { workItemLoader } from '../work-items.loaders.ts';
import { allocateIid, type WorkItemRow } from '../work-items.repository.ts';
import type { CreateEpicInput, UpdateEpicInput } from '../work-items.schema.ts';

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

/** The widgets' input: `parentId` resolved to the parent row (null removes the parent). */
async function widgetInput(
  ctx: RequestContext,
  input: Partial<UpdateEpicInput>,
): Promise<WorkItemInput> {
  const { parentId, ...rest } = input;
  if (parentId === undefined) return rest;
  return { ...rest, parent: parentId === null ? null : await parentForWrite(ctx, parentId) };
}

export async function createEpic(
  ctx: RequestContext,
  group: NamespaceRow,
  input: CreateEpicInput,
): Promise<WorkItemRow> {
  const user = requireUser(ctx);
  const perms = await groupPermissionsFor(ctx, group);
  requireAllowed(perms.readGroup, perms.canCreateEpic);
  return createWorkItem(
    ctx,
    group,
    {
      type: 'epic',
      namespaceId: group.id,
      title: input.title,
      description: input.description ?? '',
      confidential: input.confidential ?? false,
      color: input.color ?? undefined,
      authorId: user.id,
    },
    (tx) => allocateIid(tx, group.id, 'epics'),
    await widgetInput(ctx, input),
  );
}

export async function updateEpic(
  ctx: RequestContext,
  epic: WorkItemRow,
  input: UpdateEpicInput,
): Promise<WorkItemRow> {
  requireUser(ctx);
  const perms = await epicPermissionSet(ctx, epic);
  requireAllowed(perms.readEpic, perms.updateEpic);
  return updateWorkItem(ctx, epic, await widgetInput(ctx, input));
}

/** Deletes an epic; its children are released (their links go with it). */
export async function deleteEpic(ctx: RequestContext, epic: WorkItemRow) {
  requireUser(ctx);
  const perms = await epicPermissionSet(ctx, epic);
  requireAllowed(perms.readEpic, perms.destroyEpic);
  return deleteWorkItem(ctx, epic);
}
