import { graphql } from '#web/lib/graphql/index.ts';

/** An epic's fixed start or due date and whether it is used (otherwise inherited). */
export const epicSetDatesMutation = graphql(`
  mutation SidebarEpicSetDates($input: UpdateEpicInput!) {
    updateEpic(input: $input) {
      errors
      epic {
        id
        startDate
        dueDate
      }
    }
  }
`);
