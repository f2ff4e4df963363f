import { graphql } from '#web/lib/graphql/index.ts';

/** The title of one epic, for an epic token read from the URL (it carries the iid only). */
export const epicTitleQuery = graphql(`
  query filteredSearchEpicTitle($fullPath: ID!, $iid: ID!) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        iid
        title
      }
    }
  }
`);
