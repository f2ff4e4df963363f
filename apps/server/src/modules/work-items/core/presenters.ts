import type { RequestContext } from '#server/lib/context.ts';
import { renderTitleHtml } from '#server/modules/markdown/index.ts';
import { renderStored } from '#server/modules/markdown/rendered-store.ts';
import { sharedReferenceResolver } from '#server/modules/markdown/shared-resolver.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { namespaceOf } from './access.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/** Paths, references and rendered text of work items (shared by GraphQL and REST). */

export const webPathIn = (
  ns: Pick<NamespaceRow, 'fullPath'>,
  item: Pick<WorkItemRow, 'type' | 'iid'>,
) =>
  item.type === 'epic'
    ? `/groups/${ns.fullPath}/-/epics/${item.iid}`
    : item.type === 'task'
      ? `/${ns.fullPath}/-/work_items/${item.iid}`
      : `/${ns.fullPath}/-/issues/${item.iid}`;

export async function itemWebPath(ctx: RequestContext, item: WorkItemRow): Promise<string> {
  return webPathIn(await namespaceOf(ctx, item), item);
}

export const itemWebUrl = async (ctx: RequestContext, item: WorkItemRow) =>
  ctx.env.baseUrl + (await itemWebPath(ctx, item));

/** `&iid` / `#iid`, or with the namespace path when `full`. */
export const referenceIn = (ns: Pick<NamespaceRow, 'fullPath'>, item: WorkItemRow, full: boolean) =>
  `${full ? ns.fullPath : ''}${item.type === 'epic' ? '&' : '#'}${item.iid}`;

export async function itemReference(ctx: RequestContext, item: WorkItemRow, full: boolean) {
  return referenceIn(await namespaceOf(ctx, item), item, full);
}

/** GitLab's `references` object: short, relative (to the item's own parent group), full. */
export async function itemReferences(ctx: RequestContext, item: WorkItemRow) {
  const ns = await namespaceOf(ctx, item);
  return {
    short: referenceIn(ns, item, false),
    relative: item.type === 'epic' ? referenceIn(ns, item, false) : `${ns.path}#${item.iid}`,
    full: referenceIn(ns, item, true),
  };
}

export const titleHtml = (item: WorkItemRow) => renderTitleHtml(item.title);

/** What a description's stored rendering depends on (the write path stores with the same). */
export const descriptionRenderOptions = (ctx: Pick<RequestContext, 'env'>) => ({
  baseUrl: ctx.env.baseUrl,
});

/** The description rendered (stored rendering) with references the viewer may see (one batched lookup per kind). */
export async function descriptionHtml(ctx: RequestContext, item: WorkItemRow): Promise<string> {
  if (!item.description) return '';
  const ns = await namespaceOf(ctx, item);
  return renderStored(ctx, item.description, {
    resolver: sharedReferenceResolver(ctx, ns),
    ...descriptionRenderOptions(ctx),
  });
}
