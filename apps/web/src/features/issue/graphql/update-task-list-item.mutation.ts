import { graphql } from '#web/lib/graphql/index.ts';

/** A task-list toggle or list reorder, by position, applied by the server to the current text. */
export const updateTaskListItemMutation = graphql(`
  mutation IssueUpdateTaskListItem($input: IssueUpdateTaskListItemInput!) {
    issueUpdateTaskListItem(input: $input) {
      errors
      issue {
        id
        description
        descriptionHtml
        lockVersion
        updatedAt
      }
    }
  }
`);
