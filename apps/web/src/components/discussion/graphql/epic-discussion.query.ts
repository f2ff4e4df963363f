import { graphql } from '../../../lib/graphql/index.ts';
import { discussionThreadFragment } from './thread.fragment.ts';

/** An epic's threads and notes, oldest first, with whether the viewer may comment. */
export const epicDiscussionQuery = graphql(
  `
    query EpicDiscussion($fullPath: ID!, $iid: ID!) {
      group(fullPath: $fullPath) {
        id
        epic(iid: $iid) {
          id
          userPermissions {
            createNote
          }
          discussions {
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
