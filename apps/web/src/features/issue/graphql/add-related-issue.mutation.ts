import { graphql } from '#web/lib/graphql/index.ts';

/** Links a new issue to the one its 'New related issue' link came from. */
export const addRelatedIssueMutation = graphql(`
  mutation AddRelatedIssue($input: WorkItemAddLinkedItemsInput!) {
    workItemAddLinkedItems(input: $input) {
      errors
    }
  }
`);
