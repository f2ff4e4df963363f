import { graphql } from '#web/lib/graphql/graphql.ts';
import { roadmapViewFragment } from './roadmap-view.fragment.ts';

export const roadmapViewCreateMutation = graphql(
  `
    mutation roadmapViewCreate($input: RoadmapViewCreateInput!) {
      roadmapViewCreate(input: $input) {
        errors
        roadmapView {
          ...RoadmapViewFields
        }
      }
    }
  `,
  [roadmapViewFragment],
);
