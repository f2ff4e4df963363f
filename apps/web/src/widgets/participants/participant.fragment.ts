import { graphql } from '#web/lib/graphql/index.ts';

/** What the participants widget shows of each participant: its own queries spread it. */
export const SidebarParticipantFragment = graphql(`
  fragment SidebarParticipant on UserCore {
    id
    name
    username
    avatarUrl
    webPath
  }
`);
