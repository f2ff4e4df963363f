import { graphql } from '../../lib/graphql/index.ts';

/** What the participants widget shows of each participant. */
export const ParticipantFragment = graphql(`
  fragment Participant on UserCore {
    id
    name
    username
    avatarUrl
    webPath
  }
`);
