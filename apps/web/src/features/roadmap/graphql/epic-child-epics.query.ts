import { graphql } from '#web/lib/graphql/graphql.ts';
import { RoadmapEpicFragment } from './roadmap-epic.fragment.ts';

/**
 * The child epics of one epic: rows under an expanded epic, and every row of the scoped
 * child-epics form.
 */
export const epicChildEpicsQuery = graphql(
  `
    query roadmapEpicChildEpics(
      $fullPath: ID!
      $iid: ID!
      $state: EpicState
      $sort: EpicSort
      $timeframe: Timeframe
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
        epic(iid: $iid) {
          id
          children(
            state: $state
            sort: $sort
            timeframe: $timeframe
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
            nodes {
              ...RoadmapEpic
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
        }
      }
    }
  `,
  [RoadmapEpicFragment],
);
