import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { readableNamespaceParam } from '#server/core/namespaces/namespaces.service.ts';
import { canReadItem } from '#server/modules/work-items/core/access.ts';
import { pathId } from '#server/modules/work-items/core/rest-params.ts';
import {
  findWorkItemByIid,
  type WorkItemRow,
} from '#server/modules/work-items/core/work-items.repository.ts';

/** The REST params of one project issue (`/projects/:id/issues/:issue_iid/...`). */
export type IssueParams = { Params: { id: string; issue_iid: string } };

/**
 * The readable issue (issue, incident or task) the params name, else 404. The widget reads it
 * through the kernel, not the issues surface: the surface composes the widgets (registry).
 */
export async function readableIssueOf(
  ctx: RequestContext,
  p: IssueParams['Params'],
): Promise<WorkItemRow> {
  const project = await readableNamespaceParam(ctx, p.id, 'project');
  const issue =
    project.kind === 'project'
      ? await findWorkItemByIid(ctx.db, project.id, pathId(p.issue_iid))
      : undefined;
  if (!issue || issue.type === 'epic' || !(await canReadItem(ctx, issue))) throw notFound();
  return issue;
}
