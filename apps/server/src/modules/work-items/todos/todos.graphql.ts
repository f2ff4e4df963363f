import { builder } from '#server/graphql/builder.ts';
import { offsetConnection } from '#server/graphql/paging.ts';
import { UserRef } from '#server/modules/users/users.graphql.ts';
import { TodoActionEnum, TodoConnection, TodoRef, TodoStateEnum } from '../core/common.graphql.ts';
import { readableItemById } from '../core/access.ts';
import { mutationInput, payloadMutation, payloadType } from '#server/graphql/payload.ts';
import { itemReference, itemWebUrl } from '../core/presenters.ts';
import { markAllTodosDone, pageOfTodos, pendingTodoCount } from './todos.service.ts';

/**
 * The to-do list over GraphQL: `currentUser { todos }` (GitLab's `User.todos`, the viewer's own
 * only), the target facts a list row shows, `todosMarkAllDone`, and Cairn's `todosCount`.
 */

const TodoTargetEnum = builder.enumType('TodoTargetEnum', {
  values: { ISSUE: { value: 'issue' }, EPIC: { value: 'epic' } } as const,
});

builder.objectFields(TodoRef, (t) => ({
  body: t.string({
    description: 'Title of the target (empty when the target is no longer readable).',
    nullable: false,
    resolve: async (todo, _a, ctx) => (await readableItemById(ctx, todo.workItemId))?.title ?? '',
  }),
  targetType: t.field({
    type: TodoTargetEnum,
    resolve: async (todo, _a, ctx) => {
      const item = await readableItemById(ctx, todo.workItemId);
      return item ? (item.type === 'epic' ? 'epic' : 'issue') : null;
    },
  }),
  targetUrl: t.string({
    resolve: async (todo, _a, ctx) => {
      const item = await readableItemById(ctx, todo.workItemId);
      return item ? itemWebUrl(ctx, item) : null;
    },
  }),
  targetReference: t.string({
    description: 'Full reference of the target (Cairn).',
    resolve: async (todo, _a, ctx) => {
      const item = await readableItemById(ctx, todo.workItemId);
      return item ? itemReference(ctx, item, true) : null;
    },
  }),
}));

const isViewer = (id: number, viewer: { id: number } | null) => viewer?.id === id;

builder.objectFields(UserRef, (t) => ({
  todos: t.field({
    type: TodoConnection,
    description: "The user's to-dos, newest first. Only the signed-in user's own.",
    args: {
      ...t.arg.connectionArgs(),
      state: t.arg({ type: [TodoStateEnum] }),
      action: t.arg({ type: [TodoActionEnum] }),
    },
    resolve: (u, args, ctx) => {
      const viewer = ctx.viewer.user;
      return offsetConnection(args, async (page) => {
        if (!isViewer(u.id, viewer)) return [];
        const state = args.state?.length === 1 ? args.state[0] : undefined;
        const action = args.action?.length === 1 ? args.action[0] : undefined;
        return (await pageOfTodos(ctx, { state, action }, page)).rows.map((r) => r.todo);
      });
    },
  }),
  todosCount: t.int({
    description: "How many of the signed-in user's to-dos are pending (Cairn); null for others.",
    resolve: (u, _a, ctx) => (isViewer(u.id, ctx.viewer.user) ? pendingTodoCount(ctx, u.id) : null),
  }),
}));

const MarkAllPayload = payloadType<{ count: number | null }>('TodosMarkAllDonePayload', (t) => ({
  count: t.int({ description: 'How many to-dos were marked done.', resolve: (p) => p.count }),
}));

payloadMutation(
  'todosMarkAllDone',
  mutationInput('TodosMarkAllDoneInput', () => ({})),
  MarkAllPayload,
  {
    run: (_input, ctx) => markAllTodosDone(ctx),
    present: (count) => ({ count }),
    empty: { count: null },
  },
);
