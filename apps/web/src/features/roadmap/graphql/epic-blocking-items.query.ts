import { graphql } from '#web/lib/graphql/graphql.ts';

/** The linked items of one epic for its blocking popover; fetched on the first hover or focus. */
export const epicBlockingItemsQuery = graphql(`
  query roadmapEpicBlockingItems($fullPath: ID!, $iid: ID!, $filter: WorkItemRelatedLinkType) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        linkedWorkItems(filter: $filter) {
          nodes {
            linkId
            linkType
            workItemState
            workItem {
              id
              iid
              title
              state
              confidential
              webUrl
              reference(full: true)
              workItemType {
                id
                name
                iconName
              }
              webPath
              weight
              startDate
              dueDate
              milestone {
                id
                title
              }
              iteration {
                id
                title
                startDate
                dueDate
                iterationCadence {
                  id
                  title
                }
              }
              hidden
              hiddenAsSpam
              assignees {
                nodes {
                  id
                  name
                  username
                  avatarUrl
                  webUrl
                }
              }
            }
          }
        }
      }
    }
  }
`);
