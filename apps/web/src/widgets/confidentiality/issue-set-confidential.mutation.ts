import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetConfidentialMutation = graphql(`
  mutation SidebarIssueSetConfidential($input: IssueSetConfidentialInput!) {
    issueSetConfidential(input: $input) {
      errors
      issue {
        id
        confidential
      }
    }
  }
`);
