import { builder } from '#server/graphql/builder.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { unauthorized } from '#server/lib/errors.ts';
import { freshReads, liveEvents } from '#server/realtime/live-events.ts';
import { pendingTodoCount } from './todos.service.ts';
import { todoStreamKey } from '../todo-rules/todo-triggers.ts';

/**
 * `currentUserTodosUpdated` (Cairn; GitLab has no user-wide to-do subscription): the signed-in
 * user's pending to-do count, first at once, then whenever one of their to-dos is created or
 * marked done on any server (the events ride the work-item channel under the negated user id).
 */

interface TodosUpdate {
  pendingTodosCount: number;
}

const TodosUpdateRef = builder.objectRef<TodosUpdate>('CurrentUserTodosUpdate');
TodosUpdateRef.implement({
  fields: (t) => ({ pendingTodosCount: t.exposeInt('pendingTodosCount', { nullable: false }) }),
});

async function count(ctx: RequestContext, userId: number): Promise<TodosUpdate> {
  return { pendingTodosCount: await pendingTodoCount(ctx, userId) };
}

function updates(ctx: RequestContext, userId: number): AsyncIterableIterator<TodosUpdate> {
  const events = liveEvents(ctx, (hub, signal) => hub.subscribe(todoStreamKey(userId), signal));
  let first = true;
  const finish = async (): Promise<IteratorReturnResult<undefined>> => {
    await events.return?.();
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<TodosUpdate> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      if (!first) {
        const event = await events.next();
        if (event.done) return finish();
        // A banned user, a revoked token or a signed-out session hears no more (identity.ts).
        if (!(await freshReads(ctx, event.value))) return finish();
      }
      first = false;
      return { value: await count(ctx, userId), done: false };
    },
    return: finish,
  };
  return iterator;
}

builder.subscriptionField('currentUserTodosUpdated', (t) =>
  t.field({
    type: TodosUpdateRef,
    description: "The signed-in user's pending to-do count, now and after every change.",
    subscribe: (_root, _args, ctx) => {
      const user = ctx.viewer.user;
      if (!user || user.state !== 'active') throw unauthorized();
      return updates(ctx, user.id);
    },
    resolve: (update: TodosUpdate) => update,
  }),
);
