import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { projectPermissionsFor } from '../../core/namespaces/namespace-permissions.ts';
import type { NamespaceRow } from '../../core/namespaces/namespaces.repository.ts';
import {
  findIssueTemplate,
  listIssueTemplates,
  type IssueTemplateRow,
} from './templates.repository.ts';

/** Templates serve issue creation: whoever may read the project's issues may read them. */
async function requireReadIssue(ctx: RequestContext, project: NamespaceRow) {
  if (project.kind !== 'project' || !(await projectPermissionsFor(ctx, project)).readIssue) {
    throw notFound();
  }
}

export async function issueTemplatesOf(
  ctx: RequestContext,
  project: NamespaceRow,
): Promise<IssueTemplateRow[]> {
  await requireReadIssue(ctx, project);
  return listIssueTemplates(ctx.db, project.id);
}

/** GitLab names templates by file; 'Bug' and 'Bug.md' are the same template. */
export const templateName = (raw: string) => raw.replace(/\.md$/i, '');

export async function issueTemplateOf(
  ctx: RequestContext,
  project: NamespaceRow,
  name: string,
): Promise<IssueTemplateRow> {
  await requireReadIssue(ctx, project);
  const row = await findIssueTemplate(ctx.db, project.id, templateName(name));
  if (!row) throw notFound('404 Template Not Found');
  return row;
}
