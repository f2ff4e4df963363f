import { graphql } from '#web/lib/graphql/index.ts';

/** The issue's full reference (acme/website#14), read when 'Copy reference' is chosen. */
export const issueReferenceQuery = graphql(`
  query IssueReference($fullPath: ID!, $iid: String!) {
    project(fullPath: $fullPath) {
      id
      issue(iid: $iid) {
        id
        reference(full: true)
      }
    }
  }
`);
