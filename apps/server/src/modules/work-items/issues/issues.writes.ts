import type { RequestContext } from '#server/lib/context.ts';
import { forbidden, refused } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { projectPermissions, type IssuePermissions } from '#server/core/permissions/index.ts';
import {
  epicPermissionSet,
  issuePermissionSet,
  namespaceFacts,
  readableItemById,
} from '../core/access.ts';
import { withParent } from '../core/input.ts';
import { createWorkItem, deleteWorkItem, updateWorkItem } from '../core/pipeline.ts';
import { requireAllowed } from '../core/rights.ts';
import { widgetKeysAllowed } from '../core/widget-set.ts';
import { descriptionQuickActions, newItemQuickActions } from '../quick-actions/apply.ts';
import type { CreateIssueInput, UpdateIssueInput } from './issues.schema.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';

/** Issue writes: the issue's permission rules, then the pipeline with the issue widgets. */

/**
 * The input as the widgets read its keys, for their rights (widgetKeysAllowed): the epic is
 * the hierarchy's parent (resolved later, after the rights), and a null type changes nothing
 * (the type widget skips it), so it needs no right.
 */
const widgetKeys = ({ epicId, type, ...rest }: UpdateIssueInput): object => ({
  ...rest,
  parent: epicId,
  type: type ?? undefined,
});

/** The epic an issue may be put in: readable, and the viewer may change its children. */
async function epicForIssue(ctx: RequestContext, epicId: number) {
  const epic = await readableItemById(ctx, epicId);
  if (!epic || epic.type !== 'epic') throw refused(404, 'Epic not found');
  if (!(await epicPermissionSet(ctx, epic)).adminEpicRelation) throw forbidden();
  return epic;
}

/** The widgets' input: the validated input with the epic resolved to the parent row. */
const widgetInput = (ctx: RequestContext, input: Partial<UpdateIssueInput>) =>
  withParent(input, 'epicId', (id) => epicForIssue(ctx, id));

export async function createIssue(
  ctx: RequestContext,
  project: NamespaceRow,
  input: CreateIssueInput,
): Promise<WorkItemRow> {
  requireUser(ctx);
  const facts = await namespaceFacts(ctx, project);
  const perms = projectPermissions(ctx.viewer.user, facts);
  requireAllowed(perms.readIssue, perms.canCreateIssue);
  if (input.type === 'incident' && !perms.canCreateIncident) throw forbidden();
  // GitLab drops metadata a creator may not set (non-members creating in public projects).
  const metadata = await widgetInput(ctx, perms.adminIssue ? input : {});
  const type = input.type ?? 'issue';
  // The description's quick actions join the create, stored without their lines (quick-actions/apply.ts).
  const commands = newItemQuickActions(ctx, type, perms.adminIssue, input.description);
  const { title, confidential } = input;
  return createWorkItem(
    ctx,
    project,
    {
      type,
      title,
      description: commands.description ?? input.description,
      confidential,
      discussionLocked: perms.adminIssue ? (input.discussionLocked ?? false) : false,
    },
    { ...metadata, ...commands },
  );
}

function requireUpdateRights(perms: IssuePermissions, issue: WorkItemRow, input: UpdateIssueInput) {
  requireAllowed(perms.readIssue, perms.canUpdateIssue);
  if (input.stateEvent === 'reopen' && !perms.canReopenIssue) throw forbidden();
  if (input.confidential != null && !perms.canSetConfidential) throw forbidden();
  if (input.discussionLocked != null && !perms.canLockDiscussion) throw forbidden();
  // The metadata (GitLab's admin_issue): each widget's keys against its right (widget-set.ts).
  if (!widgetKeysAllowed(perms, issue.type, widgetKeys(input))) throw forbidden();
}

export async function updateIssue(
  ctx: RequestContext,
  issue: WorkItemRow,
  input: UpdateIssueInput,
): Promise<WorkItemRow> {
  requireUser(ctx);
  requireUpdateRights(await issuePermissionSet(ctx, issue), issue, input);
  // The description's quick actions join the write (quick-actions/apply.ts).
  const commands = await descriptionQuickActions(ctx, issue, input.description);
  return updateWorkItem(ctx, issue, { ...(await widgetInput(ctx, input)), ...commands });
}

export async function deleteIssue(ctx: RequestContext, issue: WorkItemRow) {
  requireUser(ctx);
  const perms = await issuePermissionSet(ctx, issue);
  requireAllowed(perms.readIssue, perms.canDestroyIssue);
  return deleteWorkItem(ctx, issue);
}
