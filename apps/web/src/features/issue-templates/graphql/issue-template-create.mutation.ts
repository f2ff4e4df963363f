import { graphql } from '#web/lib/graphql/index.ts';

export const issueTemplateCreateMutation = graphql(`
  mutation IssueTemplateCreate($input: IssueTemplateCreateInput!) {
    issueTemplateCreate(input: $input) {
      errors
      issueTemplate {
        id
      }
    }
  }
`);
