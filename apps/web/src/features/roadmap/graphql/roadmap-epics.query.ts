import { graphql } from '#web/lib/graphql/graphql.ts';
import { RoadmapEpicFragment } from './roadmap-epic.fragment.ts';

/** One page of the group's epics for the roadmap. */
export const roadmapEpicsQuery = graphql(
  `
    query roadmapEpics(
      $fullPath: ID!
      $state: EpicState
      $sort: EpicSort
      $iid: ID
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
      $includeDescendantGroups: Boolean = true
    ) {
      group(fullPath: $fullPath) {
        id
        epics(
          state: $state
          sort: $sort
          iid: $iid
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
          includeDescendantGroups: $includeDescendantGroups
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
  `,
  [RoadmapEpicFragment],
);
