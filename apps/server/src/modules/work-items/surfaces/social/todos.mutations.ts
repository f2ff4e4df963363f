import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { readableItemById } from '#server/modules/work-items/core/access.ts';
import { TodoRef } from '#server/modules/work-items/core/common.graphql.ts';
import { markItemTodo, markTodoDone } from '#server/modules/work-items/todos/todos.service.ts';
import { mutationInput, payloadMutation, payloadType } from '#server/graphql/payload.ts';
import { workItemIdOf } from '#server/modules/work-items/core/work-item-gids.ts';
import type { TodoRow } from '#server/modules/work-items/widgets/social/social.loaders.ts';

/** todoCreate / todoMarkDone: the sidebar's to-do toggle on epics and issues. */

const TodoPayload = payloadType<{ todo: TodoRow | null }>('TodoPayload', (t) => ({
  todo: t.field({ type: TodoRef, resolve: (p) => p.todo }),
}));

async function create(ctx: RequestContext, targetId: number) {
  const item = await readableItemById(ctx, targetId);
  if (!item) throw notFound();
  return (await markItemTodo(ctx, item)).todo;
}

const markDone = async (ctx: RequestContext, id: number) => (await markTodoDone(ctx, id)).todo;

const TodoCreateInput = mutationInput('TodoCreateInput', (t) => ({
  targetId: t.id({ required: true, description: 'Global ID of the epic or issue.' }),
}));

const todoOnly = { present: (todo: TodoRow) => ({ todo }), empty: { todo: null } };

payloadMutation('todoCreate', TodoCreateInput, TodoPayload, {
  run: (input, ctx) => create(ctx, workItemIdOf(String(input.targetId), 'input.targetId')),
  ...todoOnly,
});

const TodoMarkDoneInput = mutationInput('TodoMarkDoneInput', (t) => ({
  id: t.id({ required: true }),
}));

payloadMutation('todoMarkDone', TodoMarkDoneInput, TodoPayload, {
  run: (input, ctx) => markDone(ctx, workItemIdOf(String(input.id), 'input.id', 'Todo')),
  ...todoOnly,
});
