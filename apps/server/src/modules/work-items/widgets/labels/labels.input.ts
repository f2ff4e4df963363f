import {
  decodeIdList,
  type InputSlice,
  type RawInput,
} from '#server/modules/work-items/core/input.ts';
import { LABEL_GID_TYPES } from '#server/modules/work-items/core/work-item-gids.ts';

/** GraphQL label fields: gids (or plain ids) of labels, and titles where the surface has them. */

const labelIds = (input: RawInput, out: Record<string, unknown>, ...keys: string[]) => {
  for (const key of keys) decodeIdList(input, out, key, ...LABEL_GID_TYPES);
};

/** Issues: replace all (`labelIds`), add and remove by id; `labels` (titles) on create only. */
export const issueLabelsInput: InputSlice = {
  fields: (t, write) => ({
    labelIds: t.idList(),
    addLabelIds: t.idList(),
    removeLabelIds: t.idList(),
    ...(write === 'create' ? { labels: t.stringList() } : {}),
  }),
  decode: (input, out) => labelIds(input, out, 'labelIds', 'addLabelIds', 'removeLabelIds'),
};

/** Epics: add by id or title; remove by id or title on update only. */
export const epicLabelsInput: InputSlice = {
  fields: (t, write) => ({
    addLabelIds: t.idList(),
    addLabels: t.stringList({ description: 'Label titles to add (created when missing).' }),
    ...(write === 'update' ? { removeLabelIds: t.idList(), removeLabels: t.stringList() } : {}),
  }),
  decode: (input, out, write) =>
    labelIds(input, out, 'addLabelIds', ...(write === 'update' ? ['removeLabelIds'] : [])),
};
