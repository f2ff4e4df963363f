import type { RequestContext } from '../../../../lib/context.ts';
import { notFound } from '../../../../lib/errors.ts';
import { readableItemById } from '../../core/access.ts';
import { TodoRef } from '../../core/common.graphql.ts';
import { markItemTodo, markTodoDone } from '../../todos/todos.service.ts';
import { mutationInput, payloadMutation, payloadType } from '../../../../graphql/payload.ts';
import { workItemIdOf } from '../../core/work-item-gids.ts';
import type { TodoRow } from '../../widgets/social/social.loaders.ts';

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
