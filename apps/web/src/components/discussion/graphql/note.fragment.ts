import { graphql } from '#web/lib/graphql/index.ts';

/** What the discussion shows of one note (comment or system note). */
export const discussionNoteFragment = graphql(`
  fragment DiscussionNote on Note {
    id
    body
    bodyHtml
    system
    systemNoteIconName
    internal
    resolvable
    resolved
    createdAt
    lastEditedAt
    author {
      id
      username
      name
      avatarUrl
      webPath
    }
    userPermissions {
      adminNote
      destroyNote
      resolveNote
      awardEmoji
    }
    awardEmoji {
      nodes {
        name
        emoji
        user {
          id
          username
        }
      }
    }
    systemNoteMetadata {
      action
      descriptionVersion {
        id
        description
        previousDescription
      }
    }
  }
`);
