import { graphql } from '#web/lib/graphql/index.ts';

export const createIssueMutation = graphql(`
  mutation CreateIssue($input: CreateIssueInput!) {
    createIssue(input: $input) {
      errors
      issue {
        id
        iid
        webPath
      }
    }
  }
`);
