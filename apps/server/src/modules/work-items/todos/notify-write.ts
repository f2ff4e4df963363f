import { eq, inArray, sql } from 'drizzle-orm';
import { subscriptions, users, workItems, type Database } from '@cairn/db';
import type { MailMessage, RequestContext } from '#server/lib/context.ts';
import type { ActivityChange } from '../activity/changes.ts';
import { itemReference, itemWebUrl } from '../core/presenters.ts';
import { afterCommit } from '#server/lib/transaction.ts';
import { onItemWrite } from '../core/write-hooks.ts';
import { queryRows, type WorkItemRow } from '../core/work-items.repository.ts';
import { historyTargetOf } from '../history/item-access.ts';
import { canReadItem } from '../core/access.ts';
import { readers, todosOfWrite, type ReadCheck } from '../todo-rules/todo-triggers.ts';

/**
 * What a pipeline write or a new comment tells people: to-dos (assignment, mentions; the in-app notification
 * list) inside the transaction, and, when SMTP is configured, e-mail to the item's subscribers
 * and participants after the commit (never blocking the answer; failures are logged).
 */

/** The changes worth an e-mail, and how the e-mail names them. */
const MAILED: Partial<Record<ActivityChange['kind'], (c: ActivityChange) => string>> = {
  state: (c) => (c.kind === 'state' && c.to === 'closed' ? 'closed the item' : 'reopened the item'),
  assignees: () => 'changed the assignees',
  title: (c) => (c.kind === 'title' ? `changed the title to "${c.to}"` : ''),
  description: () => 'changed the description',
  confidential: (c) =>
    c.kind === 'confidential' && c.to ? 'made the item confidential' : 'made the item visible',
  severity: (c) => (c.kind === 'severity' ? `changed the severity to ${c.to.toUpperCase()}` : ''),
  escalationStatus: (c) =>
    c.kind === 'escalationStatus' ? `changed the paging status to ${c.to.toUpperCase()}` : '',
};

/** Subscribers (explicit) and participants (author, assignees, commenters), less opt-outs. */
async function watchers(tx: Database, item: WorkItemRow): Promise<number[]> {
  const rows = await queryRows<{ user_id: number; subscribed: boolean | null }>(
    tx,
    sql`
    SELECT p.user_id, s.subscribed FROM (
      SELECT ${item.authorId}::int AS user_id
      UNION SELECT user_id FROM work_item_assignees WHERE work_item_id = ${item.id}
      UNION SELECT author_id FROM notes WHERE work_item_id = ${item.id} AND NOT system
      UNION SELECT user_id FROM subscriptions WHERE work_item_id = ${item.id} AND subscribed
    ) p LEFT JOIN ${subscriptions} s ON s.user_id = p.user_id AND s.work_item_id = ${item.id}`,
  );
  return rows.filter((r) => r.subscribed !== false).map((r) => Number(r.user_id));
}

/** One message per recipient with an e-mail address; the item's title and reference as subject. */
async function mailTo(
  ctx: RequestContext,
  tx: Database,
  item: WorkItemRow,
  actorId: number,
  ids: number[],
  compose: (mail: { actor: string; url: string; subject: string }) => string[],
): Promise<MailMessage[]> {
  if (!ids.length) return [];
  const people = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set([...ids, actorId])]));
  const actor = people.find((p) => p.id === actorId)?.name ?? 'Someone';
  const reference = await itemReference(ctx, item, true);
  const url = await itemWebUrl(ctx, item);
  const [subject = '', ...lines] = compose({ actor, url, subject: `${item.title} (${reference})` });
  const text = lines.join('\n');
  return people
    .filter((p) => p.id !== actorId && ids.includes(p.id) && p.email)
    .map((p) => ({ to: p.email, subject, text }));
}

async function messages(
  ctx: RequestContext,
  tx: Database,
  item: WorkItemRow,
  actorId: number,
  lines: string[],
  todoUsers: number[],
): Promise<MailMessage[]> {
  const ids = await readers(ctx, tx, item, [...(await watchers(tx, item)), ...todoUsers]);
  return mailTo(ctx, tx, item, actorId, ids, ({ actor, url, subject }) => [
    subject,
    ...lines.map((l) => `${actor} ${l.replace('the item', `the ${item.type}`)}.`),
    '',
    url,
  ]);
}

/** Internal notes go only to those who read internal notes (planner, reporter and up, admins). */
const readsInternalNotes: ReadCheck = async (userCtx, item) =>
  (await canReadItem(userCtx, item)) && (await historyTargetOf(userCtx, item)).readsInternal;

/**
 * A new comment, when SMTP is configured: e-mails the item's subscribers and participants (and
 * those it mentions) who may read it, never its author, after the commit. An internal note is
 * mailed only to those who may read internal notes.
 */
export async function notifyOfComment(
  ctx: RequestContext,
  tx: Database,
  item: WorkItemRow,
  note: { id: number; authorId: number; body: string; internal: boolean },
  mentioned: readonly number[],
) {
  const mailer = ctx.mailer;
  if (!mailer) return;
  const candidates = [...(await watchers(tx, item)), ...mentioned];
  const check = note.internal ? readsInternalNotes : canReadItem;
  const ids = await readers(ctx, tx, item, candidates, check);
  const mail = await mailTo(ctx, tx, item, note.authorId, ids, ({ actor, url, subject }) => [
    `Re: ${subject}`,
    `${actor} ${note.internal ? 'added an internal note' : 'commented'}:`,
    '',
    note.body,
    '',
    `${url}#note_${note.id}`,
  ]);
  afterCommit(ctx, async () => {
    for (const message of mail) await mailer.send(message);
  });
}

export async function notifyOfWrite(
  ctx: RequestContext,
  tx: Database,
  itemId: number,
  actorId: number,
  changes: readonly ActivityChange[],
) {
  const todoUsers = await todosOfWrite(ctx, tx, itemId, actorId, changes);
  const mailer = ctx.mailer;
  if (!mailer) return;
  const lines = changes.flatMap((c) => MAILED[c.kind]?.(c) ?? []).filter(Boolean);
  if (!lines.length && !todoUsers.length) return;
  const [item] = await tx.select().from(workItems).where(eq(workItems.id, itemId));
  if (!item) return;
  const mail = await messages(
    ctx,
    tx,
    item,
    actorId,
    lines.length ? lines : ['mentioned or assigned you'],
    todoUsers,
  );
  afterCommit(ctx, async () => {
    for (const message of mail) await mailer.send(message);
  });
}

// Every pipeline write tells people (core/write-hooks.ts).
onItemWrite(notifyOfWrite);
