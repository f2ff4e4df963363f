import { graphql } from '#web/lib/graphql/index.ts';

export const issueSetWeightMutation = graphql(`
  mutation SidebarIssueSetWeight($input: IssueSetWeightInput!) {
    issueSetWeight(input: $input) {
      errors
      issue {
        id
        weight
      }
    }
  }
`);
