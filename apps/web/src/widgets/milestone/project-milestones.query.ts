import { graphql } from '#web/lib/graphql/index.ts';
import { SidebarMilestoneFragment } from './milestone.fragment.ts';

/** Active milestones of the project and its groups, searched by title, soonest due first. */
export const projectMilestonesQuery = graphql(
  `
    query SidebarProjectMilestones($fullPath: ID!, $search: String) {
      project(fullPath: $fullPath) {
        id
        milestones(
          searchTitle: $search
          state: active
          includeAncestors: true
          sort: DUE_DATE_ASC
          first: 50
        ) {
          nodes {
            ...SidebarMilestone
          }
        }
      }
    }
  `,
  [SidebarMilestoneFragment],
);
