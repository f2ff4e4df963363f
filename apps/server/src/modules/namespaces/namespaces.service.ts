import type { RequestContext } from '../../lib/context.ts';
import { memoize } from '../../lib/context.ts';
import DataLoader from 'dataloader';
import { canReadNamespace } from '../permissions/index.ts';
import {
  findNamespaceByFullPath,
  findNamespacesByIds,
  type NamespaceRow,
} from './namespaces.repository.ts';

/** Visibility rule for one namespace row, from the one policy module. */
export async function canReadNamespaceRow(ctx: RequestContext, ns: NamespaceRow): Promise<boolean> {
  if (ns.visibility === 'public') return true;
  const accessLevel = await ctx.access.levelOn(ns.traversalIds);
  return canReadNamespace(ctx.viewer.user, { visibility: ns.visibility, accessLevel });
}

export const namespaceLoader = (ctx: RequestContext) =>
  memoize(
    ctx,
    'namespaceById',
    () =>
      new DataLoader<number, NamespaceRow | null>(async (ids) => {
        const rows = await findNamespacesByIds(ctx.db, ids);
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );

/** A namespace the viewer may read, or null (callers answer 404: no leak of existence). */
export async function readableNamespaceByPath(
  ctx: RequestContext,
  fullPath: string,
  kind?: 'group' | 'project',
): Promise<NamespaceRow | null> {
  const ns = await findNamespaceByFullPath(ctx.db, fullPath, kind);
  if (!ns || !(await canReadNamespaceRow(ctx, ns))) return null;
  namespaceLoader(ctx).prime(ns.id, ns);
  return ns;
}

export async function readableNamespaceById(ctx: RequestContext, id: number) {
  const ns = await namespaceLoader(ctx).load(id);
  if (!ns || !(await canReadNamespaceRow(ctx, ns))) return null;
  return ns;
}

export const namespaceWebPath = (ns: Pick<NamespaceRow, 'kind' | 'fullPath'>) =>
  ns.kind === 'group' ? `/groups/${ns.fullPath}` : `/${ns.fullPath}`;
