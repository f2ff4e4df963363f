import { integerListParam } from '#server/rest/params.ts';
import { restSlice } from '#server/modules/work-items/core/rest-slice.ts';
import { zeroAsNull } from '#server/modules/work-items/core/rest-fields.ts';
import { userJson } from '#server/modules/users/users.rest.ts';
import { usersByIds } from '#server/modules/work-items/core/common.graphql.ts';
import { assigneeIdsLoader } from '#server/modules/work-items/core/work-items.loaders.ts';

/** REST `assignee_ids` (0s dropped) or the older single `assignee_id` (0 unassigns). */
export const assigneesRest = restSlice({
  body: {
    assignee_ids: integerListParam(0)
      .transform((ids) => ids.filter((id) => id > 0))
      .nullish(),
    assignee_id: zeroAsNull,
  },
  formLists: ['assignee_ids'],
  input: (b) => ({
    assigneeIds:
      b.assignee_ids ??
      (b.assignee_id !== undefined ? (b.assignee_id === null ? [] : [b.assignee_id]) : undefined),
  }),
  json: async (ctx, item) => {
    const ids = await assigneeIdsLoader(ctx).load(item.id);
    const assignees = (await usersByIds(ctx, ids)).map((u) => userJson(ctx, u));
    return { assignees, assignee: assignees[0] ?? null };
  },
});
