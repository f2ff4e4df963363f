import { graphql } from '../../../lib/graphql/index.ts';

/** The issue page's live weight (GitLab's issuableWeightUpdated). */
export const issueWeightUpdatedSubscription = graphql(`
  subscription IssueWeightUpdated($issuableId: IssuableID!) {
    issuableWeightUpdated(issuableId: $issuableId) {
      ... on Issue {
        id
        weight
      }
    }
  }
`);
