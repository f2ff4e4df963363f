import {
  listConnection,
  UserCoreConnection,
  usersByIds,
} from '#server/modules/work-items/core/common.graphql.ts';
import type { ItemFieldBuilder } from '#server/modules/work-items/core/field-builder.ts';
import { assigneeIdsLoader } from '#server/modules/work-items/core/work-items.loaders.ts';

/** The assignees widget's GraphQL field. */
export const assigneesField = (t: ItemFieldBuilder) =>
  t.field({
    type: UserCoreConnection,
    args: t.arg.connectionArgs(),
    resolve: async (w, args, ctx) =>
      listConnection(args, await usersByIds(ctx, await assigneeIdsLoader(ctx).load(w.id))),
  });
