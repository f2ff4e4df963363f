import { graphql } from '../../../lib/graphql/index.ts';
import { discussionThreadFragment } from './thread.fragment.ts';

/**
 * An issue's threads and notes, oldest first, with whether the viewer may comment. Connections
 * default to 100 items; an explicit `first` would multiply the query's cost past the limit.
 */
export const issueDiscussionQuery = graphql(
  `
    query IssueDiscussion($fullPath: ID!, $iid: String!) {
      project(fullPath: $fullPath) {
        id
        issue(iid: $iid) {
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
