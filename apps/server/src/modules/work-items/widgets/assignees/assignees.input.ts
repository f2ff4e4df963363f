import { decodeIdList, type InputSlice } from '#server/modules/work-items/core/input.ts';

/** GraphQL `assigneeIds` (replace all) on issue create and update. */
export const assigneesInput: InputSlice = {
  fields: (t) => ({ assigneeIds: t.idList() }),
  // GitLab clients send User gids; Cairn's own output calls the type UserCore.
  decode: (input, out) => decodeIdList(input, out, 'assigneeIds', 'User', 'UserCore'),
};
