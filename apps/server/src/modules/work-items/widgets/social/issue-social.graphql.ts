import { IssueRef } from '../../issues/issues.graphql.ts';
import {
  listConnection,
  TodoConnection,
  TodoStateEnum,
  UserCoreConnection,
  usersByIds,
} from '../../core/common.graphql.ts';
import { builder } from '../../../../graphql/builder.ts';
import { participantIdsLoader, todosLoader } from './social.loaders.ts';

/** The issue sidebar's people fields, as on Epic: the viewer's to-dos and the participants. */
builder.objectFields(IssueRef, (t) => ({
  currentUserTodos: t.field({
    type: TodoConnection,
    nullable: false,
    args: { ...t.arg.connectionArgs(), state: t.arg({ type: TodoStateEnum }) },
    resolve: async (i, args, ctx) =>
      listConnection(args, await todosLoader(ctx, args.state ?? null).load(i.id)),
  }),
  participants: t.field({
    type: UserCoreConnection,
    description: 'Author, assignees and authors of comments the viewer may read, author first.',
    args: t.arg.connectionArgs(),
    resolve: async (i, args, ctx) =>
      listConnection(args, await usersByIds(ctx, await participantIdsLoader(ctx).load(i.id))),
  }),
}));
