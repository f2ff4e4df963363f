import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetLockedMutation = graphql(`
  mutation SidebarIssueSetLocked($input: IssueSetLockedInput!) {
    issueSetLocked(input: $input) {
      errors
      issue {
        id
        discussionLocked
      }
    }
  }
`);
