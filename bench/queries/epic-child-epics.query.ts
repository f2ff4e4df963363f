// Copy of apps/web/src/features/roadmap/graphql/epic-child-epics.query.ts (one epic's children).
import { ROADMAP_EPIC_FRAGMENT } from './roadmap-epic.fragment.ts';

export const EPIC_CHILD_EPICS_QUERY = /* GraphQL */ `
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
  ${ROADMAP_EPIC_FRAGMENT}
`;
