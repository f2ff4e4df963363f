import { asc, eq, inArray, lte } from 'drizzle-orm';
import { escalationRules, pendingEscalations, users, workItems, type Database } from '@cairn/db';
import { anonymousViewer } from '#server/auth/viewer.ts';
import { tryTransactionLock } from '#server/lib/advisory-lock.ts';
import type { Env } from '#server/env.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createRequestContext, type MailMessage, type Mailer } from '#server/lib/context.ts';
import type { Logger } from '#server/observability/logger.ts';
import { itemReference, itemWebUrl } from '#server/modules/work-items/core/presenters.ts';
import { createEscalationTodos } from '#server/modules/work-items/todo-rules/todo-triggers.ts';

export const PAGING_INTERVAL_MS = 60 * 1000;
/** pg_try_advisory_xact_lock key: one server of several sends the pages ("cnpg"). */
const PAGING_LOCK_KEY = 0x636e7067;

export interface PagingDeps {
  db: Database;
  clock: Clock;
  env: Env;
  mailer?: Mailer | undefined;
}

type Due = {
  pending: typeof pendingEscalations.$inferSelect;
  rule: typeof escalationRules.$inferSelect;
  item: typeof workItems.$inferSelect;
};

/** A due rule still pages: the incident is open, under the same policy, not stopped yet. */
function stillPages({ rule, item }: Due) {
  const status = item.escalationStatus ?? 'triggered';
  if (item.type !== 'incident' || item.state !== 'opened') return false;
  if (item.escalationPolicyId !== rule.policyId || rule.userId === null) return false;
  return status === 'triggered' || (status === 'acknowledged' && rule.status === 'resolved');
}

/**
 * Sends the pages that are due (GitLab's escalation worker): for each due rule whose incident
 * was not acknowledged or resolved first (by the rule's own stop status), the rule's user gets an
 * `escalated` to-do if they may read the incident and, with SMTP, an e-mail after the commit.
 * Due rows are deleted whether they paged or not. One transaction under an advisory lock, so
 * with several servers each page goes out once.
 */
export async function sendDuePages(deps: PagingDeps): Promise<{ ran: boolean; paged: number }> {
  const mail: MailMessage[] = [];
  const result = await deps.db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, PAGING_LOCK_KEY))) return { ran: false, paged: 0 };
    const due: Due[] = await tx
      .select({ pending: pendingEscalations, rule: escalationRules, item: workItems })
      .from(pendingEscalations)
      .innerJoin(escalationRules, eq(escalationRules.id, pendingEscalations.ruleId))
      .innerJoin(workItems, eq(workItems.id, pendingEscalations.workItemId))
      .where(lte(pendingEscalations.processAt, deps.clock.now()))
      .orderBy(asc(pendingEscalations.processAt), asc(pendingEscalations.id));
    const ctx = createRequestContext({
      db: tx,
      viewer: anonymousViewer,
      clock: deps.clock,
      env: deps.env,
    });
    let paged = 0;
    for (const page of due.filter(stillPages)) {
      const userIds = await createEscalationTodos(ctx, tx, {
        item: page.item,
        userIds: [page.rule.userId!],
      });
      paged += userIds.length;
      if (deps.mailer && userIds.length)
        mail.push(...(await messages(ctx, tx, page.item, userIds)));
    }
    if (due.length) {
      await tx.delete(pendingEscalations).where(
        inArray(
          pendingEscalations.id,
          due.map((d) => d.pending.id),
        ),
      );
    }
    return { ran: true, paged };
  });
  // After the commit, off the transaction: a rolled-back run mails nobody.
  for (const message of mail) await deps.mailer?.send(message);
  return result;
}

async function messages(
  ctx: ReturnType<typeof createRequestContext>,
  tx: Database,
  item: typeof workItems.$inferSelect,
  userIds: number[],
): Promise<MailMessage[]> {
  const people = await tx.select().from(users).where(inArray(users.id, userIds));
  const reference = await itemReference(ctx, item, true);
  const text = [
    `You are paged for the triggered incident "${item.title}".`,
    '',
    await itemWebUrl(ctx, item),
  ].join('\n');
  return people
    .filter((p) => p.email)
    .map((p) => ({ to: p.email, subject: `Incident paged: ${item.title} (${reference})`, text }));
}

/** Sends due pages every minute; the timer never keeps the process alive. */
export function schedulePaging(
  deps: PagingDeps,
  log: Logger,
  intervalMs = PAGING_INTERVAL_MS,
): () => void {
  let timer: NodeJS.Timeout;
  let stopped = false;
  const run = async () => {
    try {
      const result = await sendDuePages(deps);
      if (result.paged) log.info({ paged: result.paged }, 'Sent incident pages');
    } catch (err) {
      log.error({ err }, 'Paging failed');
    }
    if (!stopped) timer = setTimeout(run, intervalMs).unref();
  };
  timer = setTimeout(run, intervalMs).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
