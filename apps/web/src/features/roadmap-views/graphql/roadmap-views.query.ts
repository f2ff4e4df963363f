import { graphql } from '#web/lib/graphql/graphql.ts';
import { roadmapViewFragment } from './roadmap-view.fragment.ts';

/** The group's saved roadmap views the viewer may see, and whether they may share one. */
export const roadmapViewsQuery = graphql(
  `
    query roadmapViews($fullPath: ID!) {
      group(fullPath: $fullPath) {
        id
        userPermissions {
          shareRoadmapView
        }
        roadmapViews {
          ...RoadmapViewFields
        }
      }
    }
  `,
  [roadmapViewFragment],
);
