import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { commaList } from '#server/modules/work-items/core/rest-fields.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { itemLabelsLoader } from './labels.loaders.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';

/** REST `labels`, `add_labels`, `remove_labels` (comma lists or repeated form keys). */
const body = {
  labels: commaList.nullish(),
  add_labels: commaList.nullish(),
  remove_labels: commaList.nullish(),
};
const formLists = ['labels', 'add_labels', 'remove_labels'];
/** JSON `labels`: the titles. */
const labelsJson = async (ctx: RequestContext, item: WorkItemRow) => ({
  labels: (await itemLabelsLoader(ctx).load(item.id)).map((l) => l.title),
});

/** Issues: `labels` add on create and replace on update; `add_labels` always add. */
export const issueLabelsRest = restSlice({
  body,
  formLists,
  input: (b, { update }) => ({
    ...(update ? { labels: b.labels } : { addLabels: b.labels }),
    ...(b.add_labels ? { addLabels: b.add_labels } : {}),
    removeLabels: b.remove_labels,
  }),
  json: labelsJson,
});

/** Epics: the same, except that `add_labels` count on update only (as GitLab's epic API). */
export const epicLabelsRest = restSlice({
  body,
  formLists,
  input: (b, { update }) => ({
    ...(update ? { labels: b.labels } : { addLabels: b.labels }),
    ...(update && b.add_labels ? { addLabels: b.add_labels } : {}),
    removeLabels: b.remove_labels,
  }),
  json: labelsJson,
});
