import { graphql } from '#web/lib/graphql/graphql.ts';

export const roadmapViewDeleteMutation = graphql(`
  mutation roadmapViewDelete($input: RoadmapViewDeleteInput!) {
    roadmapViewDelete(input: $input) {
      errors
    }
  }
`);
