import { eq, sql } from 'drizzle-orm';
import { labels, namespaces, workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import {
  groupPermissionsFor,
  projectPermissionsFor,
} from '#server/core/namespaces/namespace-permissions.ts';
import { requireUser } from '#server/core/require-user.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import {
  notHiddenSql,
  readableConfidentialSql,
  readableNamespaceSql,
} from '#server/core/namespaces/visibility-sql.ts';
import {
  findLabelIn,
  issueCountsByLabel,
  labelFilterSql,
  selectLabels,
  type LabelFilters,
  type LabelView,
} from './labels.repository.ts';
import { titleTaken, validateLabel, type LabelFields } from './label-rules.ts';

export type { LabelView };

export function labelScope(
  ns: NamespaceRow,
  opts: {
    includeAncestorGroups?: boolean | null;
    includeDescendantGroups?: boolean | null;
    onlyGroupLabels?: boolean | null;
  },
): Pick<LabelFilters, 'namespaceIds' | 'descendantsOf' | 'descendantKinds'> {
  return {
    namespaceIds: opts.includeAncestorGroups ? ns.traversalIds : [ns.id],
    descendantsOf: opts.includeDescendantGroups && ns.kind === 'group' ? ns.id : undefined,
    descendantKinds: opts.onlyGroupLabels === false ? ['group', 'project'] : ['group'],
  };
}

const readableNs = (ctx: RequestContext) =>
  readableNamespaceSql(ctx, {
    visibility: namespaces.visibility,
    traversalIds: namespaces.traversalIds,
  });

/** Labels of readable namespaces only, whatever the scope asked for. */
export async function listLabels(
  ctx: RequestContext,
  filters: LabelFilters,
  page: { limit: number; offset: number },
) {
  return selectLabels(ctx.db, labelFilterSql(filters, await readableNs(ctx)), page);
}

/** Open/closed counts of issues the viewer may see, for many labels at once. */
export async function labelIssueCounts(ctx: RequestContext, labelIds: readonly number[]) {
  const confidential = await readableConfidentialSql(ctx, {
    confidential: workItems.confidential,
    authorId: workItems.authorId,
    id: workItems.id,
    traversalIds: namespaces.traversalIds,
  });
  // Hidden items (banned author, or spam) are counted for admins only (docs/permissions.md).
  const notHidden = (await notHiddenSql(ctx, workItems)) ?? sql`true`;
  const visible = sql`(${await readableNs(ctx)} AND ${namespaces.issuesEnabled} AND ${confidential} AND ${notHidden})`;
  return issueCountsByLabel(ctx.db, labelIds, visible);
}

export async function requireAdminLabel(ctx: RequestContext, ns: NamespaceRow) {
  requireUser(ctx);
  const allowed =
    ns.kind === 'group'
      ? (await groupPermissionsFor(ctx, ns)).adminLabel
      : (await projectPermissionsFor(ctx, ns)).adminLabel;
  if (!allowed) throw forbidden();
}

/** Creates a label; a rule failure throws (400, or 409 for a taken title) and writes nothing. */
export async function createLabel(
  ctx: RequestContext,
  ns: NamespaceRow,
  input: LabelFields,
): Promise<LabelView> {
  await requireAdminLabel(ctx, ns);
  const checked = validateLabel(input);
  if (await findLabelIn(ctx.db, ns.id, { title: checked.title })) throw titleTaken();
  try {
    const [row] = await ctx.db
      .insert(labels)
      .values({ namespaceId: ns.id, ...checked, ...priorityOf(ns, input) })
      .returning();
    if (!row) throw new Error('label insert returned no row');
    return { ...row, nsKind: ns.kind };
  } catch (error) {
    if (isUniqueViolation(error)) throw titleTaken();
    throw error;
  }
}

/** The priority to write: project labels only, and only when one was given (null clears it). */
const priorityOf = (ns: NamespaceRow, input: Partial<LabelFields>) =>
  ns.kind === 'project' && input.priority !== undefined ? { priority: input.priority } : {};

export async function labelIn(ctx: RequestContext, ns: NamespaceRow, ref: string) {
  const byId = /^\d{1,9}$/.test(ref) ? await findLabelIn(ctx.db, ns.id, { id: Number(ref) }) : null;
  const label = byId ?? (await findLabelIn(ctx.db, ns.id, { title: ref }));
  if (!label) throw notFound();
  return label;
}

export async function updateLabel(
  ctx: RequestContext,
  ns: NamespaceRow,
  ref: string,
  input: Partial<LabelFields>,
): Promise<LabelView> {
  await requireAdminLabel(ctx, ns);
  const current = await labelIn(ctx, ns, ref);
  const checked = validateLabel({
    title: input.title ?? current.title,
    color: input.color ?? current.color,
    description: input.description === undefined ? current.description : input.description,
  });
  const clash = await findLabelIn(ctx.db, ns.id, { title: checked.title });
  if (clash && clash.id !== current.id) throw titleTaken();
  try {
    const [row] = await ctx.db
      .update(labels)
      .set({ ...checked, ...priorityOf(ns, input), updatedAt: sql`now()` })
      .where(eq(labels.id, current.id))
      .returning();
    if (!row) throw notFound();
    return { ...row, nsKind: ns.kind };
  } catch (error) {
    if (isUniqueViolation(error)) throw titleTaken();
    throw error;
  }
}

export async function deleteLabel(ctx: RequestContext, ns: NamespaceRow, ref: string) {
  await requireAdminLabel(ctx, ns);
  const label = await labelIn(ctx, ns, ref);
  await ctx.db.delete(labels).where(eq(labels.id, label.id));
}
