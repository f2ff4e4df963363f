import { and, eq, inArray, sql } from 'drizzle-orm';
import { todos, users, workItems, type Database } from '@cairn/db';
import { createRequestContext, type RequestContext } from '#server/lib/context.ts';
import { REALTIME_CHANNEL } from '#server/realtime/events.ts';
import type { ActivityChange } from '../activity/changes.ts';
import { canReadItem } from '../core/access.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { newMentions } from './mentions.ts';

/**
 * To-dos other people's writes create: being assigned (`assigned`) and being @mentioned in a
 * description or a comment (`mentioned`). Only active users who can read the item get one (a
 * mention of someone who cannot see a confidential issue creates nothing), never the actor, and
 * not when the same kind of to-do is already pending for them on the item. Each recipient's
 * to-do badge hears of it on commit.
 */

type Action = 'assigned' | 'mentioned' | 'escalated';

/** Live to-do events ride the work-item channel under the negated user id (`hub.subscribe`). */
export const todoStreamKey = (userId: number) => -userId;

export async function publishTodosChanged(tx: Database, userIds: readonly number[]) {
  for (const id of new Set(userIds)) {
    const event = { workItemId: todoStreamKey(id), changes: ['todos'] };
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
  }
}

/** Whether one user (as a request context of their own) may read what is being sent. */
export type ReadCheck = (userCtx: RequestContext, item: WorkItemRow) => Promise<boolean>;

/** The users (by id) who can read the item as it is now, with the transaction's view. */
export async function readers(
  ctx: RequestContext,
  tx: Database,
  item: WorkItemRow,
  ids: number[],
  check: ReadCheck = canReadItem,
) {
  if (!ids.length) return [];
  const rows = await tx
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.state, 'active')));
  const ok = await Promise.all(
    rows.map((u) => {
      const viewer = {
        user: { ...u, state: 'active' as const },
        via: 'session' as const,
        scopes: [],
      };
      return check(createRequestContext({ db: tx, viewer, clock: ctx.clock, env: ctx.env }), item);
    }),
  );
  return rows.filter((_, i) => ok[i]).map((u) => u.id);
}

async function addTodos(
  ctx: RequestContext,
  tx: Database,
  item: WorkItemRow,
  authorId: number,
  action: Action,
  candidates: number[],
  /** A page is nobody's act: its to-do goes to the rule's user even when that is the author. */
  skipAuthor = true,
): Promise<number[]> {
  const ids = await readers(
    ctx,
    tx,
    item,
    candidates.filter((id) => !skipAuthor || id !== authorId),
  );
  if (!ids.length) return [];
  const pending = await tx
    .select({ userId: todos.userId })
    .from(todos)
    .where(
      and(
        eq(todos.workItemId, item.id),
        eq(todos.action, action),
        eq(todos.state, 'pending'),
        inArray(todos.userId, ids),
      ),
    );
  const has = new Set(pending.map((p) => p.userId));
  const fresh = ids.filter((id) => !has.has(id));
  if (!fresh.length) return [];
  const now = ctx.clock.now();
  await tx.insert(todos).values(
    fresh.map((userId) => ({
      userId,
      authorId,
      workItemId: item.id,
      action,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await publishTodosChanged(tx, fresh);
  return fresh;
}

/** Ids of the users with these (lower-cased) usernames. */
export async function idsOfUsernames(tx: Database, names: string[]) {
  if (!names.length) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
  return rows.map((r) => r.id);
}

/**
 * Mention to-dos for a text written on an item (a description, or a comment: other modules call
 * this inside their own write transaction). With `previous`, only newly mentioned users count.
 */
export async function createMentionTodos(
  ctx: RequestContext,
  tx: Database,
  opts: { item: WorkItemRow; authorId: number; text: string; previous?: string },
): Promise<number[]> {
  const names = newMentions(opts.text, opts.previous);
  const ids = await idsOfUsernames(tx, names);
  return addTodos(ctx, tx, opts.item, opts.authorId, 'mentioned', ids);
}

/** Assignment to-dos for users newly assigned to an item. */
export const createAssignmentTodos = (
  ctx: RequestContext,
  tx: Database,
  opts: { item: WorkItemRow; authorId: number; userIds: number[] },
) => addTodos(ctx, tx, opts.item, opts.authorId, 'assigned', opts.userIds);

/** Paging to-dos (`escalated`) for the users of an incident's due escalation rules. */
export const createEscalationTodos = (
  ctx: RequestContext,
  tx: Database,
  opts: { item: WorkItemRow; userIds: number[] },
) => addTodos(ctx, tx, opts.item, opts.item.authorId, 'escalated', opts.userIds, false);

const TRIGGERS = new Set<ActivityChange['kind']>(['assignees', 'description', 'created']);

/**
 * The to-dos one pipeline write creates, from its changes (called by the pipeline after it
 * records them): assignees added, and mentions in the new description (on create, all of it).
 */
export async function todosOfWrite(
  ctx: RequestContext,
  tx: Database,
  itemId: number,
  actorId: number,
  changes: readonly ActivityChange[],
): Promise<number[]> {
  if (!changes.some((c) => TRIGGERS.has(c.kind))) return [];
  // The row as written: readability follows the write (a confidential flag it just set).
  const [item] = await tx.select().from(workItems).where(eq(workItems.id, itemId));
  if (!item) return [];
  const recipients: number[] = [];
  for (const change of changes) {
    if (change.kind === 'assignees' && change.added.length) {
      recipients.push(
        ...(await createAssignmentTodos(ctx, tx, {
          item,
          authorId: actorId,
          userIds: change.added,
        })),
      );
    }
    if (change.kind === 'description') {
      recipients.push(
        ...(await createMentionTodos(ctx, tx, {
          item,
          authorId: actorId,
          text: change.to,
          previous: change.from,
        })),
      );
    }
    if (change.kind === 'created' && item.description) {
      recipients.push(
        ...(await createMentionTodos(ctx, tx, { item, authorId: actorId, text: item.description })),
      );
    }
  }
  return recipients;
}
