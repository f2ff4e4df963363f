import { graphql } from '#web/lib/graphql/index.ts';

/** Whether the viewer may create epics in the group (the 'New epic' button). */
export const canCreateEpicQuery = graphql(`
  query CanCreateEpic($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      newEpicPath
      userPermissions {
        createEpic
      }
    }
  }
`);
