import { graphql } from '#web/lib/graphql/index.ts';

/** One page of the group's epics for the epics list, filtered like the roadmap (Relay paging). */
export const epicsListQuery = graphql(`
  query epicsList(
    $fullPath: ID!
    $state: EpicState
    $sort: EpicSort
    $first: Int
    $last: Int
    $after: String
    $before: String
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
  ) {
    group(fullPath: $fullPath) {
      id
      fullPath
      epics(
        state: $state
        sort: $sort
        first: $first
        last: $last
        after: $after
        before: $before
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
        includeDescendantGroups: true
      ) {
        nodes {
          id
          iid
          title
          state
          confidential
          createdAt
          startDate
          dueDate
          webPath
          group {
            id
            fullPath
          }
          author {
            id
            name
            username
            avatarUrl
            webPath
          }
          labels {
            nodes {
              id
              title
              color
              textColor
              description
            }
          }
          descendantCounts {
            openedEpics
            closedEpics
            openedIssues
            closedIssues
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
`);
