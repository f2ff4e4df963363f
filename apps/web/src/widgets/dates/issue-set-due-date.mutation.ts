import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetDueDateMutation = graphql(`
  mutation SidebarIssueSetDueDate($input: IssueSetDueDateInput!) {
    issueSetDueDate(input: $input) {
      errors
      issue {
        id
        dueDate
      }
    }
  }
`);
