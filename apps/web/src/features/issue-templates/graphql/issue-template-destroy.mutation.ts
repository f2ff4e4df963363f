import { graphql } from '#web/lib/graphql/index.ts';

export const issueTemplateDestroyMutation = graphql(`
  mutation IssueTemplateDestroy($id: ID!) {
    issueTemplateDestroy(input: { id: $id }) {
      errors
    }
  }
`);
