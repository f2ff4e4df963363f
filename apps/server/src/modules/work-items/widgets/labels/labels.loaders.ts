import type { RequestContext } from '#server/lib/context.ts';
import { requestLoader } from '#server/lib/request-loader.ts';
import { groupBy } from '#server/modules/work-items/core/work-items.loaders.ts';
import { labelsByItemIds, type LabelRow } from './labels.repository.ts';

/** Each item's labels, one statement for a whole page of items. */
export const itemLabelsLoader = (ctx: RequestContext) =>
  requestLoader<number, LabelRow[]>(ctx, 'labelsByItem', async (ids) => {
    const byItem = groupBy(await labelsByItemIds(ctx.db, ids), (r) => r.workItemId);
    return ids.map((id) => (byItem.get(id) ?? []).map((r) => r.label));
  });
