import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetAssigneesMutation = graphql(`
  mutation SidebarIssueSetAssignees($input: IssueSetAssigneesInput!) {
    issueSetAssignees(input: $input) {
      errors
      issue {
        id
      }
    }
  }
`);
