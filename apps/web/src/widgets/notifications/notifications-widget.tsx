import { IconBell } from '@tabler/icons-react';
import { readFragment, useGraphqlClient, type FragmentOf } from '#web/lib/graphql/index.ts';
import { ensureSaved, ToggleWidget, type WidgetTarget } from '../shell/index.ts';
import { SidebarNotificationsFragment } from './notifications.fragment.ts';
import {
  epicSetSubscriptionMutation,
  issueSetSubscriptionMutation,
} from './set-subscription.mutations.ts';

export const notificationsError = (type: string) =>
  `Something went wrong while setting ${type} notifications.`;
export const EMAILS_DISABLED = 'Notifications have been disabled by the project or group owner';

/**
 * Subscribe / unsubscribe. Disabled when signed out or when the parent group disabled emails
 * (any signed-in reader may subscribe: it is not an edit of the item).
 */
export function NotificationsWidget({
  target,
  item,
  emailsDisabled,
}: {
  target: WidgetTarget;
  /** The issue or epic, as the page's query spreads the widget's fragment. */
  item: FragmentOf<typeof SidebarNotificationsFragment>;
  /** The parent group's setting (the page's namespace, not the item). */
  emailsDisabled: boolean;
}) {
  const client = useGraphqlClient();
  const { subscribed } = readFragment(SidebarNotificationsFragment, item);
  return (
    <ToggleWidget
      title="Notifications"
      icon={<IconBell size={18} />}
      value={subscribed && !emailsDisabled}
      enabled={target.signedIn && !emailsDisabled}
      text={(on) => (on ? 'Notifications on' : 'Notifications off')}
      hint={emailsDisabled ? EMAILS_DISABLED : null}
      failure={notificationsError(target.type)}
      testId="notifications-widget"
      save={async (subscribedState) => {
        if (target.type === 'issue') {
          const answer = await client.request(issueSetSubscriptionMutation, {
            input: { projectPath: target.fullPath, iid: target.iid, subscribedState },
          });
          return ensureSaved(answer.issueSetSubscription);
        }
        const answer = await client.request(epicSetSubscriptionMutation, {
          input: { groupPath: target.fullPath, iid: target.iid, subscribedState },
        });
        return ensureSaved(answer.epicSetSubscription);
      }}
    />
  );
}
