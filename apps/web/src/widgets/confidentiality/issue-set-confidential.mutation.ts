import { graphql } from '../../lib/graphql/index.ts';

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
