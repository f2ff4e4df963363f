import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { projectPermissionsFor } from '#server/core/namespaces/namespace-permissions.ts';
import {
  canReadNamespaceRow,
  namespaceLoader,
} from '#server/core/namespaces/namespaces.service.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { listTemplatesAlong, ownerIdOf, type IssueTemplateRow } from './templates.repository.ts';

/** A template as a namespace offers it: where it comes from, and whether it is inherited. */
export interface OfferedTemplate {
  row: IssueTemplateRow;
  owner: NamespaceRow;
  inherited: boolean;
}

/**
 * Templates serve issue creation: whoever may read a project's issues may read its templates,
 * inherited ones included; a group's templates are read by whoever may read the group.
 */
export async function canReadTemplatesOf(ctx: RequestContext, ns: NamespaceRow) {
  return ns.kind === 'project'
    ? (await projectPermissionsFor(ctx, ns)).readIssue
    : canReadNamespaceRow(ctx, ns);
}

/**
 * The namespace's own templates then those of the groups above it, nearest first. A name is
 * offered once: the nearest owner wins (a project's 'Bug' hides its group's 'Bug').
 */
export async function offeredTemplates(
  ctx: RequestContext,
  ns: NamespaceRow,
): Promise<OfferedTemplate[]> {
  if (!(await canReadTemplatesOf(ctx, ns))) return [];
  const rows = await listTemplatesAlong(ctx.db, ns);
  const depth = (row: IssueTemplateRow) => ns.traversalIds.indexOf(ownerIdOf(row));
  // Deeper owners first; the query already sorts by name, and the sort is stable.
  rows.sort((a, b) => depth(b) - depth(a));
  const owners = await namespaceLoader(ctx).loadMany([...new Set(rows.map(ownerIdOf))]);
  const byId = new Map(
    owners.flatMap((o) => (o && !(o instanceof Error) ? [[o.id, o] as const] : [])),
  );
  const seen = new Set<string>();
  const offered: OfferedTemplate[] = [];
  for (const row of rows) {
    const owner = byId.get(ownerIdOf(row));
    if (!owner || seen.has(row.name)) continue;
    seen.add(row.name);
    offered.push({ row, owner, inherited: owner.id !== ns.id });
  }
  return offered;
}

/** For the REST list: whoever may not read the project's issues gets a 404 (no leak). */
export async function issueTemplatesOf(ctx: RequestContext, project: NamespaceRow) {
  if (!(await canReadTemplatesOf(ctx, project))) throw notFound();
  return offeredTemplates(ctx, project);
}

/** GitLab names templates by file; 'Bug' and 'Bug.md' are the same template. */
export const templateName = (raw: string) => raw.replace(/\.md$/i, '');

export async function issueTemplateOf(
  ctx: RequestContext,
  project: NamespaceRow,
  name: string,
): Promise<IssueTemplateRow> {
  const wanted = templateName(name);
  const found = (await issueTemplatesOf(ctx, project)).find((t) => t.row.name === wanted);
  if (!found) throw notFound('404 Template Not Found');
  return found.row;
}
