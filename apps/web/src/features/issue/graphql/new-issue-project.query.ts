import { graphql } from '../../../lib/graphql/index.ts';

/** The project of the new-issue page, with whether the viewer may create issues and incidents. */
export const newIssueProjectQuery = graphql(`
  query NewIssueProject($fullPath: ID!) {
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
