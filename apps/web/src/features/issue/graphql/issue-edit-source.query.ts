import { graphql } from '#web/lib/graphql/index.ts';

/** The saved title, description and lockVersion: read after a stale save, to merge with. */
export const issueEditSourceQuery = graphql(`
  query IssueEditSource($fullPath: ID!, $iid: String!) {
    project(fullPath: $fullPath) {
      id
      issue(iid: $iid) {
        id
        title
        description
        lockVersion
      }
    }
  }
`);
