import { graphql } from '#web/lib/graphql/index.ts';

/** Groups the viewer may see, for /explore/groups. */
export const exploreGroupsQuery = graphql(`
  query ExploreGroups($search: String, $first: Int!) {
    groups(search: $search, first: $first) {
      nodes {
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
  }
`);
