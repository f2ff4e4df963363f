import { graphql } from '#web/lib/graphql/index.ts';

/** Group token suggestions: the group's descendant groups, 100 a page. */
export const descendantGroupsQuery = graphql(`
  query filteredSearchDescendantGroups($fullPath: ID!, $search: String, $after: String) {
    group(fullPath: $fullPath) {
      id
      descendantGroups(search: $search, first: 100, after: $after) {
        nodes {
          id
          name
          fullName
          fullPath
          avatarUrl
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
