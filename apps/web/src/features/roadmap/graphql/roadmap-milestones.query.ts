import { graphql } from '#web/lib/graphql/graphql.ts';

/** The group's milestones inside the timeframe. */
export const roadmapMilestonesQuery = graphql(`
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
`);
