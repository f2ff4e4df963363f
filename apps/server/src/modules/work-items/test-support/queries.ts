/** GraphQL documents the work-item tests share (the roadmap's page query reads every field). */

export const ROADMAP_EPIC_FIELDS = `
  id iid title description state webUrl webPath reference createdAt closedAt
  startDate dueDate startDateIsFixed dueDateIsFixed startDateFixed dueDateFixed
  startDateFromMilestones dueDateFromMilestones startDateFromInheritedSource dueDateFromInheritedSource
  color textColor confidential relativePosition
  hasParent parent { id startDate dueDate } ancestors { nodes { id } }
  hasChildren hasIssues hasChildrenWithinTimeframe
  blocked blockedByCount blockingCount blockedEpicIds
  descendantWeightSum { openedIssues closedIssues openedIssuesTotal closedIssuesTotal }
  descendantCounts { openedEpics closedEpics openedIssues closedIssues }
  healthStatus { issuesOnTrack issuesNeedingAttention issuesAtRisk }
  group { id name fullName fullPath }
  labels { nodes { id title description color textColor } }
  linkedWorkItems { nodes { linkId linkType workItemState } }
  userPermissions { adminEpic createEpic updateEpic adminEpicRelation }
`;

export const ROADMAP_QUERY = `
query roadmap($fullPath: ID!, $state: EpicState, $sort: EpicSort, $timeframe: Timeframe,
  $labelName: [String!], $authorUsername: String, $milestoneTitle: String, $myReactionEmoji: String,
  $confidential: Boolean, $search: String, $not: NegatedEpicFilterInput, $first: Int, $after: String,
  $includeDescendantGroups: Boolean = true) {
  group(fullPath: $fullPath) {
    id
    epics(state: $state, sort: $sort, timeframe: $timeframe, labelName: $labelName,
      authorUsername: $authorUsername, milestoneTitle: $milestoneTitle, myReactionEmoji: $myReactionEmoji,
      confidential: $confidential, search: $search, not: $not, first: $first, after: $after,
      includeDescendantGroups: $includeDescendantGroups, topLevelHierarchyOnly: false) {
      nodes { ${ROADMAP_EPIC_FIELDS} }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

/** A list query taking any epic arguments through `$args` spread by the caller. */
export const epicsQuery = (args: string, fields = 'iid title') => `
query($fullPath: ID!) {
  group(fullPath: $fullPath) {
    epics(${args}) { nodes { ${fields} } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }
  }
}`;
