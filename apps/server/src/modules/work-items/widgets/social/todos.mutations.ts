import { builder } from '../../../../graphql/builder.ts';
import { mutationField } from '../../../../graphql/mutations.ts';
import type { RequestContext } from '../../../../lib/context.ts';
import { notFound } from '../../../../lib/errors.ts';
import { readableItemById } from '../../core/access.ts';
import { TodoRef } from '../../core/common.graphql.ts';
import { markItemTodo, markTodoDone } from '../../todos/todos.service.ts';
import { mutate, payloadFields, workItemIdOf } from '../../core/mutation-kit.ts';
import type { TodoRow } from './social.loaders.ts';

/** todoCreate / todoMarkDone: the sidebar's to-do toggle on epics and issues. */

const TodoPayload = builder.objectRef<{
  clientMutationId: string | null;
  errors: string[];
  todo: TodoRow | null;
}>('TodoPayload');
TodoPayload.implement({
  fields: (t) => ({
    ...payloadFields(t),
    todo: t.field({ type: TodoRef, resolve: (p) => p.todo }),
  }),
});

async function create(ctx: RequestContext, targetId: number) {
  const item = await readableItemById(ctx, targetId);
  if (!item) throw notFound();
  return (await markItemTodo(ctx, item)).todo;
}

const markDone = async (ctx: RequestContext, id: number) => (await markTodoDone(ctx, id)).todo;

const TodoCreateInput = builder.inputType('TodoCreateInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    targetId: t.id({ required: true, description: 'Global ID of the epic or issue.' }),
  }),
});

mutationField('todoCreate', (t) =>
  t.field({
    type: TodoPayload,
    args: { input: t.arg({ type: TodoCreateInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      mutate(
        input.clientMutationId,
        () => create(ctx, workItemIdOf(String(input.targetId), 'input.targetId')),
        (todo) => ({ todo }),
        { todo: null },
      ),
  }),
);

const TodoMarkDoneInput = builder.inputType('TodoMarkDoneInput', {
  fields: (t) => ({ clientMutationId: t.string(), id: t.id({ required: true }) }),
});

mutationField('todoMarkDone', (t) =>
  t.field({
    type: TodoPayload,
    args: { input: t.arg({ type: TodoMarkDoneInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      mutate(
        input.clientMutationId,
        () => markDone(ctx, workItemIdOf(String(input.id), 'input.id', 'Todo')),
        (todo) => ({ todo }),
        { todo: null },
      ),
  }),
);
