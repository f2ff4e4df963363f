import { listConnection, UserCoreConnection, usersByIds } from '../../core/common.graphql.ts';
import type { ItemFieldBuilder } from '../../core/field-builder.ts';
import { assigneeIdsLoader } from '../../core/work-items.loaders.ts';

/** The assignees widget's GraphQL field. */
export const assigneesField = (t: ItemFieldBuilder) =>
  t.field({
    type: UserCoreConnection,
    args: t.arg.connectionArgs(),
    resolve: async (w, args, ctx) =>
      listConnection(args, await usersByIds(ctx, await assigneeIdsLoader(ctx).load(w.id))),
  });
