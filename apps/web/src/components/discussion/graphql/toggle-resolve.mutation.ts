import { graphql } from '#web/lib/graphql/index.ts';

export const discussionToggleResolveMutation = graphql(`
  mutation DiscussionToggleResolve($input: DiscussionToggleResolveInput!) {
    discussionToggleResolve(input: $input) {
      errors
      discussion {
        id
        resolved
      }
    }
  }
`);
