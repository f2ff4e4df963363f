import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetEpicMutation = graphql(`
  mutation SidebarIssueSetEpic($input: IssueSetEpicInput!) {
    issueSetEpic(input: $input) {
      errors
      issue {
        id
        hasEpic
      }
    }
  }
`);
