import { graphql } from '#web/lib/graphql/index.ts';

/**
 * What the notifications widget shows of an item: on WorkItemFields, so the issue and epic page
 * queries spread the same fragment.
 */
export const SidebarNotificationsFragment = graphql(`
  fragment SidebarNotifications on WorkItemFields {
    subscribed
  }
`);
