import { graphql } from '#web/lib/graphql/index.ts';

/** Title, description (with lockVersion) or state of an issue. */
export const updateIssueMutation = graphql(`
  mutation UpdateIssue($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      errors
      issue {
        id
        title
        description
        descriptionHtml
        lockVersion
        state
        closedAt
        updatedAt
      }
    }
  }
`);
