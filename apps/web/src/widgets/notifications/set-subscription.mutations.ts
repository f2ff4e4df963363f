import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetSubscriptionMutation = graphql(`
  mutation SidebarIssueSetSubscription($input: IssueSetSubscriptionInput!) {
    issueSetSubscription(input: $input) {
      errors
      issue {
        id
        subscribed
      }
    }
  }
`);

export const epicSetSubscriptionMutation = graphql(`
  mutation SidebarEpicSetSubscription($input: EpicSetSubscriptionInput!) {
    epicSetSubscription(input: $input) {
      errors
      epic {
        id
        subscribed
      }
    }
  }
`);
