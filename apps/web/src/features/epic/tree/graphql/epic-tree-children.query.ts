import { graphql } from '#web/lib/graphql/index.ts';

/**
 * One page (100) of an epic's children (GraphQL `Epic.children` and `Epic.issues`), each with
 * its own cursor, and the epic's roll-up counts. Used for the root and for every expanded epic.
 */
export const epicTreeChildrenQuery = graphql(`
  query EpicTreeChildren(
    $fullPath: ID!
    $iid: ID!
    $epicEndCursor: String
    $issueEndCursor: String
    $withEpics: Boolean!
    $withIssues: Boolean!
  ) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        confidential
        descendantCounts {
          openedEpics
          closedEpics
          openedIssues
          closedIssues
        }
        descendantWeightSum {
          openedIssues
          closedIssues
        }
        healthStatus {
          issuesAtRisk
          issuesOnTrack
          issuesNeedingAttention
        }
        children(first: 100, after: $epicEndCursor) @include(if: $withEpics) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            id
            iid
            title
            state
            confidential
            startDate
            dueDate
            webPath
            reference(full: true)
            relativePosition
            hasChildren
            hasIssues
            blocked
            blockedByCount
            blockingCount
            labels {
              nodes {
                id
                title
                color
                textColor
              }
            }
          }
        }
        issues(first: 100, after: $issueEndCursor) @include(if: $withIssues) {
          pageInfo {
            hasNextPage
            endCursor
          }
          nodes {
            id
            iid
            epicIssueId
            title
            state
            confidential
            dueDate
            weight
            webPath
            reference(full: true)
            relativePosition
            blocked
            blockedByCount
            blockingCount
            milestone {
              id
              title
            }
            assignees {
              nodes {
                id
                name
                username
                avatarUrl
                webPath
              }
            }
            labels {
              nodes {
                id
                title
                color
                textColor
              }
            }
          }
        }
      }
    }
  }
`);
