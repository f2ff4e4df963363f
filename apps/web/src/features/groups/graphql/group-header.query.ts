import { graphql } from '#web/lib/graphql/index.ts';

/** The few group fields a page header needs (roadmap, epics list). */
export const groupHeaderQuery = graphql(`
  query GroupHeader($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      name
      fullName
      fullPath
      description
      visibility
      avatarUrl
      webPath
    }
  }
`);
