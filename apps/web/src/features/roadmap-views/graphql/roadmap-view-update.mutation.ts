import { graphql } from '#web/lib/graphql/graphql.ts';
import { roadmapViewFragment } from './roadmap-view.fragment.ts';

export const roadmapViewUpdateMutation = graphql(
  `
    mutation roadmapViewUpdate($input: RoadmapViewUpdateInput!) {
      roadmapViewUpdate(input: $input) {
        errors
        roadmapView {
          ...RoadmapViewFields
        }
      }
    }
  `,
  [roadmapViewFragment],
);
