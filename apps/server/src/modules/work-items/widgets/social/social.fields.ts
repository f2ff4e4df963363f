import {
  listConnection,
  TodoConnection,
  TodoStateEnum,
  UserCoreConnection,
  usersByIds,
} from '#server/modules/work-items/core/common.graphql.ts';
import type { ItemFieldBuilder } from '#server/modules/work-items/core/field-builder.ts';
import { participantIdsLoader, todosLoader } from './social.loaders.ts';

/**
 * The sidebar's people fields of an epic or issue: the viewer's to-dos on it and its
 * participants (GitLab documents the latter on Issue only, hence the optional description).
 */
export const peopleFields = (t: ItemFieldBuilder, participantsDescription?: string) => ({
  currentUserTodos: t.field({
    type: TodoConnection,
    nullable: false,
    args: { ...t.arg.connectionArgs(), state: t.arg({ type: TodoStateEnum }) },
    resolve: async (w, args, ctx) =>
      listConnection(args, await todosLoader(ctx, args.state ?? null).load(w.id)),
  }),
  participants: t.field({
    type: UserCoreConnection,
    description: participantsDescription,
    args: t.arg.connectionArgs(),
    resolve: async (w, args, ctx) =>
      listConnection(args, await usersByIds(ctx, await participantIdsLoader(ctx).load(w.id))),
  }),
});
