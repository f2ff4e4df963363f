import { graphql } from '../../../lib/graphql/graphql.ts';

export const roadmapViewDeleteMutation = graphql(`
  mutation roadmapViewDelete($input: RoadmapViewDeleteInput!) {
    roadmapViewDelete(input: $input) {
      errors
    }
  }
`);
