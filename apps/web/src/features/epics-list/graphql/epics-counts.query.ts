import { graphql } from '#web/lib/graphql/index.ts';

/** The Open / Closed / All tab counts of the epics list under the current filters. */
export const epicsCountsQuery = graphql(`
  query epicsListCounts(
    $fullPath: ID!
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
      opened: epics(
        state: opened
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
        first: 1
      ) {
        count
      }
      closed: epics(
        state: closed
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
        first: 1
      ) {
        count
      }
    }
  }
`);
