import { graphql } from '#web/lib/graphql/index.ts';
import { discussionThreadFragment } from './thread.fragment.ts';

/** One page of an epic's threads (100, oldest first, after `$after`), as the issue's. */
export const epicDiscussionQuery = graphql(
  `
    query EpicDiscussion($fullPath: ID!, $iid: ID!, $after: String) {
      group(fullPath: $fullPath) {
        id
        epic(iid: $iid) {
          id
          userPermissions {
            createNote
          }
          discussions(after: $after) {
            pageInfo {
              hasNextPage
              endCursor
            }
            nodes {
              ...DiscussionThread
            }
          }
        }
      }
    }
  `,
  [discussionThreadFragment],
);
