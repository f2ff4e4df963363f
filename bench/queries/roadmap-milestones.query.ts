// Copy of apps/web/src/features/roadmap/graphql/roadmap-milestones.query.ts.
export const ROADMAP_MILESTONES_QUERY = /* GraphQL */ `
  query roadmapMilestones(
    $fullPath: ID!
    $state: MilestoneStateEnum
    $timeframe: Timeframe
    $includeDescendants: Boolean
    $includeAncestors: Boolean
    $searchTitle: String
  ) {
    group(fullPath: $fullPath) {
      id
      milestones(
        state: $state
        timeframe: $timeframe
        includeDescendants: $includeDescendants
        includeAncestors: $includeAncestors
        searchTitle: $searchTitle
      ) {
        nodes {
          id
          title
          webPath
          startDate
          dueDate
          groupMilestone
          subgroupMilestone
          projectMilestone
        }
      }
    }
  }
`;
