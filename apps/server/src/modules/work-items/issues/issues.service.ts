import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { canReadItem, itemByPath, itemReadFacts } from '../core/access.ts';
import { issueWhere, type IssueScope } from './issues-query.ts';
import type { IssueFilters } from './issues.schema.ts';
import { sortSpec, type SortName } from '../core/keyset.ts';
import { offsetWorkItems, pageWorkItems } from '../core/list-query.ts';
import { workItemLoader } from '../core/work-items.loaders.ts';
import { findWorkItemByIid, type WorkItemRow } from '../core/work-items.repository.ts';
import type { PageArgs } from '../core/work-items.schema.ts';

/** Issue reads: lookups and lists, always through the viewer's read rights. */

export async function findProjectIssue(
  ctx: RequestContext,
  project: NamespaceRow,
  iid: number,
): Promise<WorkItemRow | null> {
  if (project.kind !== 'project') return null;
  const [issue] = await Promise.all([
    findWorkItemByIid(ctx.db, project.id, iid),
    itemReadFacts(ctx),
  ]);
  if (!issue || issue.type === 'epic' || !(await canReadItem(ctx, issue))) return null;
  workItemLoader(ctx).prime(issue.id, issue);
  return issue;
}

/** For writes: the project (by full path) and its issue, or 404. */
export async function issueByPath(ctx: RequestContext, projectPath: string, iid: number) {
  const found = await itemByPath(ctx, projectPath, 'project', (p) => findProjectIssue(ctx, p, iid));
  return { project: found.namespace, issue: found.item };
}

export async function pageIssues(
  ctx: RequestContext,
  scope: IssueScope,
  filters: IssueFilters,
  sort: SortName,
  page: PageArgs,
) {
  return pageWorkItems(ctx.db, await issueWhere(ctx, scope, filters), sortSpec(sort), page);
}

export async function offsetIssues(
  ctx: RequestContext,
  scope: IssueScope,
  filters: IssueFilters,
  sort: SortName,
  paging: { page: number; per_page: number },
) {
  return offsetWorkItems(ctx.db, await issueWhere(ctx, scope, filters), sortSpec(sort), paging);
}
