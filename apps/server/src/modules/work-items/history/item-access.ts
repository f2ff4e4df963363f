import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import {
  readableGroupParam,
  readableNamespaceParam,
} from '#server/core/namespaces/namespaces.service.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { MIN_ACCESS } from '#server/core/permissions/index.ts';
import { canReadItem, namespaceOf } from '../core/access.ts';
import { findProjectIssue } from '../issues/issues.service.ts';
import { pathId } from '../core/rest-params.ts';
import { workItemLoader } from '../core/work-items.loaders.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';

/**
 * The one place the activity history reaches into the rest of the server for access: which item
 * a REST path names and whether the viewer may read it (404 otherwise, as everywhere).
 */

export interface HistoryTarget {
  item: WorkItemRow;
  namespace: NamespaceRow;
  /** GitLab's `noteable_type` / `resource_type`. */
  resourceType: 'Issue' | 'Epic';
  /** Whether the viewer may read internal notes (GitLab: planner/reporter and up, admins). */
  readsInternal: boolean;
}

async function target(ctx: RequestContext, item: WorkItemRow, namespace: NamespaceRow) {
  const user = ctx.viewer.user;
  const level = await ctx.access.levelOn(namespace.traversalIds);
  return {
    item,
    namespace,
    resourceType: item.type === 'epic' ? 'Epic' : 'Issue',
    readsInternal: Boolean(user?.isAdmin) || level >= MIN_ACCESS.readConfidential,
  } satisfies HistoryTarget;
}

/** The history of an item the caller has already found readable (GraphQL fields, events). */
export async function historyTargetOf(ctx: RequestContext, item: WorkItemRow) {
  return target(ctx, item, await namespaceOf(ctx, item));
}

/** `/projects/:id/issues/:issue_iid`: the project's issue the viewer may read, or 404. */
export async function issueTarget(
  ctx: RequestContext,
  params: { id: string; issue_iid: string },
): Promise<HistoryTarget> {
  const project = await readableNamespaceParam(ctx, params.id, 'project');
  const issue = await findProjectIssue(ctx, project, pathId(params.issue_iid));
  if (!issue) throw notFound();
  return target(ctx, issue, project);
}

/** `/groups/:id/epics/:epic_id`: GitLab takes the epic's global id here, not its iid. */
export async function epicTarget(
  ctx: RequestContext,
  params: { id: string; epic_id: string },
): Promise<HistoryTarget> {
  const group = await readableGroupParam(ctx, params.id);
  const epic = await workItemLoader(ctx).load(pathId(params.epic_id));
  if (!epic || epic.type !== 'epic' || epic.namespaceId !== group.id) throw notFound();
  if (!(await canReadItem(ctx, epic))) throw notFound();
  return target(ctx, epic, group);
}
