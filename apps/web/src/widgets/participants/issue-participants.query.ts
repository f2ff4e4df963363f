import { graphql } from '#web/lib/graphql/index.ts';
import { SidebarParticipantFragment } from './participant.fragment.ts';

/** An issue's participants (GraphQL `Issue.participants`), read by the widget itself. */
export const issueParticipantsQuery = graphql(
  `
    query IssueParticipants($fullPath: ID!, $iid: String!) {
      project(fullPath: $fullPath) {
        id
        issue(iid: $iid) {
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
