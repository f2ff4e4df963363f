import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetHealthStatusMutation = graphql(`
  mutation SidebarIssueSetHealthStatus($input: IssueSetHealthStatusInput!) {
    issueSetHealthStatus(input: $input) {
      errors
      issue {
        id
        healthStatus
      }
    }
  }
`);
