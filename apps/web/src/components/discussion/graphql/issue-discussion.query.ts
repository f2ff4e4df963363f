import { graphql } from '../../../lib/graphql/index.ts';
import { discussionNoteFragment } from './note.fragment.ts';

/** An issue's threads and notes, oldest first, with whether the viewer may comment. */
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
          discussions(first: 100) {
            nodes {
              id
              resolvable
              resolved
              notes(first: 100) {
                nodes {
                  ...DiscussionNote
                }
              }
            }
          }
        }
      }
    }
  `,
  [discussionNoteFragment],
);
