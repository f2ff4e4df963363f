import { graphql } from '#web/lib/graphql/index.ts';

/** A task-list toggle, reorder or deletion in the epic's description (Cairn's mutation). */
export const updateEpicTaskListItemMutation = graphql(`
  mutation EpicUpdateTaskListItem($input: EpicUpdateTaskListItemInput!) {
    epicUpdateTaskListItem(input: $input) {
      errors
      epic {
        id
        description
        descriptionHtml
        lockVersion
      }
    }
  }
`);
