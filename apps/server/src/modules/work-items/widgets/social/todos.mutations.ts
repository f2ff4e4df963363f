import { and, eq } from 'drizzle-orm';
import { todos } from '@cairn/db';
import { builder } from '../../../../graphql/builder.ts';
import type { RequestContext } from '../../../../lib/context.ts';
import { notFound } from '../../../../lib/errors.ts';
import { requireUser } from '../../../../core/require-user.ts';
import { readableItemById } from '../../core/access.ts';
import { TodoRef } from '../../core/common.graphql.ts';
import { inTransaction } from '../../core/transaction.ts';
import { payloadFields, payloadMutation, workItemIdOf } from '../../core/mutation-kit.ts';
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
  const user = requireUser(ctx);
  const item = await readableItemById(ctx, targetId);
  if (!item) throw notFound();
  return inTransaction(ctx, async (tx) => {
    const [pending] = await tx
      .select()
      .from(todos)
      .where(
        and(eq(todos.userId, user.id), eq(todos.workItemId, item.id), eq(todos.state, 'pending')),
      );
    if (pending) return pending;
    const [row] = await tx
      .insert(todos)
      .values({ userId: user.id, authorId: user.id, workItemId: item.id, action: 'marked' })
      .returning();
    return row!;
  });
}

async function markDone(ctx: RequestContext, id: number) {
  const user = requireUser(ctx);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .update(todos)
      .set({ state: 'done', updatedAt: ctx.clock.now() })
      .where(and(eq(todos.id, id), eq(todos.userId, user.id)))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

const TodoCreateInput = builder.inputType('TodoCreateInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    targetId: t.id({ required: true, description: 'Global ID of the epic or issue.' }),
  }),
});

const todoOnly = { present: (todo: TodoRow) => ({ todo }), empty: { todo: null } };

payloadMutation('todoCreate', TodoCreateInput, TodoPayload, {
  run: (input, ctx) => create(ctx, workItemIdOf(String(input.targetId), 'input.targetId')),
  ...todoOnly,
});

const TodoMarkDoneInput = builder.inputType('TodoMarkDoneInput', {
  fields: (t) => ({ clientMutationId: t.string(), id: t.id({ required: true }) }),
});

payloadMutation('todoMarkDone', TodoMarkDoneInput, TodoPayload, {
  run: (input, ctx) => markDone(ctx, workItemIdOf(String(input.id), 'input.id', 'Todo')),
  ...todoOnly,
});
