import { graphql } from '#web/lib/graphql/index.ts';

/** The saved title, description and lockVersion: read after a stale save, to merge with. */
export const epicEditSourceQuery = graphql(`
  query EpicEditSource($fullPath: ID!, $iid: ID!) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        title
        description
        lockVersion
      }
    }
  }
`);
