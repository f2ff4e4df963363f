import { graphql } from '../../../lib/graphql/index.ts';

/** Group token suggestions (spec section 7, 'group subgroups'; page size 100). */
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
