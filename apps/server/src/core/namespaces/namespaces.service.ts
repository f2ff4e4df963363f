// Namespaces: the shared lookup of groups and projects that every module needs — by id, full
// path or REST `:id`, readable or not, their visibility SQL and the viewer's permissions on
// them. Group-specific API (REST /groups, the GraphQL Group type, creating groups and placing
// subgroups or projects under a group) lives in modules/groups, which builds on this.
import { NAMESPACES_BY_ID, NAMESPACES_BY_PATH, type RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { canReadNamespace } from '../permissions/index.ts';
import { namespaceIdParam } from './namespace-param.ts';
import {
  findNamespaceByFullPath,
  findNamespaceByParam,
  findNamespacesWithAncestors,
  type NamespaceRow,
} from './namespaces.repository.ts';
import { eachKey, requestLoader } from '#server/lib/request-loader.ts';

/** Visibility rule for one namespace row, from the one policy module. */
export async function canReadNamespaceRow(ctx: RequestContext, ns: NamespaceRow): Promise<boolean> {
  if (ns.visibility === 'public') return true;
  const accessLevel = await ctx.access.levelOn(ns.traversalIds);
  return canReadNamespace(ctx.viewer.user, { visibility: ns.visibility, accessLevel });
}

export const namespaceLoader = (ctx: RequestContext) =>
  requestLoader<number, NamespaceRow | null>(ctx, NAMESPACES_BY_ID, async (ids) => {
    const rows = await findNamespacesWithAncestors(ctx.db, ids);
    // The ancestors come along: later loads of them cost nothing.
    for (const row of rows) namespaceLoader(ctx).prime(row.id, row);
    return eachKey(ids, new Map(rows.map((r) => [r.id, r])), null);
  });

/**
 * The namespace at a full path, from the request's memo when the statement that found the viewer
 * read it (auth/viewer-facts.ts), else one statement.
 */
async function namespaceByPath(
  ctx: RequestContext,
  fullPath: string,
  kind?: 'group' | 'project',
): Promise<NamespaceRow | null> {
  const known = ctx.memo.get(NAMESPACES_BY_PATH) as Map<string, NamespaceRow | null> | undefined;
  const key = fullPath.toLowerCase();
  if (!known?.has(key)) return findNamespaceByFullPath(ctx.db, fullPath, kind);
  const row = known.get(key) ?? null;
  return row && (!kind || row.kind === kind) ? row : null;
}

/** A namespace the viewer may read, or null (callers answer 404: no leak of existence). */
export async function readableNamespaceByPath(
  ctx: RequestContext,
  fullPath: string,
  kind?: 'group' | 'project',
): Promise<NamespaceRow | null> {
  const ns = await namespaceByPath(ctx, fullPath, kind);
  if (!ns || !(await canReadNamespaceRow(ctx, ns))) return null;
  namespaceLoader(ctx).prime(ns.id, ns);
  return ns;
}

export async function readableNamespaceById(ctx: RequestContext, id: number) {
  const ns = await namespaceLoader(ctx).load(id);
  if (!ns || !(await canReadNamespaceRow(ctx, ns))) return null;
  return ns;
}

/** A group or project named by a REST `:id` (numeric id or full path) that the viewer may read. */
export async function readableNamespaceParam(
  ctx: RequestContext,
  raw: string,
  kind: 'group' | 'project',
): Promise<NamespaceRow> {
  const parsed = namespaceIdParam.safeParse(raw);
  if (!parsed.success) throw notFound();
  const ns = await findNamespaceByParam(ctx.db, parsed.data, kind);
  if (!ns || !(await canReadNamespaceRow(ctx, ns))) throw notFound();
  namespaceLoader(ctx).prime(ns.id, ns);
  return ns;
}

export const readableGroupParam = (ctx: RequestContext, raw: string) =>
  readableNamespaceParam(ctx, raw, 'group');

export const readableProjectParam = (ctx: RequestContext, raw: string) =>
  readableNamespaceParam(ctx, raw, 'project');

export const namespaceWebPath = (ns: Pick<NamespaceRow, 'kind' | 'fullPath'>) =>
  ns.kind === 'group' ? `/groups/${ns.fullPath}` : `/${ns.fullPath}`;
