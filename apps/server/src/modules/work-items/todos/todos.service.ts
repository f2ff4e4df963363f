import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { todos, workItems } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { requireUser } from '#server/core/require-user.ts';
import { readableItemByIdSql } from '../core/access-sql.ts';
import { inTransaction } from '#server/lib/transaction.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import type { TodoRow } from '../widgets/social/social.loaders.ts';
import { publishTodosChanged } from '../todo-rules/todo-triggers.ts';

/**
 * The viewer's to-do list. One rule for every read and write of a to-do: a to-do whose target
 * the viewer can no longer read (an issue made confidential since) does not exist for them. It
 * is not listed or counted, marking it done answers 404 (GitLab deletes such to-dos when access
 * is lost), and marking all done leaves it alone. — todos.integration-test.ts
 */

export interface TodoFilters {
  state?: 'pending' | 'done' | undefined;
  action?: TodoRow['action'] | undefined;
  type?: 'Issue' | 'Epic' | undefined;
  projectId?: number | undefined;
  groupId?: number | undefined;
  authorId?: number | undefined;
}

async function where(ctx: RequestContext, userId: number, f: TodoFilters): Promise<SQL> {
  const parts: (SQL | undefined)[] = [
    f.state ? eq(todos.state, f.state) : undefined,
    f.action ? eq(todos.action, f.action) : undefined,
    f.authorId ? eq(todos.authorId, f.authorId) : undefined,
    f.type === 'Epic' ? eq(workItems.type, 'epic') : undefined,
    f.type === 'Issue' ? sql`${workItems.type} <> 'epic'` : undefined,
    f.projectId ? eq(workItems.namespaceId, f.projectId) : undefined,
    f.groupId ? eq(workItems.namespaceId, f.groupId) : undefined,
    await ownReadableTodo(ctx, userId),
  ];
  return and(...parts)!;
}

/** The viewer's own to-dos on targets they can still read (the rule above). */
async function ownReadableTodo(ctx: RequestContext, userId: number): Promise<SQL> {
  return and(
    eq(todos.userId, userId),
    await readableItemByIdSql(ctx, todos.workItemId, 'todo_target'),
  )!;
}

export interface TodoWithTarget {
  todo: TodoRow;
  target: WorkItemRow;
}

export async function pageOfTodos(
  ctx: RequestContext,
  filters: TodoFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: TodoWithTarget[]; total: number }> {
  const user = requireUser(ctx);
  const condition = await where(ctx, user.id, filters);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ todo: todos, target: workItems })
      .from(todos)
      .innerJoin(workItems, eq(workItems.id, todos.workItemId))
      .where(condition)
      .orderBy(desc(todos.id))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db
      .select({ n: count() })
      .from(todos)
      .innerJoin(workItems, eq(workItems.id, todos.workItemId))
      .where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function pendingTodoCount(ctx: RequestContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(todos)
    .innerJoin(workItems, eq(workItems.id, todos.workItemId))
    .where(await where(ctx, userId, { state: 'pending' }));
  return Number(row?.n ?? 0);
}

/** Marks one of the viewer's to-dos done (another user's, or one on an unreadable target: 404). */
export async function markTodoDone(ctx: RequestContext, id: number): Promise<TodoWithTarget> {
  const user = requireUser(ctx);
  const own = await ownReadableTodo(ctx, user.id);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .update(todos)
      .set({ state: 'done', updatedAt: ctx.clock.now() })
      .where(and(eq(todos.id, id), own))
      .returning();
    if (!row) throw notFound();
    await publishTodosChanged(tx, [user.id]);
    const [target] = await tx.select().from(workItems).where(eq(workItems.id, row.workItemId));
    return { todo: row, target: target! };
  });
}

/** Marks every pending to-do of the viewer done (readable targets only); answers how many. */
export async function markAllTodosDone(ctx: RequestContext): Promise<number> {
  const user = requireUser(ctx);
  const own = await ownReadableTodo(ctx, user.id);
  return inTransaction(ctx, async (tx) => {
    const rows = await tx
      .update(todos)
      .set({ state: 'done', updatedAt: ctx.clock.now() })
      .where(and(own, eq(todos.state, 'pending')))
      .returning({ id: todos.id });
    if (rows.length) await publishTodosChanged(tx, [user.id]);
    return rows.length;
  });
}

/** The viewer's pending `marked` to-do on an item, creating it; `created` false when it existed. */
export async function markItemTodo(ctx: RequestContext, item: WorkItemRow) {
  const user = requireUser(ctx);
  return inTransaction(ctx, async (tx) => {
    const [pending] = await tx
      .select()
      .from(todos)
      .where(
        and(eq(todos.userId, user.id), eq(todos.workItemId, item.id), eq(todos.state, 'pending')),
      );
    if (pending) return { todo: pending, created: false };
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(todos)
      .values({
        userId: user.id,
        authorId: user.id,
        workItemId: item.id,
        action: 'marked',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await publishTodosChanged(tx, [user.id]);
    return { todo: row!, created: true };
  });
}
