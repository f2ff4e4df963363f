import { graphql } from '#web/lib/graphql/index.ts';

/** Title and description of an epic, refused when `lockVersion` is stale. */
export const updateEpicTextMutation = graphql(`
  mutation UpdateEpicText(
    $groupPath: ID!
    $iid: ID!
    $title: String!
    $description: String!
    $lockVersion: Int!
  ) {
    updateEpic(
      input: {
        groupPath: $groupPath
        iid: $iid
        title: $title
        description: $description
        lockVersion: $lockVersion
      }
    ) {
      errors
      epic {
        id
        title
        description
        descriptionHtml
        lockVersion
        updatedAt
      }
    }
  }
`);
