import { graphql } from '#web/lib/graphql/index.ts';
import { discussionNoteFragment } from './note.fragment.ts';

/** One thread as the discussion shows it, shared by the issue and epic queries. */
export const discussionThreadFragment = graphql(
  `
    fragment DiscussionThread on Discussion {
      id
      resolvable
      resolved
      notes {
        nodes {
          ...DiscussionNote
        }
      }
    }
  `,
  [discussionNoteFragment],
);
