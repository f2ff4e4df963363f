import { graphql } from '#web/lib/graphql/index.ts';

/** The issue's child items (its tasks) the viewer may read, and their roll-up by type. */
export const issueChildItemsQuery = graphql(`
  query IssueChildItems($fullPath: ID!, $iid: String!) {
    project(fullPath: $fullPath) {
      id
      issue(iid: $iid) {
        id
        widgets {
          ... on WorkItemWidgetHierarchy {
            rolledUpCountsByType {
              workItemType {
                name
              }
              countsByState {
                closed
                all
              }
            }
            children {
              nodes {
                id
                iid
                title
                state
                reference
                confidential
                webPath
                workItemType {
                  name
                }
              }
            }
          }
        }
      }
    }
  }
`);
