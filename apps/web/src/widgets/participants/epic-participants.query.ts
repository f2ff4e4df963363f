import { graphql } from '#web/lib/graphql/index.ts';
import { SidebarParticipantFragment } from './participant.fragment.ts';

/** An epic's participants (GraphQL `Epic.participants`), read by the widget itself. */
export const epicParticipantsQuery = graphql(
  `
    query EpicParticipants($fullPath: ID!, $iid: ID!) {
      group(fullPath: $fullPath) {
        id
        epic(iid: $iid) {
          id
          participants {
            nodes {
              ...SidebarParticipant
            }
          }
        }
      }
    }
  `,
  [SidebarParticipantFragment],
);
