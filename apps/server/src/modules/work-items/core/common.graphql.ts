import { builder } from '#server/graphql/builder.ts';
import { offsetConnection, type PageArgs } from '#server/graphql/paging.ts';
import { UserRef } from '#server/modules/users/users.graphql.ts';
import { userLoader } from '#server/modules/users/users.service.ts';
import type { UserRow } from '#server/modules/users/users.repository.ts';
import type { TodoRow } from '../widgets/social/social.loaders.ts';
import { valueEnum } from './value-enum.ts';

/** Types shared by Epic, Issue and WorkItem: users, to-dos, health status. */

export const UserCoreConnection = builder.connectionObject(
  { type: UserRef, name: 'UserCoreConnection' },
  { name: 'UserCoreEdge' },
);

export const HealthStatusEnum = valueEnum('HealthStatus', 'Health status of an issue or epic', {
  onTrack: 'on_track',
  needsAttention: 'needs_attention',
  atRisk: 'at_risk',
});

export const TodoStateEnum = builder.enumType('TodoStateEnum', {
  values: ['pending', 'done'] as const,
});

export const TodoActionEnum = builder.enumType('TodoActionEnum', {
  values: ['assigned', 'mentioned', 'marked', 'directly_addressed', 'escalated'] as const,
});

export const TodoRef = builder.objectRef<TodoRow>('Todo');
builder.node(TodoRef, {
  description: 'Representing a to-do entry',
  id: { resolve: (todo) => todo.id },
  isTypeOf: (v) => typeof (v as TodoRow).action === 'string' && 'userId' in (v as object),
  fields: (t) => ({
    state: t.field({ type: TodoStateEnum, nullable: false, resolve: (todo) => todo.state }),
    action: t.field({ type: TodoActionEnum, nullable: false, resolve: (todo) => todo.action }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (todo) => todo.createdAt }),
    author: t.field({
      type: UserRef,
      nullable: false,
      resolve: async (todo, _a, ctx) => (await userLoader(ctx).load(todo.authorId))!,
    }),
  }),
});

export const TodoConnection = builder.connectionObject(
  { type: TodoRef, name: 'TodoConnection' },
  { name: 'TodoEdge' },
);

/** A connection over a small in-memory list (participants, assignees, labels, to-dos). */
export function listConnection<T>(args: PageArgs, items: readonly T[]) {
  return offsetConnection(args, async ({ limit, offset }) => items.slice(offset, offset + limit));
}

export async function usersByIds(
  ctx: Parameters<typeof userLoader>[0],
  ids: readonly number[],
): Promise<UserRow[]> {
  const rows = await userLoader(ctx).loadMany([...ids]);
  return rows.filter((r): r is UserRow => r !== null && !(r instanceof Error));
}
