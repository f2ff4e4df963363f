import { graphql } from '#web/lib/graphql/graphql.ts';

/**
 * One page of the group's epics with neither date for the roadmap's Unscheduled tray, under the
 * roadmap's filters, with the total the viewer may read (`count`) for the tray's heading.
 */
export const roadmapUnscheduledEpicsQuery = graphql(`
  query roadmapUnscheduledEpics(
    $fullPath: ID!
    $state: EpicState
    $sort: EpicSort
    $iid: ID
    $labelName: [String!]
    $authorUsername: String
    $milestoneTitle: String
    $myReactionEmoji: String
    $confidential: Boolean
    $search: String
    $in: [IssuableSearchableField!]
    $not: NegatedEpicFilterInput
    $or: UnionedEpicFilterInput
    $first: Int
    $endCursor: String
  ) {
    group(fullPath: $fullPath) {
      id
      epics(
        unscheduled: true
        state: $state
        sort: $sort
        iid: $iid
        labelName: $labelName
        authorUsername: $authorUsername
        milestoneTitle: $milestoneTitle
        myReactionEmoji: $myReactionEmoji
        confidential: $confidential
        search: $search
        in: $in
        not: $not
        or: $or
        first: $first
        after: $endCursor
      ) {
        count
        nodes {
          id
          iid
          title
          webPath
          reference
          confidential
          lockVersion
          startDateFixed
          startDateIsFixed
          dueDateFixed
          dueDateIsFixed
          group {
            id
            fullPath
          }
          userPermissions {
            canUpdate
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
