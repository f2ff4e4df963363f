import { graphql } from '../../../lib/graphql/graphql.ts';

/** Sets an epic's fixed dates and whether each is fixed, refused when `lockVersion` is stale. */
export const updateEpicFixedDatesMutation = graphql(`
  mutation updateEpicFixedDates(
    $groupPath: ID!
    $iid: ID!
    $lockVersion: Int!
    $startDateFixed: String
    $startDateIsFixed: Boolean!
    $dueDateFixed: String
    $dueDateIsFixed: Boolean!
  ) {
    updateEpic(
      input: {
        groupPath: $groupPath
        iid: $iid
        lockVersion: $lockVersion
        startDateFixed: $startDateFixed
        startDateIsFixed: $startDateIsFixed
        dueDateFixed: $dueDateFixed
        dueDateIsFixed: $dueDateIsFixed
      }
    ) {
      errors
      epic {
        id
        lockVersion
        startDate
        dueDate
      }
    }
  }
`);
