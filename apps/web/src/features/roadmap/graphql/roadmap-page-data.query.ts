import { graphql } from '#web/lib/graphql/graphql.ts';

/** The page data of section 2 that comes from the server (the rest is the URL and the route). */
export const roadmapPageDataQuery = graphql(`
  query roadmapPageData($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      name
      fullName
      fullPath
      webPath
      allowSubEpics
      firstDayOfWeek
      newEpicPath
      epicsListPath
      userPermissions {
        createEpic
      }
    }
  }
`);
