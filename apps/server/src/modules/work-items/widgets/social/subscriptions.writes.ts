import { subscriptions } from '@cairn/db';
import type { RequestContext } from '#server/lib/context.ts';
import { requireUser } from '#server/core/require-user.ts';
import { inTransaction } from '#server/lib/transaction.ts';
import type { WorkItemRow } from '#server/modules/work-items/core/work-items.repository.ts';

/**
 * Subscribes or unsubscribes the viewer (epicSetSubscription, issueSetSubscription). The viewer's
 * own setting, not a change of the item: no activity, no live event, the same transaction path.
 */
export async function setItemSubscription(ctx: RequestContext, item: WorkItemRow, on: boolean) {
  const user = requireUser(ctx);
  await inTransaction(ctx, (tx) =>
    tx
      .insert(subscriptions)
      .values({ userId: user.id, workItemId: item.id, subscribed: on })
      .onConflictDoUpdate({
        target: [subscriptions.userId, subscriptions.workItemId],
        set: { subscribed: on },
      }),
  );
  return item;
}
