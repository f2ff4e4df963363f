import { eq } from 'drizzle-orm';
import { escalationRules, pendingEscalations, type Database } from '@cairn/db';

type Status = 'triggered' | 'acknowledged' | 'resolved';

/**
 * Plans an incident's pages after a change of its paging status or escalation policy (GitLab's
 * pending escalations). A new policy, a (re)trigger or a resolve drops the pages not sent yet;
 * while triggered under a policy, one page per rule is due at `now` plus the rule's delay.
 * Acknowledging alone keeps them: rules that stop only at RESOLVED still page (the paging job
 * checks each rule's stop status when it is due).
 */
export async function planPages(
  tx: Database,
  change: {
    itemId: number;
    status: Status;
    policyId: number | null;
    policyChanged: boolean;
    now: Date;
  },
) {
  if (change.status === 'acknowledged' && !change.policyChanged) return;
  await tx.delete(pendingEscalations).where(eq(pendingEscalations.workItemId, change.itemId));
  if (change.policyId === null || change.status !== 'triggered') return;
  const rules = await tx
    .select()
    .from(escalationRules)
    .where(eq(escalationRules.policyId, change.policyId));
  if (!rules.length) return;
  await tx.insert(pendingEscalations).values(
    rules.map((rule) => ({
      workItemId: change.itemId,
      ruleId: rule.id,
      processAt: new Date(change.now.getTime() + rule.elapsedTimeSeconds * 1000),
    })),
  );
}
