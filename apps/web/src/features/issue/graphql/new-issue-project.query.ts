import { graphql } from '#web/lib/graphql/index.ts';

/**
 * The project of the new-issue page, with whether the viewer may create issues and incidents,
 * and whether anyone is signed in (signed-out visitors are sent to sign in).
 */
export const newIssueProjectQuery = graphql(`
  query NewIssueProject($fullPath: ID!) {
    currentUser {
      id
    }
    project(fullPath: $fullPath) {
      id
      name
      fullPath
      userPermissions {
        createIssue
        createIncident
      }
    }
  }
`);
