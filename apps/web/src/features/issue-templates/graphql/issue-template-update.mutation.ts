import { graphql } from '#web/lib/graphql/index.ts';

export const issueTemplateUpdateMutation = graphql(`
  mutation IssueTemplateUpdate($input: IssueTemplateUpdateInput!) {
    issueTemplateUpdate(input: $input) {
      errors
      issueTemplate {
        id
      }
    }
  }
`);
