import { decodeId, type InputSlice } from '#server/modules/work-items/core/input.ts';

/**
 * GraphQL `epicId` on issue create and update: the parent epic's gid; null removes it. The
 * caller resolves it to a row with the viewer's rights (`withParent` in `core/input.ts`).
 */
export const issueHierarchyInput: InputSlice = {
  fields: (t) => ({ epicId: t.id() }),
  decode: (input, out) => decodeId(input, out, 'epicId', 'Epic'),
};

/** GraphQL `parentId` on epic create and update: the parent epic's gid; null removes it. */
export const epicHierarchyInput: InputSlice = {
  fields: (t) => ({
    parentId: t.id({ description: 'Global ID of the parent epic (null removes the parent).' }),
  }),
  decode: (input, out) => decodeId(input, out, 'parentId', 'Epic', 'WorkItem'),
};
