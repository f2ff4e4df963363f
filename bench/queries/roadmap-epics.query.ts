// Copy of apps/web/src/features/roadmap/graphql/roadmap-epics.query.ts (one page of epics).
import { ROADMAP_EPIC_FRAGMENT } from './roadmap-epic.fragment.ts';

export const ROADMAP_EPICS_QUERY = /* GraphQL */ `
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
  ${ROADMAP_EPIC_FRAGMENT}
`;
