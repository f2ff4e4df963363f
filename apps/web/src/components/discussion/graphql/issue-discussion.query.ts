import { graphql } from '#web/lib/graphql/index.ts';
import { discussionThreadFragment } from './thread.fragment.ts';

/**
 * One page of an issue's threads (100, oldest first, after `$after`) with whether the viewer may
 * comment. Connections default to 100 items; an explicit `first` would multiply the query's cost
 * past the limit.
 */
export const issueDiscussionQuery = graphql(
  `
    query IssueDiscussion($fullPath: ID!, $iid: String!, $after: String) {
      project(fullPath: $fullPath) {
        id
        issue(iid: $iid) {
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
